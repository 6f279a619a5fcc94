import { z } from 'zod';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { AppError, conflict, forbidden } from '@/lib/errors.ts';
import { newId } from '@/lib/ids.ts';
import { hashPassword, MIN_PASSWORD_LENGTH } from '@/lib/users/password.ts';
import { hashInviteToken } from './invite-member.ts';
import type { MemberDto } from './schemas.ts';

export type InviteLookup =
  | { state: 'valid'; email: string; role: MemberDto['role']; tenantName: string; accountExists: boolean; expiresAt: string }
  | { state: 'expired'; email: string; tenantName: string }
  | { state: 'used'; tenantName: string }
  | { state: 'invalid' };

async function findInvite(token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  return db.member.findUnique({ where: { inviteTokenHash: hashInviteToken(token) }, include: { tenant: { select: { name: true } } } });
}

/**
 * What an invite link leads to. A link stays recognisable after it was used (so the answer can say so);
 * a link replaced by a newer invitation or withdrawn by removing the member is simply not valid.
 */
export async function lookupInvite(token: string): Promise<InviteLookup> {
  const member = await findInvite(token);
  if (!member || member.removedAt) return { state: 'invalid' };
  const tenantName = member.tenant.name;
  if (member.status === 'active') return { state: 'used', tenantName };
  if (!member.inviteExpiresAt || member.inviteExpiresAt <= now()) return { state: 'expired', email: member.email, tenantName };
  const accountExists = (await db.user.count({ where: { email: member.email } })) > 0;
  return { state: 'valid', email: member.email, role: member.role, tenantName, accountExists, expiresAt: member.inviteExpiresAt.toISOString() };
}

export const newAccountInput = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(100),
  password: z.string().min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`).max(1024),
});

export type AcceptAs = { userId: string } | z.output<typeof newAccountInput>;

const inviteGone = (state: InviteLookup['state']) =>
  state === 'used'
    ? conflict('This invitation has already been accepted.')
    : state === 'expired'
      ? new AppError('conflict', 'This invitation has expired. Ask an admin of the team for a new one.')
      : new AppError('not_found', 'This invitation link is not valid.');

/**
 * Joins the invited tenant with the invited role, either as the signed-in user (whose email must be the
 * invited one) or as a new account created here. A link works once: a second use is refused.
 */
export async function acceptInvite(token: string, as: AcceptAs): Promise<{ userId: string; tenantId: string }> {
  const lookup = await lookupInvite(token);
  if (lookup.state !== 'valid') throw inviteGone(lookup.state);
  const passwordHash = 'password' in as ? await hashPassword(as.password) : null;

  return db.$transaction(async (tx) => {
    const member = await tx.member.findUniqueOrThrow({ where: { inviteTokenHash: hashInviteToken(token) } });
    let user: { id: string; email: string; name: string | null };
    if ('userId' in as) {
      user = await tx.user.findUniqueOrThrow({ where: { id: as.userId } });
      if (user.email !== member.email) throw forbidden(`This invitation was sent to ${member.email}. Sign in with that account to accept it.`);
    } else {
      if (await tx.user.findUnique({ where: { email: member.email }, select: { id: true } })) {
        throw conflict('An account with this email already exists. Sign in to accept the invitation.');
      }
      user = await tx.user.create({ data: { id: newId('usr'), email: member.email, name: as.name, passwordHash } });
    }
    // Only a still-pending, unexpired invitation flips to active: two tabs accepting at once join once.
    const { count } = await tx.member.updateMany({
      where: { id: member.id, status: 'invited', removedAt: null, inviteExpiresAt: { gt: now() } },
      data: { status: 'active', userId: user.id, joinedAt: now(), inviteExpiresAt: null, name: member.name ?? user.name },
    });
    if (count !== 1) throw conflict('This invitation has already been accepted.');
    return { userId: user.id, tenantId: member.tenantId };
  });
}
