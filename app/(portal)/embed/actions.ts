'use server';

import { z } from 'zod';
import { createApiKey } from '@/lib/keys/create-key.ts';
import { displayPrefix } from '@/lib/keys/raw-key.ts';
import { createKeyInput } from '@/lib/keys/schemas.ts';
import { resolveWidgetKey } from '@/lib/keys/widget-keys.ts';
import { portalAction } from '@/lib/portal/action.ts';
import { createApiKeyRoute } from '@/lib/keys/routes.ts';
import { updateTenantRoute } from '@/lib/tenants/routes.ts';
import { TRANSFORMS } from '@/lib/content/schemas.ts';
import { WIDGET_DAILY_TOKENS } from '@/lib/tenants/schemas.ts';
import { updateTenant } from '@/lib/tenants/update-tenant.ts';

/** The raw key is null in a replay of the same submission. */
type WidgetKey = { key: string | null; prefix: string };

/** A publishable key named "Widget" with the publishable scopes; the page shows it once (keys:write, as on API keys). */
export const createWidgetKeyAction = portalAction(
  { input: z.object({}), operation: createApiKeyRoute, creates: { replay: (data: WidgetKey) => ({ ...data, key: null }) } },
  async (ctx): Promise<WidgetKey> => {
    const created = await createApiKey(ctx.principal, ctx.tenant.id, createKeyInput.parse({ name: 'Widget', type: 'publishable' }));
    return { key: created.key, prefix: created.prefix };
  },
);

/** A key the person already has, for the snippet and the preview: only an active publishable key of this tenant. */
export const checkWidgetKeyAction = portalAction(
  { input: z.object({ key: z.string().trim().min(1, 'Enter the key.').max(200) }), permission: 'keys:read' },
  async (ctx, { key }) => {
    await resolveWidgetKey(ctx.principal, ctx.tenant.id, key);
    return { key, prefix: displayPrefix(key) };
  },
);

/** The widget's content help: which transforms publishable keys may call, and one end user's daily tokens (tenant:write, as on Settings). */
export const updateWidgetContentAction = portalAction(
  {
    operation: updateTenantRoute,
    input: z.object({
      transforms: z.array(z.enum(TRANSFORMS)),
      dailyTokensPerUser: z.coerce
        .number({ error: 'Enter a whole number of tokens.' })
        .int('Enter a whole number of tokens.')
        .min(WIDGET_DAILY_TOKENS.min, `At least ${WIDGET_DAILY_TOKENS.min}.`)
        .max(WIDGET_DAILY_TOKENS.max, `At most ${WIDGET_DAILY_TOKENS.max.toLocaleString('en-GB')}.`),
    }),
  },
  async (ctx, widgetContent) => {
    const tenant = await updateTenant(ctx.principal, ctx.tenant.id, { settings: { widgetContent } });
    return tenant.settings.widgetContent;
  },
);
