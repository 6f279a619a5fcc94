'use server';

import { z } from 'zod';
import { portalAction } from '@/lib/portal/action.ts';
import { createEndpoint } from '@/lib/webhooks/create-endpoint.ts';
import { deleteEndpoint } from '@/lib/webhooks/delete-endpoint.ts';
import { createEndpointInput, updateEndpointInput } from '@/lib/webhooks/schemas.ts';
import { sendTestEvent } from '@/lib/webhooks/send-test.ts';
import { updateEndpoint } from '@/lib/webhooks/update-endpoint.ts';

const endpointId = z.object({ id: z.string().min(1).max(100) });

/** Returns the signing secret only when the endpoint is new: the browser shows it once. */
export const createEndpointAction = portalAction(createEndpointInput, async (ctx, input) => {
  const result = await createEndpoint(ctx.principal, input);
  const { id, url } = result.endpoint;
  return result.created ? { created: true as const, id, url, secret: result.endpoint.secret } : { created: false as const, id, url };
});

export const updateEndpointAction = portalAction(updateEndpointInput.extend(endpointId.shape), async (ctx, { id, ...input }) => {
  const endpoint = await updateEndpoint(ctx.principal, id, input);
  return { enabled: endpoint.enabled, events: endpoint.events };
});

export const deleteEndpointAction = portalAction(endpointId, async (ctx, { id }) => {
  await deleteEndpoint(ctx.principal, id);
});

export const sendTestAction = portalAction(endpointId, async (ctx, { id }) => {
  const delivery = await sendTestEvent(ctx.principal, id);
  const attempt = delivery.lastAttempt;
  return { status: delivery.status, statusCode: attempt?.statusCode ?? null, durationMs: attempt?.durationMs ?? null, error: attempt?.error ?? null };
});
