import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { unsafeById } from '@/lib/db/scope.ts';
import { AppError } from '@/lib/errors.ts';
import { FetchFailedError, safeFetch } from '@/lib/net/ssrf.ts';
import { deliveryPayload, type WebhookPayload } from './schemas.ts';
import { signWebhook } from './sign.ts';

export const USER_AGENT = 'a11y-platform-webhooks/1';
export const DELIVERY_TIMEOUT_MS = 10_000;
/** An endpoint failing without a single success for this long is disabled. */
export const DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;
const LOGGED_BODY_BYTES = 1024;
// Receivers answer with a few bytes; only the first KiB is kept, but a larger answer is not a failure.
const MAX_RESPONSE_BYTES = 1 << 20;

export interface AttemptOptions {
  /** Delay before the next attempt, or null when this is the last one: a failure then fails the delivery. */
  retryInMs?: number | null;
  /** A test send: goes out whatever the endpoint's state and leaves its failure record alone. */
  probe?: boolean;
}

/** Plain JSON, so a workflow step can record it. */
export interface AttemptResult {
  /** `retry`: failed, another attempt is due; `skipped`: nothing was sent (delivery gone or already done). */
  outcome: 'succeeded' | 'retry' | 'failed' | 'skipped';
  statusCode: number | null;
  error: string | null;
  endpointDisabled: boolean;
}

interface Exchange {
  statusCode: number | null;
  error: string | null;
  responseBody: string | null;
  durationMs: number;
}

function describeFailure(error: unknown): string {
  if (error instanceof FetchFailedError) {
    if (error.reason === 'timeout') return `The receiver did not answer within ${DELIVERY_TIMEOUT_MS / 1000} s.`;
    if (error.reason === 'too_many_redirects') return 'The receiver answered with a redirect; deliveries do not follow redirects.';
    const code = (error.cause as { code?: unknown } | undefined)?.code;
    return `The receiver could not be reached${typeof code === 'string' ? ` (${code})` : ''}.`;
  }
  if (error instanceof AppError && error.code === 'payload_too_large') return 'The receiver\u2019s answer was larger than 1 MiB.';
  if (error instanceof AppError) return error.message;
  throw error;
}

/** One signed POST through the SSRF guard; never throws for what the receiver does. */
async function post(url: string, secret: string, payload: WebhookPayload): Promise<Exchange> {
  // Rebuilt in the documented key order (the stored JSON need not keep it); retries send the same bytes.
  const body = JSON.stringify({ id: payload.id, type: payload.type, createdAt: payload.createdAt, data: payload.data });
  const headers = {
    ...signWebhook(secret, { id: payload.id, timestamp: now(), body }),
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
  };
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const res = await safeFetch(url, {
      method: 'POST',
      headers,
      body,
      maxBytes: MAX_RESPONSE_BYTES,
      timeoutMs: DELIVERY_TIMEOUT_MS,
      maxRedirects: 0,
    });
    const text = res.body.subarray(0, LOGGED_BODY_BYTES).toString('utf8').replaceAll('\u0000', '');
    return { statusCode: res.status, error: null, responseBody: text || null, durationMs: elapsed() };
  } catch (error) {
    return { statusCode: null, error: describeFailure(error), responseBody: null, durationMs: elapsed() };
  }
}

// The id comes from our own job or service, never from a caller; the row carries its tenant.
async function unsafeLoadDelivery(deliveryId: string) {
  const row = await db.webhookDelivery.findUnique({ where: unsafeById(deliveryId), include: { endpoint: true } });
  return row && { ...row, payload: deliveryPayload(row) };
}

/**
 * Attempt number `attempt` of one delivery: sends it, logs the attempt, and settles the delivery and
 * the endpoint's health. A failure starts the endpoint's failure run; a failure 5 days or more into
 * the run disables the endpoint and ends the delivery; a success ends the run.
 */
export async function attemptDelivery(deliveryId: string, attempt: number, options: AttemptOptions = {}): Promise<AttemptResult> {
  const { retryInMs = null, probe = false } = options;
  const delivery = await unsafeLoadDelivery(deliveryId);
  const skipped = (endpointDisabled = false): AttemptResult => ({ outcome: 'skipped', statusCode: null, error: null, endpointDisabled });
  if (delivery?.status !== 'pending') return skipped();
  const { endpoint } = delivery;

  if (!endpoint.enabled && !probe) {
    await db.webhookDelivery.update({
      where: { id: delivery.id },
      data: { status: 'failed', completedAt: now(), nextAttemptAt: null },
    });
    return skipped(true);
  }

  const startedAt = now();
  const exchange = await post(endpoint.url, endpoint.secret, delivery.payload);
  const succeeded = exchange.statusCode !== null && exchange.statusCode >= 200 && exchange.statusCode < 300;

  return db.$transaction(async (tx) => {
    await tx.webhookAttempt.create({
      data: {
        deliveryId: delivery.id,
        attempt,
        statusCode: exchange.statusCode,
        durationMs: exchange.durationMs,
        error: exchange.error,
        responseBody: exchange.responseBody,
      },
    });

    let endpointDisabled = false;
    if (!probe && succeeded) {
      await tx.webhookEndpoint.updateMany({ where: { id: endpoint.id, failingSince: { not: null } }, data: { failingSince: null } });
    } else if (!probe) {
      await tx.webhookEndpoint.updateMany({ where: { id: endpoint.id, failingSince: null }, data: { failingSince: startedAt } });
      const cutoff = new Date(now().getTime() - DISABLE_AFTER_MS);
      const since = endpoint.failingSince ?? startedAt;
      const disabled = await tx.webhookEndpoint.updateMany({
        where: { id: endpoint.id, enabled: true, failingSince: { lte: cutoff } },
        data: {
          enabled: false,
          disabledAt: now(),
          disabledReason: `Disabled automatically: every delivery has failed since ${since.toISOString()} (5 days or more). Last error: ${
            exchange.error ?? `HTTP ${exchange.statusCode}`
          }`.slice(0, 1000),
        },
      });
      endpointDisabled = disabled.count > 0;
    }

    const final = succeeded || endpointDisabled || retryInMs === null;
    const outcome: AttemptResult['outcome'] = succeeded ? 'succeeded' : final ? 'failed' : 'retry';
    await tx.webhookDelivery.update({
      where: { id: delivery.id },
      data: {
        attempts: { increment: 1 },
        status: outcome === 'retry' ? 'pending' : outcome,
        completedAt: final ? now() : null,
        nextAttemptAt: final ? null : new Date(now().getTime() + retryInMs!),
      },
    });
    return { outcome, statusCode: exchange.statusCode, error: exchange.error, endpointDisabled };
  });
}

/** Ends a delivery that ran out of attempts without settling (the workflow's last word). */
export async function markDeliveryFailed(deliveryId: string): Promise<void> {
  await db.webhookDelivery.updateMany({
    where: { ...unsafeById(deliveryId), status: 'pending' },
    data: { status: 'failed', completedAt: now(), nextAttemptAt: null },
  });
}
