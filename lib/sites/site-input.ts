import type { Plan } from '@/lib/db/generated/enums.ts';
import { validationFailed } from '@/lib/errors.ts';
import { maxScanPages } from '@/lib/limits/plans.ts';
import { assertSafeUrl } from '@/lib/net/ssrf.ts';
import { normalizePageUrl } from '@/lib/scanner/plan/normalize-url.ts';
import { createScanInput } from '@/lib/scanner/schemas.ts';
import type { SiteCrawl } from './columns.ts';
import type { CreateSiteInput } from './schemas.ts';

/** The start URL through the SSRF policy (422 unsafe_url), in the one spelling a crawl uses: one site per page. */
export async function safeSiteUrl(raw: string): Promise<string> {
  const { url } = await assertSafeUrl(raw);
  const normalised = normalizePageUrl(url.toString());
  if (!normalised) throw validationFailed([{ path: 'url', message: 'A start URL is an http(s) URL without a user name or password.' }]);
  return normalised;
}

/** The crawl settings given, or a site scan's defaults (10 pages, depth 1). */
export function crawlOf(crawl: CreateSiteInput['crawl']): SiteCrawl {
  return crawl ?? createScanInput.shape.crawl.unwrap().parse({});
}

/** The crawl's pages within the plan's pages per scan (as POST /scanner/jobs checks them). */
export function checkCrawl(crawl: SiteCrawl, tenant: { plan: Plan; maxScanPages: number | null }): void {
  const limit = maxScanPages(tenant);
  if (crawl.maxPages > limit) {
    throw validationFailed(
      [{ path: 'crawl.maxPages', message: `At most ${limit.toLocaleString('en-US')} pages per scan on this tenant's plan (${tenant.plan}).` }],
      'The request body is not valid.',
    );
  }
}
