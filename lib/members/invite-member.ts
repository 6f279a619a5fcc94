import { createHash, randomBytes } from 'node:crypto';
import { actorId, authorize, effectiveRole, type Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { forbidden } from '@/lib/errors.ts';
import { newId } from '@/lib/ids.ts';
import { INVITE_TTL_MS, toMemberDto, type InvitedMemberDto, type InviteMemberInput } from './schemas.ts';

export interface InviteResult {
  member: InvitedMemberDto;
  created: boolean;
}

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Invites by email, which is the member's natural identifier: inviting an active member again returns
 * them unchanged; inviting a pending one again issues a fresh link (the old one stops working) with the
 * requested role.
 */
export async function inviteMember(ctx: Principal, input: InviteMemberInput, options: { baseUrl: string }): Promise<InviteResult> {
  authorize(ctx, 'members:write');
  const { email, role, name } = input;
  if (role === 'owner' && effectiveRole(ctx) !== 'owner') throw forbidden('Only owners can invite owners.');

  const token = randomBytes(32).toString('base64url');
  const invite = {
    role,
    status: 'invited' as const,
    inviteTokenHash: hashInviteToken(token),
    inviteExpiresAt: new Date(now().getTime() + INVITE_TTL_MS),
    invitedBy: actorId(ctx),
    removedAt: null,
    joinedAt: null,
    userId: null,
    ...(name ? { name } : {}),
  };

  const existing = await db.member.findFirst({ where: { ...inTenant(ctx), email } });
  if (existing && !existing.removedAt && existing.status === 'active') {
    return { member: toMemberDto(existing), created: false };
  }
  const member = existing
    ? await db.member.update({ where: { id: existing.id }, data: invite })
    : await db.member.create({ data: { id: newId('mem'), ...inTenant(ctx), email, ...invite } });

  const link = new URL(`/invite/${token}`, options.baseUrl).toString();
  return {
    member: { ...toMemberDto(member), inviteUrl: link, expiresAt: invite.inviteExpiresAt.toISOString() },
    // A pending invitation re-sent is the same resource; a removed member invited back is a new membership.
    created: !existing || existing.removedAt !== null,
  };
}
