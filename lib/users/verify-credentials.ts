import {
  clearLoginFailures,
  isKnownAddress,
  lockedFor,
  recordLoginFailure,
  rememberKnownAddress,
  type ThrottleKey,
  throttleKeys,
} from '@/lib/auth/login-throttle.ts';
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
 * Email + password sign-in, throttled per account at an address, per address and per account
 * (lib/auth/login-throttle.ts). A locked key answers "throttled" even for the right password, so guessing
 * cannot continue while it is locked; the account-wide and address-wide locks are skipped at the account's
 * known addresses.
 */
export async function verifyCredentials(input: { email: string; password: string; ip: string | null }): Promise<CredentialsResult> {
  const email = input.email.trim().toLowerCase();
  const keys = throttleKeys(email, input.ip);
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, name: true, passwordHash: true } });

  const known = user && input.ip ? await isKnownAddress(user.id, input.ip) : false;
  // At an address the account signed in from before, only the pair limit applies: neither a guesser spread
  // over many addresses nor one spraying made-up emails from this address (everyone behind a proxy shares
  // it) can lock the owner out there.
  const applicable: ThrottleKey[] = known ? keys.filter((k) => k.kind === 'pair') : keys;
  const retryAfterSeconds = await lockedFor(applicable);
  if (retryAfterSeconds > 0) return { ok: false, reason: 'throttled', retryAfterSeconds };

  const matches = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
  if (!user?.passwordHash || !matches) {
    await recordLoginFailure(keys);
    return { ok: false, reason: 'invalid' };
  }
  // The address's spraying count stays: a right password for one account says nothing about the others.
  await clearLoginFailures(keys.filter((k) => k.kind !== 'ip'));
  if (input.ip) await rememberKnownAddress(user.id, input.ip);
  return { ok: true, user: { id: user.id, email: user.email, name: user.name } };
}
