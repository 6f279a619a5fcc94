'use server';

import { z } from 'zod';
import { portalAction } from '@/lib/portal/action.ts';
import { createEndpointRoute, deleteEndpointRoute, sendTestEventRoute, updateEndpointRoute } from '@/lib/webhooks/routes.ts';
import { createEndpoint } from '@/lib/webhooks/create-endpoint.ts';
import { deleteEndpoint } from '@/lib/webhooks/delete-endpoint.ts';
import { createEndpointInput, updateEndpointInput } from '@/lib/webhooks/schemas.ts';
import { sendTestEvent } from '@/lib/webhooks/send-test.ts';
import { updateEndpoint } from '@/lib/webhooks/update-endpoint.ts';

const endpointId = z.object({ id: z.string().min(1).max(100) });

/** Returns the signing secret only when the endpoint is new: the browser shows it once. */
export const createEndpointAction = portalAction(
  // A replay tells of the endpoint as an existing one: its secret is not shown twice.
  {
    input: createEndpointInput,
    operation: createEndpointRoute,
    creates: { replay: ({ id, url }: EndpointOutcome): EndpointOutcome => ({ created: false, id, url }) },
  },
  async (ctx, input): Promise<EndpointOutcome> => {
    const result = await createEndpoint(ctx.principal, input);
    const { id, url } = result.endpoint;
    return result.created ? { created: true, id, url, secret: result.endpoint.secret } : { created: false, id, url };
  },
);

type EndpointOutcome = { created: true; id: string; url: string; secret: string } | { created: false; id: string; url: string };

export const updateEndpointAction = portalAction(
  { input: updateEndpointInput.extend(endpointId.shape), operation: updateEndpointRoute },
  async (ctx, { id, ...input }) => {
    const endpoint = await updateEndpoint(ctx.principal, id, input);
    return { enabled: endpoint.enabled, events: endpoint.events };
  },
);

export const deleteEndpointAction = portalAction({ input: endpointId, operation: deleteEndpointRoute }, async (ctx, { id }) => {
  await deleteEndpoint(ctx.principal, id);
});

export const sendTestAction = portalAction({ input: endpointId, operation: sendTestEventRoute }, async (ctx, { id }) => {
  const delivery = await sendTestEvent(ctx.principal, id);
  const attempt = delivery.lastAttempt;
  return { status: delivery.status, statusCode: attempt?.statusCode ?? null, durationMs: attempt?.durationMs ?? null, error: attempt?.error ?? null };
});
