import { clearLoginFailures, lockedFor, recordLoginFailure, type ThrottleKey } from '@/lib/auth/login-throttle.ts';
import { db } from '@/lib/db/client.ts';
import { hashPassword, verifyPassword } from './password.ts';

export interface PortalUser {
  id: string;
  email: string;
  name: string | null;
}

export type CredentialsResult =
  | { ok: true; user: PortalUser }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

// Verifying against a real hash when the account does not exist keeps both answers equally slow,
// so timing does not reveal which emails have accounts.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password that never matches'));

/**
 * Email + password sign-in, throttled per account and per client address. A locked account answers
 * "throttled" even for the right password, so guessing cannot continue while it is locked.
 */
export async function verifyCredentials(input: { email: string; password: string; ip: string | null }): Promise<CredentialsResult> {
  const email = input.email.trim().toLowerCase();
  const keys: ThrottleKey[] = [{ kind: 'account', value: email }];
  if (input.ip) keys.push({ kind: 'ip', value: input.ip });

  const retryAfterSeconds = await lockedFor(keys);
  if (retryAfterSeconds > 0) return { ok: false, reason: 'throttled', retryAfterSeconds };

  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, name: true, passwordHash: true } });
  const matches = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
  if (!user?.passwordHash || !matches) {
    await recordLoginFailure(keys);
    return { ok: false, reason: 'invalid' };
  }
  await clearLoginFailures(keys[0]!);
  return { ok: true, user: { id: user.id, email: user.email, name: user.name } };
}
