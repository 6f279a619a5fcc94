import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';

/**
 * Failed sign-ins are counted in PostgreSQL, so every instance sees the same count. Within `windowMs`,
 * the `maxFailures`-th failure locks the key for `lockMs`. Three keys:
 * - `pair` (account at one address): the guesser there is stopped after a few tries, the owner elsewhere is not;
 * - `ip` (one address, any account): password spraying from one address;
 * - `account` (one account, any address): a guesser spread over many addresses.
 * The last two are the ones a stranger can trigger without knowing a password (for `ip`, from behind the
 * same proxy as everyone else), so neither applies at an address the account has signed in from before
 * (KNOWN_ADDRESS_DAYS): a stranger can slow an account down for new places, never lock its owner out.
 */
export const LOGIN_LIMITS = {
  pair: { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  ip: { maxFailures: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  account: { maxFailures: 50, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
} as const;
export const KNOWN_ADDRESS_DAYS = 90;

export type ThrottleKind = keyof typeof LOGIN_LIMITS;
export interface ThrottleKey {
  kind: ThrottleKind;
  value: string;
}

/** The keys one sign-in attempt counts against. Without an address, only the account's own keys. */
export function throttleKeys(email: string, ip: string | null): ThrottleKey[] {
  const keys: ThrottleKey[] = [
    { kind: 'pair', value: `${email}|${ip ?? 'unknown'}` },
    { kind: 'account', value: email },
  ];
  if (ip) keys.push({ kind: 'ip', value: ip });
  return keys;
}

const keyOf = (k: ThrottleKey) => `${k.kind}:${k.value.toLowerCase()}`;

/** Seconds until the first locked key opens again, or 0 when none is locked. */
export async function lockedFor(keys: readonly ThrottleKey[]): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db.loginThrottle.findMany({
    where: { key: { in: keys.map(keyOf) }, lockedUntil: { gt: now() } },
    select: { lockedUntil: true },
  });
  const until = Math.max(0, ...rows.map((r) => r.lockedUntil!.getTime()));
  return until ? Math.ceil((until - now().getTime()) / 1000) : 0;
}

/** Counts one failure against each key in one statement per key; concurrent failures all count. */
export async function recordLoginFailure(keys: readonly ThrottleKey[]): Promise<void> {
  const at = now();
  for (const key of keys) {
    const { maxFailures, windowMs, lockMs } = LOGIN_LIMITS[key.kind];
    const windowFloor = new Date(at.getTime() - windowMs);
    const lockUntil = new Date(at.getTime() + lockMs);
    await db.$executeRaw`
      INSERT INTO login_throttles (key, failures, window_start, locked_until)
      VALUES (${keyOf(key)}, 1, ${at}, ${maxFailures <= 1 ? lockUntil : null})
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN login_throttles.window_start < ${windowFloor} THEN 1 ELSE login_throttles.failures + 1 END,
        window_start = CASE WHEN login_throttles.window_start < ${windowFloor} THEN ${at} ELSE login_throttles.window_start END,
        locked_until = CASE
          WHEN login_throttles.window_start >= ${windowFloor} AND login_throttles.failures + 1 >= ${maxFailures} THEN ${lockUntil}
          ELSE login_throttles.locked_until END`;
  }
}

export async function clearLoginFailures(keys: readonly ThrottleKey[]): Promise<void> {
  await db.loginThrottle.deleteMany({ where: { key: { in: keys.map(keyOf) } } });
}

/** Whether the user signed in with the right password from this address within KNOWN_ADDRESS_DAYS. */
export async function isKnownAddress(userId: string, ip: string): Promise<boolean> {
  const since = new Date(now().getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
  const row = await db.loginKnownAddress.findFirst({ where: { userId, address: ip, lastSuccessAt: { gte: since } }, select: { userId: true } });
  return row !== null;
}

export async function rememberKnownAddress(userId: string, ip: string): Promise<void> {
  const at = now();
  await db.loginKnownAddress.upsert({
    where: { userId_address: { userId, address: ip } },
    create: { userId, address: ip, lastSuccessAt: at },
    update: { lastSuccessAt: at },
  });
}
