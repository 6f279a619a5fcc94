import { config } from '@/lib/config.ts';
import { logger } from '@/lib/logger.ts';
import { JobRunner } from './runner.ts';
import { onEventQueued } from './send-event.ts';
import type { Cron, Workflow } from './workflow.ts';

const holder = globalThis as { __a11yRunner?: JobRunner };

/**
 * Starts this instance's embedded job runner when Inngest is not configured (JOBS_EMBEDDED=false opts
 * an instance out, e.g. a web-only tier), and the crons as intervals of this instance (each cron is
 * safe to run on several instances at once). Stops both gracefully on SIGTERM/SIGINT.
 */
export function startEmbeddedJobs(workflows: Workflow[], crons: Cron[] = []): JobRunner | null {
  if (config().jobsDriver !== 'embedded' || !config().JOBS_EMBEDDED || holder.__a11yRunner) return holder.__a11yRunner ?? null;
  const runner = new JobRunner({ workflows }).start();
  holder.__a11yRunner = runner;
  onEventQueued(() => runner.wake());
  const timers = crons.map((cron) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return; // a slow tick is not stacked on itself
      running = true;
      cron
        .run()
        .catch((error: unknown) => logger.error({ err: error, cron: cron.id }, 'cron failed'))
        .finally(() => {
          running = false;
        });
    }, cron.everyMs);
    timer.unref();
    return timer;
  });
  const stop = () => {
    for (const timer of timers) clearInterval(timer);
    void runner.stop(config().JOBS_SHUTDOWN_GRACE_MS);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  logger.info({ instance: runner.instanceId, workflows: workflows.map((w) => w.id), crons: crons.map((c) => c.id) }, 'embedded job runner started');
  return runner;
}
