import { z } from 'zod';
import { defineRoute } from '@/lib/api/spec.ts';
import { analyticsQuery, analyticsReportDto, logEventsInput } from './schemas.ts';
import { reply } from '@/lib/api/reply.ts';
import { logEvents } from './log-events.ts';
import { getAnalytics } from './get-analytics.ts';

/** The body as documented: one event, or `{ events }` with 1 to 500 (the schema itself dispatches on the shape). */
const analyticsEvent = z.object({
  featureCode: z.string().min(1).max(64),
  externalUserId: z.string().min(1).describe('1 to 256 characters.'),
  action: z.enum(['activated', 'deactivated', 'adjusted']),
  value: z
    .union([z.string().max(256), z.number()])
    .nullable()
    .optional(),
  occurredAt: z.iso.datetime({ offset: true }).optional(),
  sessionId: z.string().min(1).max(128).nullable().optional(),
  pagePath: z
    .string()
    .max(2048)
    .nullable()
    .optional()
    .describe('The host page\'s path (from "/"); a query string or fragment is dropped. Ranks the fixes of tracked issues on that page.'),
});
export const logEventsBodyDoc = z.union([analyticsEvent, z.object({ events: z.array(analyticsEvent).min(1).max(500) })]);

export const logEventsRoute = defineRoute({
  operationId: 'logAnalyticsEvents',
  method: 'POST',
  path: '/analytics/log',
  summary: 'Record feature usage: one event or a batch of up to 500 (all or nothing)',
  tag: 'analytics',
  publishable: true,
  permission: 'analytics:write',
  body: logEventsInput,
  bodyDoc: logEventsBodyDoc,
  status: [202],
  response: z.object({ accepted: z.number().int() }),
  errors: ['conflict'],
  sdk: { resource: 'analytics', method: 'log', custom: true },
  handler: async ({ principal, body }) => reply.accepted(await logEvents(principal, body)),
});

export const getAnalyticsRoute = defineRoute({
  operationId: 'getAnalytics',
  method: 'GET',
  path: '/analytics',
  summary: 'Usage totals, a series by interval, and breakdowns by feature and preset (default: the last 30 days)',
  tag: 'analytics',
  permission: 'analytics:read',
  query: analyticsQuery,
  status: [200],
  response: analyticsReportDto,
  sdk: {
    resource: 'analytics',
    method: 'get',
    doc: 'Tenant-level statistics; default range the last 30 days.',
    types: { query: 'AnalyticsQuery', response: 'AnalyticsReport' },
    resourceDoc: 'Usage statistics and event logging.',
  },
  handler: ({ principal, query }) => getAnalytics(principal, query),
});
