import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import type { Prisma } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { conflict } from '@/lib/errors.ts';
import { assertSafeUrl } from '@/lib/net/ssrf.ts';
import { findEndpointOrThrow } from './get-endpoint.ts';
import { toEndpointDto, type EndpointDto, type UpdateEndpointInput } from './schemas.ts';

const HEALTHY = { failingSince: null, disabledAt: null, disabledReason: null };

/**
 * Changes the given fields. A new URL passes the SSRF guard again and starts with a clean record;
 * switching an endpoint back on clears the automatic disabling and the failure run that caused it.
 */
export async function updateEndpoint(ctx: Principal, id: string, input: UpdateEndpointInput): Promise<EndpointDto> {
  authorize(ctx, 'webhooks:write');
  const current = await findEndpointOrThrow(ctx, id);
  const urlChanged = input.url !== undefined && input.url !== current.url;
  if (urlChanged) await assertSafeUrl(input.url!);

  const data: Prisma.WebhookEndpointUpdateInput = {};
  if (urlChanged) Object.assign(data, { url: input.url, ...HEALTHY });
  if (input.events) data.events = input.events;
  if (input.description !== undefined) data.description = input.description || null;
  if (input.enabled === true && !current.enabled) Object.assign(data, { enabled: true, ...HEALTHY });
  if (input.enabled === false) data.enabled = false;
  if (Object.keys(data).length === 0) return toEndpointDto(current);

  try {
    const updated = await db.webhookEndpoint.update({ where: { id: current.id, ...inTenant(ctx) }, data });
    return toEndpointDto(updated);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'P2002') throw conflict('Another webhook endpoint of this tenant already uses this URL.');
    throw error;
  }
}
