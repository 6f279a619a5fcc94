import { endSessionsOfUser } from '@/lib/auth/sessions.ts';
import { db } from '@/lib/db/client.ts';
import { AppError, conflict, validationFailed } from '@/lib/errors.ts';
import { hashPassword } from './password.ts';
import type { ChangePasswordInput } from './schemas.ts';
import { verifyCredentials } from './verify-credentials.ts';

/**
 * A signed-in user changes their own password. The current one is checked as a sign-in would check it
 * (same throttling, so a borrowed session cannot guess it faster than the sign-in page). Then every other
 * session of the account ends: whoever knew the old password (or held a session) is out, while the person
 * changing it stays signed in with `keepSessionId`.
 */
export async function changePassword(
  userId: string,
  input: ChangePasswordInput,
  from: { ip: string | null; keepSessionId: string },
): Promise<{ otherSessionsEnded: number }> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, passwordHash: true } });
  if (!user) throw new AppError('unauthenticated', 'Sign in to continue.');
  if (!user.passwordHash) throw conflict('Your account has no password: it signs in with single sign-on.');
  const check = await verifyCredentials({ email: user.email, password: input.currentPassword, ip: from.ip });
  if (!check.ok && check.reason === 'throttled') {
    throw new AppError('rate_limited', `Too many wrong passwords. Try again in ${Math.ceil(check.retryAfterSeconds / 60)} minutes.`, {
      headers: { 'Retry-After': String(check.retryAfterSeconds) },
    });
  }
  if (!check.ok) throw validationFailed([{ path: 'currentPassword', message: 'This is not your current password.' }], 'Some fields need attention.');
  const passwordHash = await hashPassword(input.newPassword);
  const otherSessionsEnded = await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    return endSessionsOfUser(userId, { except: from.keepSessionId, tx });
  });
  return { otherSessionsEnded };
}

/** Whether the user has a password to change (an account made through single sign-on has none). */
export async function hasPassword(userId: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return Boolean(user?.passwordHash);
}
