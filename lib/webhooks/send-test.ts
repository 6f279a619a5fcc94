import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { toJsonColumn } from '@/lib/db/columns.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { newId } from '@/lib/ids.ts';
import { assertSafeUrl } from '@/lib/net/ssrf.ts';
import { attemptDelivery } from './deliver.ts';
import { findEndpointOrThrow } from './get-endpoint.ts';
import { TEST_EVENT_TYPE, toDeliveryDto, type DeliveryDto, type WebhookPayload } from './schemas.ts';

/**
 * Sends a `webhook.test` event to one endpoint now, once, and answers with the delivery and its
 * attempt. It goes out even to a disabled endpoint (to check a receiver before switching it back on)
 * and leaves the endpoint's failure record alone. Only a URL the SSRF guard now refuses is an error.
 */
export async function sendTestEvent(ctx: Principal, endpointId: string): Promise<DeliveryDto> {
  authorize(ctx, 'webhooks:write');
  const endpoint = await findEndpointOrThrow(ctx, endpointId);
  await assertSafeUrl(endpoint.url);

  const payload: WebhookPayload = {
    id: newId('evt'),
    type: TEST_EVENT_TYPE,
    createdAt: now().toISOString(),
    data: { endpointId: endpoint.id, message: 'A test event sent from POST /webhooks/{id}/test.' },
  };
  const delivery = await db.webhookDelivery.create({
    data: {
      id: newId('dlv'),
      ...inTenant(ctx),
      endpointId: endpoint.id,
      eventId: payload.id,
      eventType: TEST_EVENT_TYPE,
      payload: toJsonColumn(payload),
    },
  });
  await attemptDelivery(delivery.id, 1, { retryInMs: null, probe: true });
  const settled = await db.webhookDelivery.findFirstOrThrow({ where: { ...inTenant(ctx), id: delivery.id }, include: { attemptsLog: true } });
  return toDeliveryDto(settled);
}
