import type { Cron, Workflow } from '@/lib/jobs/workflow.ts';
import { complianceSchedulesCron } from './compliance-schedules.ts';
import { deliverWebhookWorkflow } from './deliver-webhook.ts';
import { generateReportWorkflow } from './generate-report.ts';
import { housekeepingCrons } from './housekeeping.ts';
import { scanFrontierSweepCron, scanWorkflows } from './scan.ts';
import { pruneSiteScansCron, siteSchedulesCron } from './site-schedules.ts';

/** Every workflow of the service: run by the embedded runner, or served to Inngest at /api/inngest (inngest/). */
export const workflows: Workflow[] = [...scanWorkflows, deliverWebhookWorkflow, generateReportWorkflow];

/** Work on a clock: an Inngest cron each, or an interval of the embedded runner. */
export const crons: Cron[] = [complianceSchedulesCron, scanFrontierSweepCron, ...housekeepingCrons, siteSchedulesCron, pruneSiteScansCron];
