import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';

const ENDPOINT_ID = /^whk_[0-9A-Za-z]{22}$/;

/**
 * Deletes an endpoint with its deliveries and their log (running deliveries find nothing and stop).
 * Endpoints leave no tombstone, so "already gone" cannot be told from "never existed": any
 * well-formed endpoint id not in the caller's tenant answers success and deletes nothing. Another
 * tenant's endpoint gets that same answer, so nothing about it leaks. Only a malformed id is 404.
 */
export async function deleteEndpoint(ctx: Principal, id: string): Promise<void> {
  authorize(ctx, 'webhooks:write');
  if (!ENDPOINT_ID.test(id)) throw notFound('Webhook endpoint');
  await db.webhookEndpoint.deleteMany({ where: { ...inTenant(ctx), id } });
}
