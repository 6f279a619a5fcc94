import { z } from 'zod';
import { engineChoice } from '@/components/scans/engines.ts';
import { origin, tenantSettings, wcagStandard } from '@/lib/tenants/schemas.ts';
import type { WcagStandard } from '@/lib/wcag/standards.ts';

/** The retention bounds the service enforces, for the form's hint and its number input. */
const retention = tenantSettings.shape.dataRetentionDays.unwrap();
export const RETENTION_DAYS = { min: retention.minValue ?? 1, max: retention.maxValue ?? 3650 };

export const STANDARD_LABELS: Record<WcagStandard, string> = {
  WCAG20_A: 'WCAG 2.0 Level A',
  WCAG20_AA: 'WCAG 2.0 Level AA',
  WCAG21_A: 'WCAG 2.1 Level A',
  WCAG21_AA: 'WCAG 2.1 Level AA',
  WCAG22_A: 'WCAG 2.2 Level A',
  WCAG22_AA: 'WCAG 2.2 Level AA',
};

/** Origins typed one a line: blank lines ignored; each line must pass the service's origin rule. */
const originLines = z
  .string()
  .max(30_000)
  .transform((text, ctx) => {
    const lines = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    const bad = lines.flatMap((line, i) => (origin.safeParse(line).success ? [] : [`line ${i + 1} (“${line.slice(0, 60)}”)`]));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `Not an origin: ${bad.join(', ')}. Write each as https://app.example.com (scheme, host and optional port, no path).`,
      });
      return z.NEVER;
    }
    return [...new Set(lines.map((line) => origin.parse(line)))];
  })
  .pipe(z.array(z.string()).max(100, 'At most 100 origins.'));

/**
 * The settings form as the browser sends it (strings from the fields), checked with the tenant
 * service's own rules so that the messages appear under the fields they belong to.
 */
export const settingsFormInput = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(100, 'At most 100 characters.'),
  defaultStandard: wcagStandard,
  defaultEngines: engineChoice,
  allowedOrigins: originLines,
  dataRetentionDays: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Enter a whole number of days.')
    .transform(Number)
    .pipe(z.number().min(RETENTION_DAYS.min, `At least ${RETENTION_DAYS.min} day.`).max(RETENTION_DAYS.max, `At most ${RETENTION_DAYS.max} days.`)),
});
