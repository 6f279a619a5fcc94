import { isIP } from 'node:net';
import { unstorableText } from '@/lib/api/body.ts';
import type { AnySpec } from '@/lib/api/spec.ts';
import { now } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import { type CallerLimits, consumeRequest, consumeSubjectRequest, LIMIT_HEADER_NAMES, type LimitState } from '@/lib/limits/consume.ts';
import { limitsFor } from '@/lib/limits/plans.ts';
import { logger } from '@/lib/logger.ts';
import { parseUserId } from '@/lib/profiles/schemas.ts';
import type { AuthenticatedKey } from './authenticate.ts';
import { decryptSigningSecret, USER_SIGNATURE_HEADER, verifyUserSignature } from './user-signature.ts';

/**
 * A publishable key sits in a web page's source: anyone can send it with any Origin. What keeps it from
 * being a master key (docs/decisions.md, "Publishable keys are public"):
 * - the services treat it as the end user (`setBy: "user"`, the self-service lock, no self-service or
 *   configuredBy changes, no deletes): `actsAsEndUser` (lib/auth/permissions.ts);
 * - the end user it acts for is the `{userId}` of the path (on the content routes, which have none, the
 *   X-User-Id header); with a signature (X-User-Signature), or when the tenant requires one, only that
 *   user's signed id is accepted;
 * - it calls AI content transforms only those the tenant's `widgetContent.transforms` names, each end user
 *   within the tenant's daily tokens per user (lib/content/visitor-tokens.ts);
 * - limits per end user and per client address, before the key's own, so one visitor cannot spend the
 *   tenant's minute or period.
 */

/** Where a publishable call of a content transform names its end user (docs/decisions.md, "AI transforms from the widget"). */
export const END_USER_HEADER = 'X-User-Id';

/**
 * Publishable keys never hold the `content` scope (PUBLISHABLE_SCOPES): a transform's route is theirs only
 * when the tenant's `widgetContent.transforms` names that transform. Anything else stays 403, as before.
 */
export function widgetMayCall(key: AuthenticatedKey, spec: Pick<AnySpec, 'widgetTransform'>): boolean {
  return (
    key.principal.keyType === 'publishable' &&
    spec.widgetTransform !== undefined &&
    (key.tenant.widgetContent.transforms as readonly string[]).includes(spec.widgetTransform)
  );
}

/** Per end user (the path's userId), at most half the key's limits. */
export const END_USER_LIMITS: CallerLimits = { perMinute: 60, perPeriod: 10_000 };
/** Per client address (an office or a school behind one address holds many visitors), at most half the key's limits. */
export const ADDRESS_LIMITS: CallerLimits = { perMinute: 300, perPeriod: 100_000 };

/** `base`, but never more than half of the key's own limits: one visitor can never spend all of them. */
export function visitorLimits(base: CallerLimits, tenant: AuthenticatedKey['tenant']): CallerLimits {
  const key = limitsFor(tenant);
  return {
    perMinute: Math.max(1, Math.min(base.perMinute, Math.floor(key.perMinute / 2))),
    perPeriod: Math.max(1, Math.min(base.perPeriod, Math.floor(key.monthlyCalls / 2))),
  };
}

/**
 * The client address as the server settled it: the last X-Forwarded-For hop, the rule of clientAddress()
 * in lib/portal/next-auth.ts (which lib/ services cannot import: it brings Next.js along). Only an IP
 * address counts; anything else (which only a client talking to the app directly could send) is none.
 */
export function requestAddress(headers: Headers): string | null {
  const last = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1);
  return last && isIP(last) ? last.toLowerCase() : null;
}

/**
 * Everything a publishable-key request passes before its handler, after the origin and permission
 * checks: the end user's signature, then the per-address, per-end-user and per-key limits, in that order
 * (a request refused by one is not counted by the ones after it). The rate and quota headers describe
 * the tightest of the limits that counted it.
 */
