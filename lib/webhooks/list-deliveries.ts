import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { afterCursor, newestFirst, toPage, type Page } from '@/lib/pagination.ts';
import { findEndpointOrThrow } from './get-endpoint.ts';
import { toDeliveryDto, type DeliveryDto, type ListDeliveriesQuery } from './schemas.ts';

/** An endpoint's deliveries, newest first, each with its full attempt log. */
export async function listDeliveries(ctx: Principal, endpointId: string, query: ListDeliveriesQuery): Promise<Page<DeliveryDto>> {
  authorize(ctx, 'webhooks:read');
  const endpoint = await findEndpointOrThrow(ctx, endpointId);
  const rows = await db.webhookDelivery.findMany({
    where: {
      ...inTenant(ctx),
      endpointId: endpoint.id,
      ...(query.status ? { status: query.status } : {}),
      ...afterCursor(query.cursor),
    },
    include: { attemptsLog: true },
    orderBy: newestFirst,
    take: query.limit + 1,
  });
  return toPage(rows, query.limit, toDeliveryDto);
}
