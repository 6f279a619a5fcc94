import { isIP } from 'node:net';
import { unstorableText } from '@/lib/api/body.ts';
import type { AnySpec } from '@/lib/api/spec.ts';
import { now } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import type { CallerLimits } from '@/lib/limits/consume.ts';
import { limitsFor, type TenantLimitSource } from '@/lib/limits/plans.ts';
import { type CountedRequest, consumePublishableRequest } from '@/lib/limits/visitor.ts';
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
 * - limits per visitor (end user and key) and per client address instead of the key's minute, so the
 *   visitors of a site do not share one minute and one visitor cannot spend the tenant's period; the
 *   period still counts against the key (publishableLimits).
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

/** How many visitors' minutes one client address gets: an office or a school holds many people behind one address. */
const ADDRESS_VISITORS = 25;

/**
 * A publishable key's limits for one visitor and one client address (docs/decisions.md, "Publishable keys
 * are public"): a visitor gets the plan's minute (the key's minute does not apply), an address
 * ADDRESS_VISITORS times that; each gets a share of the period (at most half the key's, and 10,000 calls
 * for a visitor, 100,000 for an address), which the key's own period counts as well.
 */
/** The largest count a limit can have: PostgreSQL's `int`, in which the counters are kept. */
const MAX_COUNT = 2_147_483_647;

export function publishableLimits(tenant: TenantLimitSource): { endUser: CallerLimits; address: CallerLimits } {
  const plan = limitsFor(tenant);
  const half = Math.max(1, Math.floor(plan.monthlyCalls / 2));
  return {
    endUser: { perMinute: plan.perMinute, perPeriod: Math.min(10_000, half) },
    // Counted in PostgreSQL integers: an enterprise tenant's own minute may be so large that 25 of it is not one.
    address: { perMinute: Math.min(MAX_COUNT, plan.perMinute * ADDRESS_VISITORS), perPeriod: Math.min(100_000, half) },
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
 * checks: the end user's signature, then the limits of its client address (a request that names no end
 * user, or comes from no known address, is counted on the address, `unknown` for none), of its end user,
 * and the key's period, all or none (consumePublishableRequest). `refund` gives them back for a 304, but
 * the address's minute.
 */
export async function admitPublishableRequest(
  key: AuthenticatedKey,
  req: Request,
  params: Record<string, string>,
  spec: Pick<AnySpec, 'widgetTransform'> = {},
): Promise<CountedRequest & { endUserId?: string }> {
  const userId = spec.widgetTransform ? headerEndUser(req.headers) : endUserOf(params);
  if (userId !== null) checkUserSignature(key, req.headers.get(USER_SIGNATURE_HEADER), userId);
  const keyId = key.principal.keyId;
  const limits = publishableLimits(key.tenant);
  const visitors = [
    // The address is the ceiling on what one place can send: its minute counts 304s too, so `If-None-Match` is no free flood.
    {
      subject: `pk:${keyId}:ip:${requestAddress(req.headers) ?? 'unknown'}`,
      limits: limits.address,
      label: 'Monthly allowance for this client address',
      minuteKeepsRefunds: true,
    },
    ...(userId === null ? [] : [{ subject: `pk:${keyId}:user:${userId}`, limits: limits.endUser, label: 'Monthly allowance for this end user' }]),
  ];
  const counted = await consumePublishableRequest(keyId, key.tenant, visitors);
  return { headers: counted.headers, refund: counted.refund, endUserId: userId ?? undefined };
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
