import { now } from '@/lib/clock.ts';
import { db, type Tx } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { sendEvent } from '@/lib/jobs/send-event.ts';
import type { WebhookEventType, WebhookPayload } from './schemas.ts';

export interface EmittedEvent {
  eventId: string;
  deliveryIds: string[];
}

/**
 * Announces an event to the tenant's enabled endpoints subscribed to `type`: one delivery each, and
 * one 'webhook/delivery.requested' job each. With `tx`, deliveries and jobs join the caller's
 * transaction (they exist exactly when the change that caused them commits); without, the deliveries
 * commit together and the jobs are sent after that commit, so no job can look for a delivery that is
 * not there yet.
 */
export async function emitWebhookEvent(
  tenantId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  options: { tx?: Tx } = {},
): Promise<EmittedEvent> {
  const payload: WebhookPayload = { id: newId('evt'), type, createdAt: now().toISOString(), data };
  const createDeliveries = async (tx: Tx): Promise<string[]> => {
    const endpoints = await tx.webhookEndpoint.findMany({
      where: { tenantId, enabled: true, events: { has: type } },
      select: { id: true },
    });
    const ids = endpoints.map(() => newId('dlv'));
    await tx.webhookDelivery.createMany({
      data: endpoints.map((endpoint, i) => ({
        id: ids[i]!,
        tenantId,
        endpointId: endpoint.id,
        eventId: payload.id,
        eventType: type,
        payload: payload as unknown as object,
        nextAttemptAt: now(),
      })),
    });
    return ids;
  };

  const deliveryIds = options.tx ? await createDeliveries(options.tx) : await db.$transaction(createDeliveries);
  for (const deliveryId of deliveryIds) {
    await sendEvent('webhook/delivery.requested', { deliveryId, tenantId }, { tx: options.tx });
  }
  return { eventId: payload.id, deliveryIds };
}
