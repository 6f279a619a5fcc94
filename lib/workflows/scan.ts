import { EVENTS } from '@/lib/jobs/events.ts';
import { defineCron, defineWorkflow, type Workflow } from '@/lib/jobs/workflow.ts';
import { finishSnapshotsAwaiting } from '@/lib/compliance/finish-snapshot.ts';
import { FINDING_LIMITS, type FindingLimits } from '@/lib/scanner/merge/findings.ts';
import { endOverdueScans } from '@/lib/scanner/finish/end-overdue-scans.ts';
import { failScan } from '@/lib/scanner/finish/fail-scan.ts';
import { finishScan } from '@/lib/scanner/finish/finish-scan.ts';
import { markScanRunning } from '@/lib/scanner/plan/mark-scan-running.ts';
import { planScan } from '@/lib/scanner/plan/plan-scan.ts';
import { sweepFrontiers } from '@/lib/scanner/claim/sweep-frontiers.ts';
import { failPage, scanFrontierPage } from '@/lib/scanner/scan-frontier-page.ts';
import { trackSiteScan } from '@/lib/site-issues/track-scan.ts';

/**
 * A scan runs as two workflows (docs/decisions.md, "Site scans"): `scan` starts it — marks it running and
 * puts its first pages on the frontier, each queued as an event of its own — and `scan-page` scans one
 * page, adds the links it finds as further pages, and the page that leaves the frontier empty ends the
 * scan. No run lasts a whole crawl: a tenant's crawl holds a slot only while one of its pages is being
 * scanned, and the fair claim (or Inngest's concurrency key) lets another tenant's page in as soon as
 * any page ends. Scans keep at most `limits` findings (per page, per 200 pages of a scan): FINDING_LIMITS
 * (1,000 and 10,000) in the service; tests ask for fewer to see the caps at work on small pages.
 */
export function defineScanWorkflows(limits: FindingLimits = FINDING_LIMITS): [Workflow<'scan/requested'>, Workflow<'scan/page.requested'>] {
  const start = defineWorkflow({
    id: 'scan',
    event: 'scan/requested',
    payload: EVENTS['scan/requested'],
    retries: 2,
    lane: 'scans',
    async run({ scanId }, step) {
      const started = await step.run('mark-running', () => markScanRunning(scanId));
      if (!started) return { skipped: true };
      return step.run('plan', () => planScan(scanId));
    },
    async onFailure({ scanId }) {
      await failScan(scanId, 'The scan could not be started: reading the site failed repeatedly. Try again later.');
      await finishSnapshotsAwaiting(scanId);
    },
  });

  const end = async (scanId: string, step: Parameters<Workflow['run']>[1]) => {
    const outcome = await step.run('finish', () => finishScan(scanId));
    // A completed scan of a site updates the site's tracked issues (once: trackSiteScan skips a tracked scan).
    if (outcome?.status === 'completed') await step.run('track', () => trackSiteScan(scanId));
    // Compliance snapshots waiting for this scan are finished once it has ended.
    if (outcome) await step.run('finish-snapshots', () => finishSnapshotsAwaiting(scanId));
    return outcome;
  };

  const page = defineWorkflow({
    id: 'scan-page',
    event: 'scan/page.requested',
    payload: EVENTS['scan/page.requested'],
    retries: 2,
    concurrency: 2,
    lane: 'scans',
    async run({ scanId, pageId }, step) {
      // The host's politeness may make the page wait: a sleep holds no slot, and each wait is a step of its own.
      for (let turn = 0; ; turn++) {
        const next = await step.run(`scan-${turn}`, () => scanFrontierPage(scanId, pageId, limits, turn));
        if ('waitMs' in next) {
          await step.sleep(`wait-${turn}`, next.waitMs);
          continue;
        }
        return next.frontierEmpty ? end(scanId, step) : null;
      }
    },
    async onFailure({ scanId, pageId }, error) {
      const reason =
        error.name === 'WorkerLostError'
          ? 'The page could not be scanned: the worker scanning it stopped before it finished, on every attempt.'
          : 'The page could not be scanned; the browser failed repeatedly.';
      const next = await failPage(scanId, pageId, reason);
      if (!('frontierEmpty' in next && next.frontierEmpty)) return;
      const outcome = await finishScan(scanId);
      if (outcome?.status === 'completed') await trackSiteScan(scanId);
      if (outcome) await finishSnapshotsAwaiting(scanId);
    },
  });
  return [start, page];
}

/** The scan workflows the service runs, with the production limits. */
export const scanWorkflows = defineScanWorkflows();

/**
 * Every 5 minutes: under Inngest, pages whose event was lost to a crash get it again (sweepFrontiers); under
 * either driver, scans running far past their budget are ended (endOverdueScans).
 */
export const scanFrontierSweepCron = defineCron({
  id: 'scan-frontier-sweep',
  cron: '*/5 * * * *',
  everyMs: 5 * 60_000,
  run: async () => ({ resent: await sweepFrontiers(), ended: await endOverdueScans() }),
});
