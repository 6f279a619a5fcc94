import { defineCron } from '@/lib/jobs/workflow.ts';
import { runDueSchedules } from '@/lib/compliance/run-due-schedules.ts';

/** Compliance targets' scheduled rescans (and the safety net for pending snapshots), every minute. */
export const complianceSchedulesCron = defineCron({
  id: 'compliance-schedules',
  cron: '* * * * *',
  everyMs: 60_000,
  run: () => runDueSchedules(),
});
