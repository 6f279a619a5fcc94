import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db, PrismaNs } from '@/lib/db/client.ts';
import { inTenant, ownTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import { loginNames, sealScanAuth } from '@/lib/scanner/scan-auth.ts';
import { checkCrawl } from './site-input.ts';
import { checkSchedule, nextRunAfter } from './schedule.ts';
import { toSiteDto } from './site-dto.ts';
import type { SiteDto, UpdateSiteInput } from './schemas.ts';

/**
 * Changes a site: the fields given replace the site's (`crawl` as a whole, with its defaults), those left out
 * keep their values; `schedule: null` removes the schedule, `auth: null` the login. A new schedule is checked
 * against the plan and its next run computed from now. The start URL cannot change: it is the site's identity
 * (its tracked issues are of that site); a new URL is a new site.
 */
export async function updateSite(ctx: Principal, id: string, input: UpdateSiteInput): Promise<SiteDto> {
  authorize(ctx, 'scanner:write');
  const site = await db.site.findFirst({ where: { ...inTenant(ctx), id }, select: { id: true } });
  if (!site) throw notFound('Site');
  const tenant = await db.tenant.findUniqueOrThrow({ where: ownTenant(ctx), select: { plan: true, maxScanPages: true } });
  if (input.crawl) checkCrawl(input.crawl, tenant);
  if (input.schedule) checkSchedule(input.schedule, tenant.plan);
  const data: PrismaNs.SiteUpdateManyMutationInput = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.standard !== undefined ? { standard: input.standard } : {}),
    ...(input.engines !== undefined ? { engines: [...input.engines] } : {}),
    ...(input.crawl !== undefined ? { crawl: input.crawl } : {}),
    ...(input.includeBestPractices !== undefined ? { includeBestPractices: input.includeBestPractices } : {}),
    ...(input.alert !== undefined ? { alert: input.alert } : {}),
  };
  if (input.auth === null) Object.assign(data, { authSealed: null, login: PrismaNs.DbNull });
  else if (input.auth) Object.assign(data, { authSealed: sealScanAuth(input.auth), login: loginNames(input.auth) });
  if (input.schedule === null) Object.assign(data, { scheduleCron: null, scheduleTimezone: null, nextRunAt: null });
  else if (input.schedule) {
    Object.assign(data, { scheduleCron: input.schedule.cron, scheduleTimezone: input.schedule.timezone, nextRunAt: nextRunAfter(input.schedule, now()) });
  }
  const { count } = await db.site.updateMany({ where: { ...inTenant(ctx), id }, data });
  if (!count) throw notFound('Site');
  return toSiteDto(ctx, await db.site.findFirstOrThrow({ where: { ...inTenant(ctx), id } }));
}
