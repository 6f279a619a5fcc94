import { PrismaNs, type Tx } from '@/lib/db/client.ts';
import type { ComplianceSnapshot, ComplianceTarget } from '@/lib/db/generated/client.ts';
import type { CommitTx } from '@/lib/jobs/transaction.ts';
import { emitWebhookEvent } from '@/lib/webhooks/emit.ts';
import { criteriaFor } from '@/lib/wcag/criteria.ts';
import type { WcagStandard } from '@/lib/wcag/standards.ts';
import { AUTOMATION } from './catalogue.ts';
import { toEvaluationDto, toSnapshotDto } from './dtos.ts';
import { evaluateCriteria, meanScore, snapshotChanges } from './evaluate-criteria.ts';
import { snapshotColumns } from './columns.ts';
import type { UnscannedPage } from './schemas.ts';
import { findingsByCriterion, fingerprintDiff, latestFinishedScans, latestSiteCrawl, normaliseUrl, scoresAndImpacts } from './snapshot-data.ts';

/** Finishing reads every issue of up to 100 scans: more than a default interactive transaction allows. */
export const FINISH_TX = { maxWait: 10_000, timeout: 60_000 };

/**
 * The snapshot's results, from the newest finished scan of each of the target's URLs now, and the latest
 * completed crawl of its site (every page of it) when it points at one. A page whose newest scan failed, or
 * that was never scanned, is named with why and counts 0 in the score (once any page was scanned: with none
 * there is no score); a site never crawled to the end is named the same way.
 */
export async function computeSnapshot(tx: Tx, target: ComplianceTarget) {
  const [finished, crawl] = await Promise.all([latestFinishedScans(tx, target, target.urls), latestSiteCrawl(tx, target)]);
  const scans = finished.filter((s) => s.status === 'completed');
  const scanIds = [...scans.map((s) => s.id), ...(crawl ? [crawl.id] : [])];
  const byUrl = new Map(finished.map((s) => [s.url, s]));
  const urls = [...new Set(target.urls.map(normaliseUrl))];
  const unscannedPages: UnscannedPage[] = urls
    .filter((u) => byUrl.get(u)?.status !== 'completed')
    .map((url) => ({ url, reason: byUrl.get(url)?.error ?? 'Not scanned yet.' }));
  const pagesScanned = urls.length - unscannedPages.length + (crawl?.pagesScanned ?? 0);
  if (target.siteId && !crawl) {
    const site = await tx.site.findFirst({ where: { id: target.siteId, tenantId: target.tenantId }, select: { url: true } });
    if (site) unscannedPages.push({ url: site.url, reason: 'The site has no completed crawl yet.' });
  }
  const [findings, { scores, issuesByImpact }, evaluations] = await Promise.all([
    findingsByCriterion(tx, target, scanIds),
    scoresAndImpacts(tx, target, scanIds),
    tx.complianceEvaluation.findMany({ where: { tenantId: target.tenantId, targetId: target.id } }),
  ]);
  const criteria = evaluateCriteria({
    criteria: criteriaFor(target.standard as WcagStandard),
    automation: AUTOMATION,
    findings,
    evaluations: new Map(evaluations.map((e) => [e.criterion, toEvaluationDto(e)])),
    pagesScanned,
  });
  const score = scores.length ? meanScore([...scores, ...unscannedPages.map(() => 0)]) : null;
  const previous = await tx.complianceSnapshot.findFirst({
    where: { tenantId: target.tenantId, targetId: target.id, status: 'ready' },
    orderBy: [{ readyAt: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }],
  });
  const changes = previous
    ? snapshotChanges(
        { id: previous.id, score: previous.score, criteria: snapshotColumns(previous).criteria },
        { score, criteria },
        await fingerprintDiff(tx, target, previous.scanIds, scanIds),
      )
    : null;
  return {
    fields: {
      score,
      scoreMeetsMinimum: score === null ? null : score >= target.minScore,
      pagesScanned,
      issuesByImpact,
      criteria: criteria as object[],
      changes: changes ?? PrismaNs.DbNull,
      scanIds,
      unscannedPages: unscannedPages as object[],
      error: null,
    },
  };
}

/** snapshot.ready, in the transaction that makes it ready; its data carries the criteria that changed status. */
export async function announceSnapshotReady(tx: CommitTx, snapshot: ComplianceSnapshot): Promise<void> {
  const { changes, unscannedPages, scoreMeetsMinimum, compliant, conformance } = toSnapshotDto(snapshot, 0);
  await emitWebhookEvent(
    snapshot.tenantId,
    'snapshot.ready',
    {
      snapshotId: snapshot.id,
      targetId: snapshot.targetId,
      score: snapshot.score,
      scoreMeetsMinimum,
      compliant,
      conformance: conformance?.status ?? null,
      pagesScanned: snapshot.pagesScanned,
      unscannedPages,
      changes,
    },
    { tx },
  );
}
