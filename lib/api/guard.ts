import type { Permission, Principal } from '@/lib/auth/permissions.ts';
import type { Logger } from '@/lib/logger.ts';
import { authorize } from '@/lib/auth/permissions.ts';
import { consumeSessionRequest, type LimitState } from '@/lib/limits/consume.ts';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, requestHash, type StoredResponse } from './idempotency.ts';

/**
 * The guard both doors put a call through, the HTTP wrapper (lib/http/route.ts) and the portal's action
 * wrapper (lib/portal/action.ts), so a signed-in person can do through the portal nothing a key may not:
 * the operation's permission before anything is counted, then the caller's budget, and, around the work,
 * the Idempotency-Key. Services check their Principal again; this refuses early, with the same codes.
 */

/**
 * The permission first (403 forbidden), then what the caller spends: `spend` when given (an API key's
 * own limits), else a person's per-user session budget (consumeSessionRequest, shared by their API calls
 * with the session cookie and their portal actions). Throws 429 rate_limited or quota_exceeded when spent.
 */
export async function admitCall(
  principal: Principal,
  permission: Permission | undefined,
  spend?: () => Promise<LimitState | null>,
): Promise<LimitState | null> {
  if (permission) authorize(principal, permission);
  if (spend) return spend();
  return principal.kind === 'user' ? consumeSessionRequest(principal.tenantId, principal.userId) : null;
}

/** What an idempotent call is, for the stored hash: the same key with another of these is refused (idempotency_key_reused). */
export interface IdempotentCall {
  method: string;
  path: string;
  body: unknown;
  /** Where a key that could not be released after a failure is reported (with the request's trace id). */
  log: Logger;
}

/**
 * Runs `work` once per Idempotency-Key of the tenant (without a key, simply runs it): a repeat of the same
 * call answers `replay`, the first answer as `store` recorded it; a failure releases the key for a retry.
 */
export async function runOnce<R>(
  tenantId: string,
  key: string | null | undefined,
  call: IdempotentCall,
  work: () => Promise<R>,
  store: (result: R) => StoredResponse,
): Promise<{ result: R } | { replay: StoredResponse }> {
  if (key === null || key === undefined) return { result: await work() };
  const claimed = await claimIdempotencyKey(tenantId, key, { method: call.method, path: call.path, hash: requestHash(call.method, call.path, call.body) });
  if ('replay' in claimed) return { replay: claimed.replay };
  try {
    const result = await work();
    await completeIdempotencyKey(claimed.claim, store(result));
    return { result };
  } catch (error) {
    await releaseIdempotencyKey(claimed.claim).catch((err: unknown) =>
      call.log.warn({ err }, 'could not release the Idempotency-Key after a failed call; it stays claimed until it expires'),
    );
    throw error;
  }
}
