import { z } from 'zod';
import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '@/lib/db/generated/client.ts';
import { DeliveryStatus } from '@/lib/db/generated/enums.ts';
import { pageQuery } from '@/lib/pagination.ts';

/** The events an endpoint can subscribe to, in the order lists show them. */
export const WEBHOOK_EVENT_TYPES = ['scan.completed', 'scan.failed', 'scan.issues_detected', 'report.ready', 'snapshot.ready'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What POST /webhooks/{id}/test sends; not subscribable, it goes to the one endpoint asked. */
export const TEST_EVENT_TYPE = 'webhook.test';

/** The body every receiver gets, signed as sent. `id` is also the `webhook-id` header. */
export interface WebhookPayload {
  id: string;
  type: string;
  createdAt: string;
  data: Record<string, unknown>;
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

export interface EndpointDto {
  id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  description: string | null;
  createdAt: string;
  /** Start of the current run of failed deliveries; the endpoint is disabled after 5 days of it. */
  failingSince: string | null;
  /** Set when deliveries disabled the endpoint (not when a user switched it off). */
  disabledAt: string | null;
  disabledReason: string | null;
}

/** The creation response: the only time the signing secret is returned. */
export interface CreatedEndpointDto extends EndpointDto {
  secret: string;
}

export interface AttemptDto {
  attempt: number;
  /** null when no HTTP answer came (timeout, connection refused, refused by the SSRF guard). */
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The receiver's answer, first 1 KiB. */
  responseBody: string | null;
  createdAt: string;
}

export interface DeliveryDto {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  status: WebhookDelivery['status'];
  attempts: number;
  createdAt: string;
  completedAt: string | null;
  nextAttemptAt: string | null;
  payload: WebhookPayload;
  lastAttempt: AttemptDto | null;
  attemptsLog: AttemptDto[];
}

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
    payload: delivery.payload as unknown as WebhookPayload,
    lastAttempt: log[log.length - 1] ?? null,
    attemptsLog: log,
  };
}
