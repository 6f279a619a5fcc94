import { now } from '@/lib/clock.ts';
import { toJsonColumn } from '@/lib/db/columns.ts';
import { db, type Tx } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { sendEvent } from '@/lib/jobs/send-event.ts';
import type { CommitTx } from '@/lib/jobs/transaction.ts';
import type { WebhookEventType, WebhookPayload } from './schemas.ts';

export interface EmittedEvent {
  eventId: string;
  deliveryIds: string[];
}

/**
 * Announces an event to the tenant's enabled endpoints subscribed to `type`: one delivery each, and
 * one 'webhook/delivery.requested' job each. With `tx`, deliveries and jobs join the caller's
 * transaction() (they exist exactly when the change that caused them commits); without, the deliveries
 * commit together and the jobs are sent after that commit, so no job can look for a delivery that is
 * not there yet.
 */
export async function emitWebhookEvent(
  tenantId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  options: { tx?: CommitTx } = {},
): Promise<EmittedEvent> {
  const [emitted] = await emitWebhookEvents(tenantId, [{ type, data }], options);
  return emitted!;
}

/** Several events at once, as emitWebhookEvent: one read of the endpoints, one write of the deliveries. */
export async function emitWebhookEvents(
  tenantId: string,
  events: { type: WebhookEventType; data: Record<string, unknown> }[],
  options: { tx?: CommitTx } = {},
): Promise<EmittedEvent[]> {
  const payloads: WebhookPayload[] = events.map(({ type, data }) => ({ id: newId('evt'), type, createdAt: now().toISOString(), data }));
  const createDeliveries = async (tx: Tx): Promise<string[][]> => {
    const endpoints = await tx.webhookEndpoint.findMany({
      where: { tenantId, enabled: true, events: { hasSome: payloads.map((p) => p.type) } },
      select: { id: true, events: true },
      orderBy: { id: 'asc' },
    });
    const rows = payloads.map((payload) =>
      endpoints
        .filter((endpoint) => endpoint.events.includes(payload.type))
        .map((endpoint) => ({
          id: newId('dlv'),
          tenantId,
          endpointId: endpoint.id,
          eventId: payload.id,
          eventType: payload.type,
          payload: toJsonColumn(payload),
          nextAttemptAt: now(),
        })),
    );
    if (rows.some((r) => r.length)) await tx.webhookDelivery.createMany({ data: rows.flat() });
    return rows.map((r) => r.map((row) => row.id));
  };

  const deliveryIds = options.tx ? await createDeliveries(options.tx) : await db.$transaction(createDeliveries);
  for (const deliveryId of deliveryIds.flat()) {
    await sendEvent('webhook/delivery.requested', { deliveryId, tenantId }, { tx: options.tx });
  }
  return payloads.map((payload, i) => ({ eventId: payload.id, deliveryIds: deliveryIds[i]! }));
}
