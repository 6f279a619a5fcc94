import { z } from 'zod';
import { WCAG_STANDARDS } from '@/lib/wcag/standards.ts';

/**
 * What a tenant's `settings` column holds, and how it is read. Below every domain: API keys carry the settings
 * (lib/keys/authenticate.ts), services read them, and lib/tenants/schemas.ts changes them.
 */

/** The AI content transforms by name (lib/content/schemas.ts has their inputs and outputs): the widget setting names them. */
export const TRANSFORMS = ['simplify', 'alt-text', 'hints', 'rephrase', 'vocabulary', 'summarize', 'translate', 'grammar', 'ocr'] as const;
export type TransformName = (typeof TRANSFORMS)[number];

export const wcagStandard = z.enum(WCAG_STANDARDS);

/** An origin as browsers send it: scheme, host and port, nothing else. */
export const origin = z
  .string()
  .max(255)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '');
    } catch {
      // expected: not a URL: the validation message below
      return false;
    }
  }, 'Must be an origin such as https://app.example.com (scheme, host and optional port, no path).')
  .transform((value) => new URL(value).origin);

/**
 * What the embeddable widget (publishable keys) may spend on AI content transforms (docs/decisions.md, "AI
 * transforms from the widget"): the transforms it may call, none by default, and the AI tokens one end user
 * may spend of the tenant's credits in a UTC day.
 */
export const WIDGET_DAILY_TOKENS = { min: 100, max: 200_000, default: 20_000 } as const;
const widgetContentDefault = (): { transforms: TransformName[]; dailyTokensPerUser: number } => ({
  transforms: [],
  dailyTokensPerUser: WIDGET_DAILY_TOKENS.default,
});
const widgetTransforms = z
  .array(z.enum(TRANSFORMS))
  .max(TRANSFORMS.length)
  .transform((names) => [...new Set(names)])
  .describe('The content transforms publishable keys may call (each end user naming itself in X-User-Id); [] (the default) allows none.');
const dailyTokensPerUser = z
  .number()
  .int()
  .min(WIDGET_DAILY_TOKENS.min)
  .max(WIDGET_DAILY_TOKENS.max)
  .describe('AI tokens one end user may spend through publishable keys in a UTC day, drawn from the tenant’s own credits.');

/**
 * Stored settings are read leniently: a transform name this version no longer knows is dropped, and a
 * malformed value reads as the default (off), never as a reason to lose the tenant's other settings.
 */
const storedWidgetContent = z
  .object({
    transforms: z
      .array(z.string())
      .default([])
      .transform((names) => [...new Set(names.filter((n): n is TransformName => (TRANSFORMS as readonly string[]).includes(n)))]),
    dailyTokensPerUser: dailyTokensPerUser.default(WIDGET_DAILY_TOKENS.default),
  })
  .default(widgetContentDefault)
  .catch(widgetContentDefault);

/** The rule engines a scan may run (lib/scanner/engines/names.ts), named here for the tenant's default. */
export const SCAN_ENGINES = ['axe', 'ibm', 'htmlcs'] as const;

/** A set of engines: at least one, each at most once. */
export const scanEngineList = z
  .array(z.enum(SCAN_ENGINES))
  .min(1)
  .max(SCAN_ENGINES.length)
  .refine((names) => new Set(names).size === names.length, 'Each engine at most once.');

const settingFields = {
  defaultStandard: wcagStandard,
  /** The engines of a scan that names none. */
  defaultEngines: scanEngineList,
  allowedOrigins: z.array(origin).max(100),
  dataRetentionDays: z.number().int().min(1).max(3650),
  /** Publishable-key requests about an end user must carry X-User-Signature (docs/decisions.md, "Publishable keys are public"). */
  requireSignedUserIds: z.boolean(),
};

export const tenantSettings = z.object({
  defaultStandard: settingFields.defaultStandard.default('WCAG22_AA'),
  /** Absent until set: scans then run axe alone, as they always did. */
  defaultEngines: settingFields.defaultEngines.optional().catch(undefined),
  allowedOrigins: settingFields.allowedOrigins.default([]),
  dataRetentionDays: settingFields.dataRetentionDays.default(365),
  requireSignedUserIds: settingFields.requireSignedUserIds.default(false),
  widgetContent: storedWidgetContent,
});
export type TenantSettings = z.infer<typeof tenantSettings>;

/** An update names only the settings it changes; no defaults, or they would overwrite the others. */
export const tenantSettingsPatch = z.object({
  defaultStandard: settingFields.defaultStandard.optional(),
  defaultEngines: settingFields.defaultEngines.optional(),
  allowedOrigins: settingFields.allowedOrigins.optional(),
  dataRetentionDays: settingFields.dataRetentionDays.optional(),
  requireSignedUserIds: settingFields.requireSignedUserIds.optional(),
  /** Either field alone changes only that one. */
  widgetContent: z.object({ transforms: widgetTransforms.optional(), dailyTokensPerUser: dailyTokensPerUser.optional() }).optional(),
});

export function readSettings(raw: unknown): TenantSettings {
  const parsed = tenantSettings.safeParse(raw ?? {});
  return parsed.success ? parsed.data : tenantSettings.parse({});
}
