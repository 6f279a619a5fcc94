import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { ownTenant } from '@/lib/db/scope.ts';
import { conflict, notFound } from '@/lib/errors.ts';
import { forgetCachedKeys } from '@/lib/keys/authenticate.ts';
import { readSettings, toTenantDto, type TenantDto, type UpdateTenantInput } from './schemas.ts';

/** Changes the name and settings of the caller's tenant. The plan is billing's, never the API's. */
export async function updateTenant(ctx: Principal, tenantId: string, input: UpdateTenantInput): Promise<TenantDto> {
  authorize(ctx, 'tenant:write');
  const own = ownTenant(ctx, tenantId);
  const { name, settings } = input;
  const updated = await db.$transaction(async (tx) => {
    const current = await tx.tenant.findUnique({ where: own });
    if (!current) throw notFound('Tenant');
    const { widgetContent, ...changes } = defined(settings ?? {});
    const stored = readSettings(current.settings);
    // widgetContent is changed field by field: naming only the transforms keeps the daily cap, and the reverse.
    const merged = { ...stored, ...changes, widgetContent: { ...stored.widgetContent, ...defined(widgetContent ?? {}) } };
    // Requiring signatures with no secret to sign with would lock every browser out of its profiles.
    if (changes.requireSignedUserIds === true && !current.userSigningSecret) {
      throw conflict('Generate a user signing secret (POST /tenants/{id}/user-signing-secret) before requiring signed user ids.');
    }
    return tx.tenant.update({ where: own, data: { name: name ?? current.name, settings: merged } });
  });
  forgetCachedKeys();
  return toTenantDto(updated);
}

function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
