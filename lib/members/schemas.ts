import { z } from 'zod';
import type { Member } from '@/lib/db/generated/client.ts';
import { MemberStatus, Role } from '@/lib/db/generated/enums.ts';
import { isoDate } from '@/lib/api/spec.ts';
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

export const memberDto = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: roleSchema,
  status: z.enum(['active', 'invited']),
  createdAt: isoDate,
  joinedAt: isoDate.nullable(),
});

export const invitedMemberDto = memberDto.extend({
  inviteUrl: z.string().optional().describe('The one-time invitation link: only in the answer that created the invitation.'),
  expiresAt: isoDate.optional(),
});

export type MemberDto = z.infer<typeof memberDto>;
export type InvitedMemberDto = z.infer<typeof invitedMemberDto>;

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
