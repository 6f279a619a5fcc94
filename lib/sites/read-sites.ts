import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import { afterCursor, newestFirst, type Page, type PageQuery, toPage } from '@/lib/pagination.ts';
import { toSiteDto, toSiteDtos } from './site-dto.ts';
import type { SiteDto } from './schemas.ts';

/** The tenant's sites, newest first, each with its newest scan and open tracked issues. */
export async function listSites(ctx: Principal, query: PageQuery): Promise<Page<SiteDto>> {
  authorize(ctx, 'scanner:read');
  const rows = await db.site.findMany({ where: { ...inTenant(ctx), ...afterCursor(query.cursor) }, orderBy: newestFirst, take: query.limit + 1 });
  const dtos = new Map((await toSiteDtos(ctx, rows.slice(0, query.limit))).map((dto) => [dto.id, dto]));
  return toPage(rows, query.limit, (row) => dtos.get(row.id)!);
}

/** One site of the tenant (another tenant's is 404). */
export async function getSite(ctx: Principal, id: string): Promise<SiteDto> {
  authorize(ctx, 'scanner:read');
  const row = await db.site.findFirst({ where: { ...inTenant(ctx), id } });
  if (!row) throw notFound('Site');
  return toSiteDto(ctx, row);
}
