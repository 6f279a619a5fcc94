import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { afterCursor, newestFirst, toPage, type Page, type PageQuery } from '@/lib/pagination.ts';
import { toApiKeyDto, type ApiKeyDto } from './schemas.ts';

export async function listApiKeys(ctx: Principal, tenantId: string, page: PageQuery): Promise<Page<ApiKeyDto>> {
  authorize(ctx, 'keys:read');
  const rows = await db.apiKey.findMany({
    where: { ...inTenant(ctx, tenantId), ...afterCursor(page.cursor) },
    orderBy: newestFirst,
    take: page.limit + 1,
  });
  return toPage(rows, page.limit, toApiKeyDto);
}
