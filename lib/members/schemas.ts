import { z } from 'zod';
import type { Member } from '@/lib/db/generated/client.ts';
import { MemberStatus, Role } from '@/lib/db/generated/enums.ts';
import { pageQuery } from '@/lib/pagination.ts';

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'Must be an email address.' }))
  .transform((v) => v.toLowerCase());

export const roleSchema = z.enum([Role.owner, Role.admin, Role.developer, Role.viewer]);

export const inviteMemberInput = z.object({
  email,
  role: roleSchema,
  name: z.string().trim().min(1).max(100).optional(),
});
export type InviteMemberInput = z.output<typeof inviteMemberInput>;

export const listMembersQuery = pageQuery.extend({
  role: roleSchema.optional(),
  status: z.enum([MemberStatus.active, MemberStatus.invited]).optional(),
});
export type ListMembersQuery = z.infer<typeof listMembersQuery>;

export interface MemberDto {
  id: string;
  email: string;
  name: string | null;
  role: Member['role'];
  status: Member['status'];
  createdAt: string;
  joinedAt: string | null;
}

/** An invitation's answer: the link carries a one-time token, shown only here. */
export interface InvitedMemberDto extends MemberDto {
  inviteUrl?: string;
  expiresAt?: string;
}

export function toMemberDto(member: Member): MemberDto {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    status: member.status,
    createdAt: member.createdAt.toISOString(),
    joinedAt: member.joinedAt ? member.joinedAt.toISOString() : null,
  };
}
