import { NonRetriableError as InngestNonRetriableError } from 'inngest';
import { logger } from '@/lib/logger.ts';
import { NonRetriableError, type Step, type Workflow } from '@/lib/jobs/workflow.ts';
import { inngest } from './client.ts';

/**
 * A workflow as an Inngest function: same id, trigger, retries and concurrency, the same body running
 * on Inngest's durable steps. The embedded runner (lib/jobs/runner.ts) runs the same body instead
 * when Inngest is not configured.
 */
export function toInngestFunction(workflow: Workflow) {
  return inngest.createFunction(
    {
      id: workflow.id,
      triggers: [{ event: workflow.event }],
      retries: workflow.retries as 0,
      ...(workflow.concurrency ? { concurrency: { limit: workflow.concurrency } } : {}),
      ...(workflow.onFailure
        ? {
            onFailure: async ({ event, error }: { event: { data: { event: { data: unknown } } }; error: Error }) =>
              workflow.onFailure!(workflow.payload.parse(event.data.event.data), error),
          }
        : {}),
    },
    async ({ event, step, attempt }) => {
      const steps: Step = {
        run: <T>(id: string, fn: () => Promise<T>) => step.run(id, fn) as Promise<T>,
        sleep: (id: string, ms: number) => step.sleep(id, ms),
      };
      try {
        return await workflow.run(workflow.payload.parse(event.data), steps, { attempt, log: logger.child({ workflow: workflow.id }) });
      } catch (error) {
        if (error instanceof NonRetriableError) throw new InngestNonRetriableError(error.message, { cause: error });
        throw error;
      }
    },
  );
}
