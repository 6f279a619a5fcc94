import type { Principal } from '@/lib/auth/permissions.ts';
import { aiHealth } from '@/lib/content/health.ts';
import { providerFor } from '@/lib/content/run-transform.ts';
import { TRANSFORMS } from '@/lib/content/schemas.ts';
import { db } from '@/lib/db/client.ts';
import { ownTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import { readSettings } from '@/lib/tenants/schemas.ts';
import type { WidgetConfigDto } from './schemas.ts';

/**
 * What the widget offers this tenant's visitors beyond the catalogue: each content transform is
 * `available` when the tenant's `widgetContent.transforms` names it and the service's provider can do it,
 * `needs_ai_model` when named but the service runs without a language model (the offline engines cannot
 * translate, describe pictures, give hints or rephrase), `off` otherwise. The widget shows only what is
 * available, and says why the rest is not.
 */
export async function getWidgetConfig(ctx: Principal): Promise<WidgetConfigDto> {
  const tenant = await db.tenant.findUnique({ where: ownTenant(ctx), select: { settings: true } });
  if (!tenant) throw notFound('Tenant');
  const { widgetContent } = readSettings(tenant.settings);
  const allowed = new Set<string>(widgetContent.transforms);
  return {
    content: {
      provider: await aiHealth(),
      dailyTokensPerUser: widgetContent.dailyTokensPerUser,
      transforms: TRANSFORMS.map((name) => ({
        name,
        state: !allowed.has(name) ? 'off' : providerFor(name).supports(name) ? 'available' : 'needs_ai_model',
      })),
    },
  };
}
