import { LRUCache } from 'lru-cache';
import type { Principal, Scope } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import type { KeyType, Plan } from '@/lib/db/generated/enums.ts';
import { AppError } from '@/lib/errors.ts';
import { readSettings, type TenantSettings } from '@/lib/settings/tenant-settings.ts';
import { hashKey, looksLikeKey } from './raw-key.ts';
import { config } from '@/lib/config.ts';

/** What the API wrapper needs to know about a key and its tenant on every request. */
export interface AuthenticatedKey {
  principal: Extract<Principal, { kind: 'api_key' }>;
  tenant: {
    id: string;
    plan: Plan;
    billingAnchor: Date;
    monthlyQuota: number | null;
    rateLimitPerMinute: number | null;
    aiTokensPerMonth: number | null;
    allowedOrigins: string[];
    /** Publishable-key requests about an end user must carry that user's signature (lib/keys/publishable.ts). */
    requireSignedUserIds: boolean;
    /** The encrypted user signing secrets (lib/keys/user-signature.ts); the previous one until `previousUntil`. */
    userSigning: { secret: string | null; previous: string | null; previousUntil: Date | null };
    /** The content transforms publishable keys may call, and what one end user may spend a day (lib/keys/publishable.ts). */
    widgetContent: TenantSettings['widgetContent'];
  };
}

interface CachedKey {
  found: (AuthenticatedKey & { expiresAt: Date | null; revokedAt: Date | null }) | null;
}

// Lookups are cached for a few seconds at most (KEY_CACHE_SECONDS ≤ 5), which bounds how long a key
// revoked on another instance keeps working; this instance forgets a key the moment it revokes it.
const cache = new LRUCache<string, CachedKey>({ max: 20_000, ttl: 1000 });

export async function authenticateApiKey(raw: string | null): Promise<AuthenticatedKey> {
  if (!raw) throw new AppError('missing_api_key', 'Send your API key in the X-Api-Key header.');
  const invalid = () => new AppError('invalid_api_key', 'The API key is not valid, has been revoked, or has expired.');
  if (!looksLikeKey(raw)) throw invalid();

  const hash = hashKey(raw);
  let entry = cache.get(hash);
  if (!entry) {
    entry = { found: await unsafeLoadKeyByHash(hash) };
    const ttl = config().KEY_CACHE_SECONDS * 1000;
    if (ttl > 0) cache.set(hash, entry, { ttl });
  }
  const key = entry.found;
  if (!key || key.revokedAt || (key.expiresAt && key.expiresAt <= now())) throw invalid();
  return { principal: key.principal, tenant: key.tenant };
}

export function forgetCachedKey(hash: string): void {
  cache.delete(hash);
}

/** Tenant settings (allowed origins, limits, user signing secrets) ride along with cached keys; drop them when they change. */
export function forgetCachedKeys(): void {
  cache.clear();
}

// Unscoped by design: the key is what tells us the tenant.
async function unsafeLoadKeyByHash(hash: string): Promise<CachedKey['found']> {
  const key = await db.apiKey.findUnique({
    where: { hash },
    select: {
      id: true,
      tenantId: true,
      type: true,
      scopes: true,
      expiresAt: true,
      revokedAt: true,
      tenant: {
        select: {
          plan: true,
          billingAnchor: true,
          monthlyQuota: true,
          rateLimitPerMinute: true,
          aiTokensPerMonth: true,
          settings: true,
          userSigningSecret: true,
          userSigningPreviousSecret: true,
          userSigningPreviousUntil: true,
        },
      },
    },
  });
  if (!key) return null;
  const settings = readSettings(key.tenant.settings);
  return {
    principal: { kind: 'api_key', tenantId: key.tenantId, keyId: key.id, keyType: key.type as KeyType, scopes: key.scopes as Scope[] },
    tenant: {
      id: key.tenantId,
      plan: key.tenant.plan,
      billingAnchor: key.tenant.billingAnchor,
      monthlyQuota: key.tenant.monthlyQuota,
      rateLimitPerMinute: key.tenant.rateLimitPerMinute,
      aiTokensPerMonth: key.tenant.aiTokensPerMonth,
      allowedOrigins: settings.allowedOrigins,
      requireSignedUserIds: settings.requireSignedUserIds,
      widgetContent: settings.widgetContent,
      userSigning: {
        secret: key.tenant.userSigningSecret,
        previous: key.tenant.userSigningPreviousSecret,
        previousUntil: key.tenant.userSigningPreviousUntil,
      },
    },
    expiresAt: key.expiresAt,
    revokedAt: key.revokedAt,
  };
}
