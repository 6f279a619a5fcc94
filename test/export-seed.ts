import { randomBytes } from 'node:crypto';
import { db } from '@/lib/db/client.ts';
import type { IssueImpact } from '@/lib/db/generated/enums.ts';
import { newId } from '@/lib/ids.ts';

/** Scans, pages, occurrences and tracked issues written directly, for the exports' and the report's tests. */

export interface SeedOccurrence {
  pageUrl: string;
  selector?: string;
  html?: string;
  ruleId?: string;
  impact?: IssueImpact;
  trackedIssueId?: string | null;
  trackKey?: string | null;
  engines?: string[];
}

export async function seedScan(tenantId: string, input: { url: string; siteId?: string; completedAt?: Date }): Promise<string> {
  const id = newId('scn');
  await db.scanJob.create({
    data: {
      id,
      tenantId,
      url: input.url,
      standard: 'WCAG22_AA',
      status: 'completed',
      completedAt: input.completedAt ?? new Date(),
      pagesScanned: 1,
      siteId: input.siteId ?? null,
      summary: { total: 3, critical: 1, serious: 1, moderate: 1, minor: 0, score: 72, new: 3, recurring: 0, fixed: 0, dismissed: 0 },
    },
  });
  return id;
}

export async function seedPages(tenantId: string, scanId: string, urls: string[]): Promise<void> {
  await db.scanPage.createMany({
    data: urls.map((url, depth) => ({
      id: newId('pag'),
      scanId,
      tenantId,
      url,
      host: new URL(url).host,
      depth,
      status: 'done' as const,
      issues: 1,
      score: 80,
    })),
  });
}

/** Occurrences of a scan; returns their ids in the order given. */
export async function seedOccurrences(tenantId: string, scanId: string, occurrences: SeedOccurrence[]): Promise<string[]> {
  const rows = occurrences.map((o) => {
    const engines = o.engines ?? ['axe-core'];
    return {
      id: newId('iss'),
      jobId: scanId,
      tenantId,
      ruleId: o.ruleId ?? 'image-alt',
      impact: o.impact ?? 'critical',
      wcag: ['1.1.1'],
      level: 'A',
      description: 'Images must have alternative text',
      help: 'Images must have alternative text',
      helpUrl: 'https://dequeuniversity.com/rules/axe/4.10/image-alt',
      pageUrl: o.pageUrl,
      selector: o.selector ?? 'main img',
      html: o.html ?? '<img src="a.png">',
      failureSummary: 'Fix any of the following',
      fingerprint: randomBytes(16).toString('hex'),
      engine: engines[0]!,
      reports: engines.map((engine) => ({ engine, ruleId: 'image-alt', message: 'no alt' })),
      occurrence: 'new',
      trackedIssueId: o.trackedIssueId ?? null,
      trackKey: o.trackKey ?? null,
    };
  });
  await db.scanIssue.createMany({ data: rows });
  return rows.map((r) => r.id);
}

export async function seedTrackedIssue(
  tenantId: string,
  siteId: string,
  scanId: string,
  input: { status?: string; impact?: IssueImpact; ruleId?: string; reason?: string | null; assigneeId?: string | null } = {},
): Promise<{ id: string; trackKey: string }> {
  const id = newId('trk');
  const trackKey = randomBytes(16).toString('hex');
  await db.trackedIssue.create({
    data: {
      id,
      tenantId,
      siteId,
      fingerprint: trackKey,
      ruleId: input.ruleId ?? 'image-alt',
      impact: input.impact ?? 'critical',
      wcag: ['1.1.1'],
      level: 'A',
      engines: ['axe-core'],
      description: 'Images must have alternative text',
      help: 'Images must have alternative text',
      helpUrl: 'https://dequeuniversity.com/rules/axe/4.10/image-alt',
      selector: 'main img',
      html: '<img>',
      status: input.status ?? 'open',
      reason: input.reason ?? null,
      assigneeId: input.assigneeId ?? null,
      latestCheck: input.status === 'fixed' ? 'not_found' : 'found',
      occurrences: 1,
      firstSeenAt: new Date('2026-11-01T10:00:00Z'),
      firstSeenScanId: scanId,
      lastSeenAt: new Date('2026-11-20T10:00:00Z'),
      lastSeenScanId: scanId,
    },
  });
  return { id, trackKey };
}

export async function seedSite(tenantId: string, url: string): Promise<string> {
  const id = newId('sit');
  await db.site.create({ data: { id, tenantId, name: 'Shop', url, standard: 'WCAG22_AA', crawl: { maxPages: 10 } } });
  return id;
}
