import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { afterCursor, newestFirst, toPage, type Page, type PageQuery } from '@/lib/pagination.ts';
import { toEndpointDto, type EndpointDto } from './schemas.ts';

export async function listEndpoints(ctx: Principal, page: PageQuery): Promise<Page<EndpointDto>> {
  authorize(ctx, 'webhooks:read');
  const rows = await db.webhookEndpoint.findMany({
    where: { ...inTenant(ctx), ...afterCursor(page.cursor) },
    orderBy: newestFirst,
    take: page.limit + 1,
  });
  return toPage(rows, page.limit, toEndpointDto);
}
