import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { AppError, validationFailed } from '@/lib/errors.ts';
import { newestFirst } from '@/lib/pagination.ts';
import { authenticateApiKey, type AuthenticatedKey } from './authenticate.ts';
import { looksLikeKey } from './raw-key.ts';
import { toApiKeyDto, type ApiKeyDto } from './schemas.ts';

/**
 * The publishable keys the portal's Widget page speaks of. Keys are stored as hashes, so the page can name
 * a key by its prefix but never show it again: the full key is the one created on the page, or one the
 * person pastes there for the preview (checked here).
 */

/** Without these the widget can neither load nor save a profile. */
export const WIDGET_SCOPES = ['profiles:read', 'profiles:write'] as const;

/** The tenant's active publishable keys, newest first (at most `limit`). */
export async function listActivePublishableKeys(ctx: Principal, tenantId: string, limit = 10): Promise<ApiKeyDto[]> {
  authorize(ctx, 'keys:read');
  const rows = await db.apiKey.findMany({
    where: { ...inTenant(ctx, tenantId), type: 'publishable', revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now() } }] },
    orderBy: newestFirst,
    take: limit,
  });
  return rows.map(toApiKeyDto);
}

/**
 * A raw key someone gives the portal for the widget: an active publishable key of this tenant, or a
 * validation error on `key` (one message for every other case, so the answer tells nothing about other tenants' keys).
 */
export async function resolveWidgetKey(ctx: Principal, tenantId: string, raw: string): Promise<AuthenticatedKey> {
  authorize(ctx, 'keys:read');
  const scope = inTenant(ctx, tenantId);
  const refused = () => validationFailed([{ path: 'key', message: 'This is not an active publishable key of this tenant.' }], 'The key cannot be used.');
  if (!raw.startsWith('pk_live_') || !looksLikeKey(raw)) throw refused();
  let key: AuthenticatedKey;
  try {
    key = await authenticateApiKey(raw);
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid_api_key') throw refused();
    throw error;
  }
  if (key.principal.tenantId !== scope.tenantId || key.principal.keyType !== 'publishable') throw refused();
  const missing = WIDGET_SCOPES.filter((s) => !key.principal.scopes.includes(s));
  if (missing.length) {
    throw validationFailed([{ path: 'key', message: `The widget needs this key to hold ${WIDGET_SCOPES.join(', ')}; it lacks ${missing.join(', ')}.` }]);
  }
  return key;
}
