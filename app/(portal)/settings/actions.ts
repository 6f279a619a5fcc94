'use server';

import { portalAction } from '@/lib/portal/action.ts';
import { updateTenant } from '@/lib/tenants/update-tenant.ts';
import { settingsFormInput } from './settings-input.ts';

export const updateSettingsAction = portalAction(settingsFormInput, async (ctx, { name, ...settings }) => {
  const tenant = await updateTenant(ctx.principal, ctx.tenant.id, { name, settings });
  return { name: tenant.name, ...tenant.settings };
});
