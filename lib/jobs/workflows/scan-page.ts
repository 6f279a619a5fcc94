import { EVENTS } from '@/lib/jobs/events.ts';
import { defineWorkflow } from '@/lib/jobs/workflow.ts';
import { finishSnapshotsAwaiting } from '@/lib/compliance/snapshots.ts';
import { FINDING_LIMITS, type FindingLimits } from '@/lib/scanner/engine/findings.ts';
import { failScan, markScanRunning, performScan } from '@/lib/scanner/run-scan.ts';

/**
 * A requested scan: mark it running, scan and store (retried on browser crashes), and when every
 * attempt failed, end it as failed so it never hangs in "running"; either way, then finish the compliance
 * snapshots that waited for it. Scans keep at most `limits` findings (per page, per scan): FINDING_LIMITS
 * (1,000 and 10,000) in the service; tests ask for fewer to see the caps at work on small pages.
 */
export function defineScanPageWorkflow(limits: FindingLimits = FINDING_LIMITS) {
  return defineWorkflow({
    id: 'scan-page',
    event: 'scan/requested',
    payload: EVENTS['scan/requested'],
    retries: 2,
    concurrency: 2,
    lane: 'scans',
    async run({ scanId }, step) {
      const started = await step.run('mark-running', () => markScanRunning(scanId));
      if (!started) return { skipped: true };
      const outcome = await step.run('scan', () => performScan(scanId, limits));
      // Compliance snapshots waiting for this scan are finished once it has ended.
      await step.run('finish-snapshots', () => finishSnapshotsAwaiting(scanId));
      return outcome;
    },
    async onFailure({ scanId }, error) {
      const reason =
        error.name === 'WorkerLostError'
          ? 'The scan could not be completed: the worker running it stopped before it finished, on every attempt. Try again later.'
          : 'The scan could not be completed; the browser failed repeatedly. Try again later.';
      await failScan(scanId, reason);
      await finishSnapshotsAwaiting(scanId);
    },
  });
}

/** The scan workflow the service runs, with the production limits. */
export const scanPageWorkflow = defineScanPageWorkflow();
