'use server';

import { z } from 'zod';
import { notFound } from '@/lib/errors.ts';
import { portalAction } from '@/lib/portal/action.ts';
import { rememberTenant } from '@/lib/portal/context.ts';

export const switchTenant = portalAction(z.object({ tenantId: z.string().min(1).max(100) }), async (ctx, { tenantId }) => {
  if (!ctx.memberships.some((m) => m.tenant.id === tenantId)) throw notFound('Tenant');
  await rememberTenant(tenantId);
  return { tenantId };
});
