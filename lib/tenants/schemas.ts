import { z } from 'zod';
import type { Tenant } from '@/lib/db/generated/client.ts';
import { isoDate } from '@/lib/api/spec.ts';
import { limitsFor } from '@/lib/limits/plans.ts';
import { WCAG_STANDARDS } from '@/lib/wcag/standards.ts';
import { readSettings, SCAN_ENGINES, TRANSFORMS, tenantSettingsPatch } from '@/lib/settings/tenant-settings.ts';

// The stored settings are read below the tenants domain (API keys carry them); named here too for the portal and services.
export {
  origin,
  readSettings,
  tenantSettings,
  WIDGET_DAILY_TOKENS,
  wcagStandard,
} from '@/lib/settings/tenant-settings.ts';

export const updateTenantInput = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    settings: tenantSettingsPatch.optional(),
    plan: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.plan !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['plan'], message: 'The plan cannot be changed through the API.' });
    }
  });
export type UpdateTenantInput = z.output<typeof updateTenantInput>;

export const tenantDto = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  plan: z.enum(['starter', 'pro', 'enterprise']),
  billingAnchor: isoDate.describe('The monthly quota restarts on this day of the month.'),
  settings: z.object({
    defaultStandard: z.enum(WCAG_STANDARDS),
    defaultEngines: z
      .array(z.enum(SCAN_ENGINES))
      .optional()
      .describe('The rule engines of a scan that names none (axe, ibm, htmlcs); absent until set: axe alone.'),
    allowedOrigins: z.array(z.string()),
    dataRetentionDays: z.number().int(),
    requireSignedUserIds: z.boolean(),
    widgetContent: z.object({ transforms: z.array(z.enum(TRANSFORMS)), dailyTokensPerUser: z.number().int() }),
  }),
  limits: z.object({ monthlyCalls: z.number().int(), perMinute: z.number().int(), aiTokensPerMonth: z.number().int() }),
  createdAt: isoDate,
});

export type TenantDto = z.infer<typeof tenantDto>;

export function toTenantDto(tenant: Tenant): TenantDto {
  return {
    id: tenant.id,
    name: tenant.name,
    slug: tenant.slug,
    plan: tenant.plan,
    billingAnchor: tenant.billingAnchor.toISOString(),
    settings: readSettings(tenant.settings),
    limits: limitsFor(tenant),
    createdAt: tenant.createdAt.toISOString(),
  };
}