export async function admitPublishableRequest(
  key: AuthenticatedKey,
  req: Request,
  params: Record<string, string>,
  spec: Pick<AnySpec, 'widgetTransform'> = {},
): Promise<LimitState & { endUserId?: string }> {
  const userId = spec.widgetTransform ? headerEndUser(req.headers) : endUserOf(params);
  if (userId !== null) checkUserSignature(key, req.headers.get(USER_SIGNATURE_HEADER), userId);
  const keyId = key.principal.keyId;
  const states: LimitState[] = [];
  const address = requestAddress(req.headers);
  if (address) {
    states.push(
      await consumeSubjectRequest(
        `pk:${keyId}:ip:${address}`,
        visitorLimits(ADDRESS_LIMITS, key.tenant),
        key.tenant,
        'Monthly allowance for this client address',
      ),
    );
  }
  if (userId !== null) {
    states.push(
      await consumeSubjectRequest(`pk:${keyId}:user:${userId}`, visitorLimits(END_USER_LIMITS, key.tenant), key.tenant, 'Monthly allowance for this end user'),
    );
  }
  states.push(await consumeRequest(keyId, key.tenant));
  return { headers: tightest(states), endUserId: userId ?? undefined };
}

/** The path's userId when it is one the handler will accept; an invalid one is its 400 later, not ours. */
function endUserOf(params: Record<string, string>): string | null {
  const raw = params.userId;
  if (raw === undefined || unstorableText(raw)) return null;
  try {
    return parseUserId(raw);
  } catch {
    // expected: an invalid userId is the handler's 400 later
    return null;
  }
}

/**
 * The X-User-Id header of a content call: required (400 invalid_user_id without it), percent-encoded UTF-8
 * as a path segment is (a header cannot carry most of Unicode), then the rules of a path's userId.
 */
function headerEndUser(headers: Headers): string {
  const raw = headers.get(END_USER_HEADER);
  if (raw === null) {
    throw new AppError('invalid_user_id', `Name the end user this call is for in the ${END_USER_HEADER} header: publishable keys act for one.`);
  }
  let userId: string;
  try {
    userId = decodeURIComponent(raw);
  } catch {
    throw new AppError('invalid_user_id', `${END_USER_HEADER} must be the user id percent-encoded as UTF-8 (encodeURIComponent).`);
  }
  // Decoding refuses what is not UTF-8, so no unpaired surrogate gets through; parseUserId refuses U+0000.
  return parseUserId(userId);
}

/**
 * A signature, when sent, must be right; when the tenant requires signed user ids, it must be sent.
 * Verified against the current secret and, during its 24-hour grace, the one before the last rotation.
 */
function checkUserSignature(key: AuthenticatedKey, signature: string | null, userId: string): void {
  const { requireSignedUserIds, userSigning } = key.tenant;
  if (signature === null) {
    if (!requireSignedUserIds) return;
    throw new AppError(
      'invalid_user_signature',
      `This tenant requires signed user ids: send the ${USER_SIGNATURE_HEADER} header its server computed for this userId.`,
    );
  }
  const stored = [userSigning.secret, userSigning.previousUntil && userSigning.previousUntil > now() ? userSigning.previous : null];
  const secrets: string[] = [];
  for (const encrypted of stored) {
    if (!encrypted) continue;
    const secret = decryptSigningSecret(encrypted);
    if (secret) secrets.push(secret);
    else logger.error({ tenantId: key.tenant.id }, 'user signing secret cannot be decrypted: was NEXTAUTH_SECRET changed? Rotate the secret.');
  }
  if (!verifyUserSignature(secrets, userId, signature.trim())) {
    throw new AppError('invalid_user_signature', `The ${USER_SIGNATURE_HEADER} header is not this userId's signature under the tenant's user signing secret.`);
  }
}

/** Per header family, the state with the fewest requests left (the smaller limit on a tie). */
function tightest(states: LimitState[]): Record<string, string> {
  const pick = (prefix: 'X-RateLimit' | 'X-Quota') =>
    states.reduce((best, s) => {
      const left = Number(s.headers[`${prefix}-Remaining`]);
      const bestLeft = Number(best.headers[`${prefix}-Remaining`]);
      if (left !== bestLeft) return left < bestLeft ? s : best;
      return Number(s.headers[`${prefix}-Limit`]) < Number(best.headers[`${prefix}-Limit`]) ? s : best;
    });
  const rate = pick('X-RateLimit').headers;
  const quota = pick('X-Quota').headers;
  return Object.fromEntries(LIMIT_HEADER_NAMES.map((name) => [name, (name.startsWith('X-Quota') ? quota : rate)[name]!]));
}
