import { actorId, authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant, ownTenant } from '@/lib/db/scope.ts';
import { conflict } from '@/lib/errors.ts';
import { newId } from '@/lib/ids.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { maxSites } from '@/lib/limits/plans.ts';
import { now } from '@/lib/clock.ts';
import { DEFAULT_ENGINES } from '@/lib/scanner/engines/names.ts';
import { loginNames, sealScanAuth } from '@/lib/scanner/scan-auth.ts';
import { readSettings } from '@/lib/tenants/schemas.ts';
import { checkCrawl, crawlOf, safeSiteUrl } from './site-input.ts';
import { checkSchedule, nextRunAfter } from './schedule.ts';
import { toSiteDto } from './site-dto.ts';
import type { CreateSiteInput, SiteDto } from './schemas.ts';

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2002';

async function findByUrl(ctx: Principal, url: string): Promise<SiteDto | null> {
  const row = await db.site.findFirst({ where: { ...inTenant(ctx), url } });
  return row ? toSiteDto(ctx, row) : null;
}

/**
 * Adds a site, identified by its normalised start URL within the tenant: the same URL again (however it is
 * spelt: a fragment, a trailing slash, the host's case) returns the existing site unchanged (200), as a
 * retried request would. The URL passes the SSRF policy first either way. A new site beyond the plan's number
 * (starter 1, pro 25, enterprise 500 or the tenant's own) is 409 conflict, counted and inserted under a
 * per-tenant lock; the crawl's pages and the schedule's interval are checked against the plan (400).
 */
export async function createSite(ctx: Principal, input: CreateSiteInput): Promise<{ site: SiteDto; created: boolean }> {
  authorize(ctx, 'scanner:write');
  const url = await safeSiteUrl(input.url);
  const existing = await findByUrl(ctx, url);
  if (existing) return { site: existing, created: false };

  const tenant = await db.tenant.findUniqueOrThrow({
    where: ownTenant(ctx),
    select: { settings: true, plan: true, maxScanPages: true, maxSites: true },
  });
  const crawl = crawlOf(input.crawl);
  checkCrawl(crawl, tenant);
  const schedule = input.schedule ?? null;
  if (schedule) checkSchedule(schedule, tenant.plan);
  const settings = readSettings(tenant.settings);
  try {
    const row = await transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('sites:' || ${ctx.tenantId}))`;
      const cap = maxSites(tenant);
      if ((await tx.site.count({ where: inTenant(ctx) })) >= cap) {
        if (await tx.site.findFirst({ where: { ...inTenant(ctx), url }, select: { id: true } })) return null;
        throw conflict(`This tenant watches ${cap} site${cap === 1 ? '' : 's'}, the most its plan (${tenant.plan}) allows; delete one before adding another.`);
      }
      return tx.site.create({
        data: {
          id: newId('sit'),
          ...inTenant(ctx),
          name: input.name ?? new URL(url).host,
          url,
          standard: input.standard ?? settings.defaultStandard,
          engines: [...(input.engines ?? settings.defaultEngines ?? DEFAULT_ENGINES)],
          crawl,
          includeBestPractices: input.includeBestPractices,
          authSealed: input.auth ? sealScanAuth(input.auth) : null,
          login: input.auth ? loginNames(input.auth) : undefined,
          scheduleCron: schedule?.cron ?? null,
          scheduleTimezone: schedule?.timezone ?? null,
          nextRunAt: nextRunAfter(schedule, now()),
          alert: input.alert ?? { minImpact: 'minor', minNew: 1 },
          createdBy: actorId(ctx),
        },
      });
    });
    if (row) return { site: await toSiteDto(ctx, row), created: true };
  } catch (error) {
    // Two creations of one URL at once: the loser answers like a repeat call.
    if (!isUniqueViolation(error)) throw error;
  }
  const winner = await findByUrl(ctx, url);
  if (!winner) throw new Error('createSite: the site that won the race is gone');
  return { site: winner, created: false };
}
