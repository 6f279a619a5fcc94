import { actorId, authorize, DEFAULT_SCOPES, effectiveRole, PUBLISHABLE_SCOPES, type Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { validationFailed, forbidden } from '@/lib/errors.ts';
import { newId } from '@/lib/ids.ts';
import { displayPrefix, generateRawKey, hashKey } from './raw-key.ts';
import { toApiKeyDto, type CreatedApiKeyDto, type CreateKeyInput } from './schemas.ts';

/** Input is validated at the edge (API wrapper, CLI, server action) with `createKeyInput`. */
export async function createApiKey(ctx: Principal, tenantId: string, input: CreateKeyInput): Promise<CreatedApiKeyDto> {
  authorize(ctx, 'keys:write');
  const scope = inTenant(ctx, tenantId);
  const { name, type, scopes: requested, expiresAt } = input;

  const scopes = [...new Set(requested ?? DEFAULT_SCOPES[type])];
  if (type === 'publishable') {
    const outside = scopes.filter((s) => !PUBLISHABLE_SCOPES.includes(s));
    if (outside.length) {
      throw validationFailed([{ path: 'scopes', message: `A publishable key may only hold ${PUBLISHABLE_SCOPES.join(', ')}; not ${outside.join(', ')}.` }]);
    }
  }
  // A key never carries more authority than its creator: only owners and admins mint admin keys.
  if (scopes.includes('admin') && !['owner', 'admin'].includes(effectiveRole(ctx))) {
    throw forbidden('Only owners and admins can create keys with the admin scope.');
  }
  if (expiresAt && expiresAt <= now()) {
    throw validationFailed([{ path: 'expiresAt', message: 'Must be in the future.' }]);
  }

  const raw = generateRawKey(type);
  const key = await db.apiKey.create({
    data: {
      id: newId('key'),
      ...scope,
      name,
      type,
      scopes,
      prefix: displayPrefix(raw),
      hash: hashKey(raw),
      createdBy: actorId(ctx),
      expiresAt: expiresAt ?? null,
    },
  });
  return { ...toApiKeyDto(key), key: raw };
}
