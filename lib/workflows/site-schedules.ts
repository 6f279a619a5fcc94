import { defineCron } from '@/lib/jobs/workflow.ts';
import { unsafePruneSiteScans } from '@/lib/sites/prune-site-scans.ts';
import { runDueSites } from '@/lib/sites/run-due-sites.ts';

/** Sites' scheduled runs, every minute (lib/sites/run-due-sites.ts: safe on several instances at once). */
export const siteSchedulesCron = defineCron({
  id: 'site-schedules',
  cron: '* * * * *',
  everyMs: 60_000,
  run: () => runDueSites(),
});

/** Sites' scans past their plan's retention, in bounded batches; what a run leaves, the next finishes. */
export const pruneSiteScansCron = defineCron({
  id: 'prune-site-scans',
  cron: '*/15 * * * *',
  everyMs: 15 * 60_000,
  run: () => unsafePruneSiteScans(),
});
