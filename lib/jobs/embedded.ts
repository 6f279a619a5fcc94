import { config } from '@/lib/config.ts';
import { logger } from '@/lib/logger.ts';
import { JobRunner } from './runner.ts';
import { onEventQueued } from './send-event.ts';
import type { Workflow } from './workflow.ts';

const holder = globalThis as { __a11yRunner?: JobRunner };

/**
 * Starts this instance's embedded job runner when Inngest is not configured (JOBS_EMBEDDED=false opts
 * an instance out, e.g. a web-only tier). Stops it gracefully on SIGTERM/SIGINT.
 */
export function startEmbeddedJobs(workflows: Workflow[]): JobRunner | null {
  if (config().jobsDriver !== 'embedded' || !config().JOBS_EMBEDDED || holder.__a11yRunner) return holder.__a11yRunner ?? null;
  const runner = new JobRunner({ workflows }).start();
  holder.__a11yRunner = runner;
  onEventQueued(() => runner.wake());
  const stop = () => {
    void runner.stop(config().JOBS_SHUTDOWN_GRACE_MS);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  logger.info({ instance: runner.instanceId, workflows: workflows.map((w) => w.id) }, 'embedded job runner started');
  return runner;
}
