import type { Workflow } from '@/lib/jobs/workflow.ts';
import { deliverWebhookWorkflow } from './deliver-webhook.ts';
import { scanPageWorkflow } from './scan-page.ts';

/** Every workflow of the service: served to Inngest at /api/inngest, or run by the embedded runner. */
export const workflows: Workflow[] = [scanPageWorkflow, deliverWebhookWorkflow];
