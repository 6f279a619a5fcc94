import { failReport, generateReport, markGenerating } from '@/lib/compliance/generate-report.ts';
import { EVENTS } from '@/lib/jobs/events.ts';
import { defineWorkflow } from '@/lib/jobs/workflow.ts';

/** Generates a compliance report (VPAT or compliance) in every format: lib/compliance/generate-report.ts. */
export const generateReportWorkflow = defineWorkflow({
  id: 'generate-report',
  event: 'compliance/report.requested',
  payload: EVENTS['compliance/report.requested'],
  retries: 2,
  async run({ reportId }, step) {
    const started = await step.run('mark-generating', () => markGenerating(reportId));
    if (!started) return { status: 'skipped' };
    return step.run('build-and-store', () => generateReport(reportId));
  },
  async onFailure({ reportId }) {
    await failReport(reportId, 'The report could not be generated; try again.');
  },
});
