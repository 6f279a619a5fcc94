import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { newId } from '@/lib/ids.ts';
import { assertSafeUrl } from '@/lib/net/ssrf.ts';
import { toEndpointDto, type CreatedEndpointDto, type CreateEndpointInput, type EndpointDto } from './schemas.ts';
import { generateWebhookSecret } from './sign.ts';

export type CreateEndpointResult = { created: true; endpoint: CreatedEndpointDto } | { created: false; endpoint: EndpointDto };

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2002';

/**
 * Creates an endpoint, identified by its URL within the tenant: the same URL again returns the
 * existing endpoint unchanged and without its secret (the caller got it the first time).
 */
export async function createEndpoint(ctx: Principal, input: CreateEndpointInput): Promise<CreateEndpointResult> {
  authorize(ctx, 'webhooks:write');
  await assertSafeUrl(input.url);

  const existing = await db.webhookEndpoint.findFirst({ where: { ...inTenant(ctx), url: input.url } });
  if (existing) return { created: false, endpoint: toEndpointDto(existing) };

  const secret = generateWebhookSecret();
  try {
    const endpoint = await db.webhookEndpoint.create({
      data: {
        id: newId('whk'),
        ...inTenant(ctx),
        url: input.url,
        events: input.events,
        enabled: input.enabled,
        description: input.description || null,
        secret,
      },
    });
    return { created: true, endpoint: { ...toEndpointDto(endpoint), secret } };
  } catch (error) {
    // Two creations of one URL at once: the loser answers like a repeat call.
    if (!isUniqueViolation(error)) throw error;
    const winner = await db.webhookEndpoint.findFirst({ where: { ...inTenant(ctx), url: input.url } });
    if (!winner) throw error;
    return { created: false, endpoint: toEndpointDto(winner) };
  }
}
