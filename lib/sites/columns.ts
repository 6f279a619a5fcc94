import { z } from 'zod';
import { parseColumn } from '@/lib/db/columns.ts';
import type { Site } from '@/lib/db/generated/client.ts';
import { createScanInput } from '@/lib/scanner/schemas.ts';
import { alertInput } from './schemas.ts';

/**
 * What sites keeps in its JSON columns (crawl, login, alert), parsed where a row is read (lib/db/columns.ts):
 * crawl is a site scan's crawl settings with their defaults, login the names of the sealed login's headers
 * and cookies, alert `{}` (the column's default) or its two thresholds.
 */
const storedCrawl = createScanInput.shape.crawl.unwrap();
const storedLogin = z.object({ headers: z.array(z.string()), cookies: z.array(z.string()) }).nullable();

export type SiteCrawl = z.output<typeof storedCrawl>;

export function siteCrawlOf(site: Pick<Site, 'crawl'>): SiteCrawl {
  return parseColumn(storedCrawl, site.crawl, 'sites.crawl');
}

export function siteLoginOf(site: Pick<Site, 'login'>): z.output<typeof storedLogin> {
  return parseColumn(storedLogin, site.login ?? null, 'sites.login');
}

export function siteAlertOf(site: Pick<Site, 'alert'>): z.output<typeof alertInput> {
  return parseColumn(alertInput, site.alert, 'sites.alert');
}

/** A site's schedule, or null when it has none. */
export function siteScheduleOf(site: Pick<Site, 'scheduleCron' | 'scheduleTimezone'>): { cron: string; timezone: string } | null {
  return site.scheduleCron ? { cron: site.scheduleCron, timezone: site.scheduleTimezone ?? 'UTC' } : null;
}
