import { z } from 'zod';
import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '@/lib/db/generated/client.ts';
import { DeliveryStatus } from '@/lib/db/generated/enums.ts';
import { isoDate } from '@/lib/api/spec.ts';
import { parseColumn } from '@/lib/db/columns.ts';
import { pageQuery } from '@/lib/pagination.ts';

/** The events an endpoint can subscribe to, in the order lists show them. */
export const WEBHOOK_EVENT_TYPES = [
  'scan.completed',
  'scan.failed',
  'scan.issues_detected',
  'report.ready',
  'snapshot.ready',
  'site.regressed',
  'site.improved',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What POST /webhooks/{id}/test sends; not subscribable, it goes to the one endpoint asked. */
export const TEST_EVENT_TYPE = 'webhook.test';

/** The body every receiver gets, signed as sent. `id` is also the `webhook-id` header. Stored as is in webhook_deliveries.payload. */
export const webhookPayload = z.object({ id: z.string(), type: z.string(), createdAt: isoDate, data: z.record(z.string(), z.unknown()) });
export type WebhookPayload = z.infer<typeof webhookPayload>;

/** A delivery row's payload, typed (lib/db/columns.ts). */
export function deliveryPayload(row: Pick<WebhookDelivery, 'payload'>): WebhookPayload {
  return parseColumn(webhookPayload, row.payload, 'webhook_deliveries.payload');
}

/**
 * An absolute URL, stored in the parser's normal form (lower-case host, no default port) without its
 * fragment, so the same receiver written two ways is one endpoint. Scheme and address are the SSRF
 * guard's to judge (422 `unsafe_url`), not validation's.
 */
const receiverUrl = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .transform((value, ctx) => {
    try {
      const url = new URL(value);
      url.hash = '';
      return url.href;
    } catch {
      // expected: not a URL: the validation message below
      ctx.addIssue({ code: 'custom', message: 'Must be an absolute URL such as https://example.com/webhooks.' });
      return z.NEVER;
    }
  })
  .pipe(z.string().max(2048));

const eventList = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1, 'Subscribe to at least one event.')
  .max(50)
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)));

export const createEndpointInput = z.object({
  url: receiverUrl,
  events: eventList,
  description: z.string().trim().max(200).optional(),
  enabled: z.boolean().default(true),
});
export type CreateEndpointInput = z.output<typeof createEndpointInput>;

export const updateEndpointInput = z.object({
  url: receiverUrl.optional(),
  events: eventList.optional(),
  /** `null` clears it. */
  description: z.string().trim().max(200).nullable().optional(),
  enabled: z.boolean().optional(),
});
export type UpdateEndpointInput = z.output<typeof updateEndpointInput>;

export const listDeliveriesQuery = pageQuery.extend({
  status: z.enum([DeliveryStatus.pending, DeliveryStatus.succeeded, DeliveryStatus.failed]).optional(),
});
export type ListDeliveriesQuery = z.infer<typeof listDeliveriesQuery>;

export const endpointDto = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  description: z.string().nullable(),
  createdAt: isoDate,
  failingSince: isoDate.nullable().describe('Start of the current run of failed deliveries; the endpoint is disabled after 5 days of it.'),
  disabledAt: isoDate.nullable(),
  disabledReason: z.string().nullable(),
});

export const createdEndpointDto = endpointDto.extend({
  secret: z.string().describe('The signing secret (`whsec_…`): only in the answer that created the endpoint.'),
});

const attemptDto = z.object({
  attempt: z.number().int(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
  responseBody: z.string().nullable(),
  createdAt: isoDate,
});

export const deliveryDto = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  createdAt: isoDate,
  completedAt: isoDate.nullable(),
  nextAttemptAt: isoDate.nullable(),
  payload: webhookPayload,
  lastAttempt: attemptDto.nullable(),
  attemptsLog: z.array(attemptDto),
});

export type EndpointDto = z.infer<typeof endpointDto>;
export type CreatedEndpointDto = z.infer<typeof createdEndpointDto>;
export type AttemptDto = z.infer<typeof attemptDto>;
export type DeliveryDto = z.infer<typeof deliveryDto>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toEndpointDto(endpoint: WebhookEndpoint): EndpointDto {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: WEBHOOK_EVENT_TYPES.filter((type) => endpoint.events.includes(type)),
    enabled: endpoint.enabled,
    description: endpoint.description,
    createdAt: endpoint.createdAt.toISOString(),
    failingSince: iso(endpoint.failingSince),
    disabledAt: iso(endpoint.disabledAt),
    disabledReason: endpoint.disabledReason,
  };
}

function toAttemptDto(attempt: WebhookAttempt): AttemptDto {
  return {
    attempt: attempt.attempt,
    statusCode: attempt.statusCode,
    durationMs: attempt.durationMs,
    error: attempt.error,
    responseBody: attempt.responseBody,
    createdAt: attempt.createdAt.toISOString(),
  };
}

export function toDeliveryDto(delivery: WebhookDelivery & { attemptsLog: WebhookAttempt[] }): DeliveryDto {
  const log = [...delivery.attemptsLog].sort((a, b) => a.attempt - b.attempt || Number(a.id - b.id)).map(toAttemptDto);
  return {
    id: delivery.id,
    endpointId: delivery.endpointId,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    createdAt: delivery.createdAt.toISOString(),
    completedAt: iso(delivery.completedAt),
    nextAttemptAt: iso(delivery.nextAttemptAt),
    payload: deliveryPayload(delivery),
    lastAttempt: log[log.length - 1] ?? null,
    attemptsLog: log,
  };
}
