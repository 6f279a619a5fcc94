import { defineCron } from '@/lib/jobs/workflow.ts';
import { unsafeRefreshAllPriorities } from '@/lib/site-issues/priority.ts';

/** Every six hours: tracked issues' fix priorities follow the last 30 days of usage (lib/site-issues/priority.ts). */
export const sitePrioritiesCron = defineCron({
  id: 'refresh-site-priorities',
  cron: '23 */6 * * *',
  everyMs: 6 * 3_600_000,
  run: () => unsafeRefreshAllPriorities(),
});
