import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant, ownTenant } from '@/lib/db/scope.ts';
import { conflict } from '@/lib/errors.ts';
import { newId } from '@/lib/ids.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { PLAN_WORK_LIMITS } from '@/lib/limits/plans.ts';
import { assertSafeUrl } from '@/lib/net/ssrf.ts';
import { toEndpointDto, type CreatedEndpointDto, type CreateEndpointInput, type EndpointDto } from './schemas.ts';
import { generateWebhookSecret } from './sign.ts';

export type CreateEndpointResult = { created: true; endpoint: CreatedEndpointDto } | { created: false; endpoint: EndpointDto };

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2002';

/**
 * Creates an endpoint, identified by its URL within the tenant: the same URL again returns the
 * existing endpoint unchanged and without its secret (the caller got it the first time). A new URL
 * beyond the plan's number of endpoints is 409 conflict (counted and inserted under a per-tenant lock).
 */
export async function createEndpoint(ctx: Principal, input: CreateEndpointInput): Promise<CreateEndpointResult> {
  authorize(ctx, 'webhooks:write');
  await assertSafeUrl(input.url);

  const existing = await db.webhookEndpoint.findFirst({ where: { ...inTenant(ctx), url: input.url } });
  if (existing) return { created: false, endpoint: toEndpointDto(existing) };

  const secret = generateWebhookSecret();
  try {
    const endpoint = await transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('webhook_endpoints:' || ${ctx.tenantId}))`;
      const tenant = await tx.tenant.findUniqueOrThrow({ where: ownTenant(ctx), select: { plan: true } });
      const cap = PLAN_WORK_LIMITS[tenant.plan].webhookEndpoints;
      if ((await tx.webhookEndpoint.count({ where: inTenant(ctx) })) >= cap) {
        if (await tx.webhookEndpoint.findFirst({ where: { ...inTenant(ctx), url: input.url }, select: { id: true } })) return null;
        throw conflict(`This tenant has ${cap} webhook endpoints, the most its plan (${tenant.plan}) allows; delete one before adding another.`);
      }
      return tx.webhookEndpoint.create({
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
    });
    if (!endpoint) {
      const winner = await db.webhookEndpoint.findFirstOrThrow({ where: { ...inTenant(ctx), url: input.url } });
      return { created: false, endpoint: toEndpointDto(winner) };
    }
    return { created: true, endpoint: { ...toEndpointDto(endpoint), secret } };
  } catch (error) {
    // Two creations of one URL at once: the loser answers like a repeat call.
    if (!isUniqueViolation(error)) throw error;
    const winner = await db.webhookEndpoint.findFirst({ where: { ...inTenant(ctx), url: input.url } });
    if (!winner) throw error;
    return { created: false, endpoint: toEndpointDto(winner) };
  }
}
