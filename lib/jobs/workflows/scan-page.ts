import { EVENTS } from '@/lib/jobs/events.ts';
import { defineWorkflow } from '@/lib/jobs/workflow.ts';
import { failScan, markScanRunning, performScan } from '@/lib/scanner/run-scan.ts';

/**
 * A requested scan: mark it running, scan and store (retried on browser crashes), and when every
 * attempt failed, end it as failed so it never hangs in "running".
 */
export const scanPageWorkflow = defineWorkflow({
  id: 'scan-page',
  event: 'scan/requested',
  payload: EVENTS['scan/requested'],
  retries: 2,
  concurrency: 2,
  lane: 'scans',
  async run({ scanId }, step) {
    const started = await step.run('mark-running', () => markScanRunning(scanId));
    if (!started) return { skipped: true };
    return step.run('scan', () => performScan(scanId));
  },
  async onFailure({ scanId }, error) {
    const reason =
      error.name === 'WorkerLostError'
        ? 'The scan could not be completed: the worker running it stopped before it finished, on every attempt. Try again later.'
        : 'The scan could not be completed; the browser failed repeatedly. Try again later.';
    await failScan(scanId, reason);
  },
});
