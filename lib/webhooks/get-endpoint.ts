import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db, type Tx } from '@/lib/db/client.ts';
import type { WebhookEndpoint } from '@/lib/db/generated/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import { toEndpointDto, type EndpointDto } from './schemas.ts';

/** The caller's endpoint, or 404 — the same for an unknown id and another tenant's. */
export async function findEndpointOrThrow(ctx: Principal, id: string, client: Tx = db): Promise<WebhookEndpoint> {
  const endpoint = await client.webhookEndpoint.findFirst({ where: { ...inTenant(ctx), id } });
  if (!endpoint) throw notFound('Webhook endpoint');
  return endpoint;
}

export async function getEndpoint(ctx: Principal, id: string): Promise<EndpointDto> {
  authorize(ctx, 'webhooks:read');
  return toEndpointDto(await findEndpointOrThrow(ctx, id));
}
