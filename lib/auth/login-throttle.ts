import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';

/**
 * Failed sign-ins are counted per account and per client address in PostgreSQL, so every instance sees
 * the same count. Within WINDOW_MS, the MAX_FAILURES-th failure locks the key for LOCK_MS.
 */
export const LOGIN_LIMITS = {
  account: { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  ip: { maxFailures: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
} as const;

export type ThrottleKind = keyof typeof LOGIN_LIMITS;
export interface ThrottleKey {
  kind: ThrottleKind;
  value: string;
}

const keyOf = (k: ThrottleKey) => `${k.kind}:${k.value.toLowerCase()}`;

/** Seconds until the first locked key opens again, or 0 when none is locked. */
export async function lockedFor(keys: readonly ThrottleKey[]): Promise<number> {
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

export async function clearLoginFailures(key: ThrottleKey): Promise<void> {
  await db.loginThrottle.deleteMany({ where: { key: keyOf(key) } });
}
