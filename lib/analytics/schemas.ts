import { z } from 'zod';
import { AnalyticsAction } from '@/lib/db/generated/enums.ts';
import { MAX_USER_ID_LENGTH, MAX_VALUE_LENGTH } from '@/lib/profiles/schemas.ts';

export const MAX_BATCH = 500;

/**
 * The host page's path, for fix priorities of a site's tracked issues (lib/site-issues/priority.ts): a path
 * from the root; a query string or fragment sent along is dropped, never stored (it may carry personal
 * data), and so is a trailing slash other than the root's, as a crawl spells its pages (`/a/` is `/a`).
 */
const pagePath = z
  .string()
  .max(2048)
  .regex(/^\//, 'A path from the root, such as /products/shoes.')
  .transform((path) => {
    const bare = path.replace(/[?#].*$/s, '');
    return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
  });

const event = z.object({
  featureCode: z.string().min(1).max(64),
  externalUserId: z
    .string()
    .min(1)
    .refine((v) => [...v].length <= MAX_USER_ID_LENGTH, `At most ${MAX_USER_ID_LENGTH} characters.`),
  action: z.enum([AnalyticsAction.activated, AnalyticsAction.deactivated, AnalyticsAction.adjusted]),
  value: z
    .union([z.string(), z.number().finite()])
    .transform((v) => String(v))
    .pipe(z.string().max(MAX_VALUE_LENGTH))
    .nullable()
    .optional(),
  occurredAt: z.iso
    .datetime({ offset: true })
    .transform((v) => new Date(v))
    // ISO allows year 0000 (and an offset can push 0001-01-01 back into year 0); PostgreSQL's dates start at year 1.
    .refine((d) => d.getUTCFullYear() >= 1, 'Must be 0001-01-01 or later.')
    .optional(),
  sessionId: z.string().min(1).max(128).nullable().optional(),
  pagePath: pagePath.nullable().optional(),
});
export type AnalyticsEventInput = z.output<typeof event>;

const batch = z.object({ events: z.array(event).min(1).max(MAX_BATCH) });

/**
 * One event, or `{ events: [...] }` with up to 500; a batch is accepted or rejected whole. The shape
 * picks the schema (rather than a union) so that errors keep their paths, e.g. `events[3].action`.
 */
export const logEventsInput = z.unknown().transform((value, ctx): AnalyticsEventInput[] => {
  const isBatch = typeof value === 'object' && value !== null && 'events' in value;
  const result = isBatch ? batch.safeParse(value) : event.safeParse(value);
  if (result.success) return 'events' in result.data ? result.data.events : [result.data];
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'Use a date such as 2026-01-31 (or an ISO date-time).')
  .transform((v) => new Date(v.length === 10 ? `${v}T00:00:00Z` : v))
  .refine((d) => !Number.isNaN(d.getTime()), 'Not a valid date.')
  // An offset can carry 9999-12-31 into year 10000 (or 0000-01-01 before year 1), which the database cannot compute with.
  .refine((d) => Number.isNaN(d.getTime()) || (d.getUTCFullYear() >= 1 && d.getUTCFullYear() <= 9999), 'Must be between 0001-01-01 and 9999-12-31.');

export const analyticsQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  interval: z.enum(['day', 'week', 'month']).default('day'),
  featureCode: z.string().min(1).max(64).optional(),
});
export type AnalyticsQuery = z.output<typeof analyticsQuery>;

export const analyticsReportDto = z.object({
  range: z.object({ from: z.string(), to: z.string(), interval: z.enum(['day', 'week', 'month']) }),
  totals: z.object({ events: z.number().int(), activations: z.number().int(), uniqueUsers: z.number().int(), profiles: z.number().int() }),
  series: z.array(z.object({ period: z.string(), activations: z.number().int(), uniqueUsers: z.number().int() })),
  byFeature: z.array(z.object({ featureCode: z.string(), activations: z.number().int(), uniqueUsers: z.number().int() })),
  byPreset: z.array(z.object({ presetCode: z.string(), profiles: z.number().int() })),
});

export type AnalyticsReport = z.infer<typeof analyticsReportDto>;

/** One raw usage event of one end user, as the portal's profile page lists them. */
export interface UserEventDto {
  id: string;
  featureCode: string;
  action: AnalyticsAction;
  value: string | null;
  sessionId: string | null;
  occurredAt: string;
  receivedAt: string;
}
