import { NonRetriableError as InngestNonRetriableError } from 'inngest';
import type { Plan } from '@/lib/db/generated/enums.ts';
import { inngest } from '@/lib/jobs/inngest-client.ts';
import { tenantLimits } from '@/lib/jobs/lanes.ts';
import { logger } from '@/lib/logger.ts';
import { type Cron, NonRetriableError, type Step, type Workflow } from '@/lib/jobs/workflow.ts';

/** The plan tiers, each with a function of its own under Inngest (its concurrency limits are static). */
export const PLAN_TIERS: readonly Plan[] = ['starter', 'pro', 'enterprise'];

/**
 * An event's tier, as an Inngest expression on the `plan` that sendEvent adds under Inngest: starter
 * also takes events without a (known) plan, so every event runs in exactly one tier.
 */
function tierCondition(plan: Plan): string {
  if (plan === 'starter')
    return PLAN_TIERS.filter((p) => p !== 'starter')
      .map((p) => `event.data.plan != '${p}'`)
      .join(' && ');
  return `event.data.plan == '${plan}'`;
}

/** The Inngest id of a workflow's function for one plan tier: the workflow's own id for starter. */
export const functionId = (workflow: Workflow, plan: Plan) => (plan === 'starter' ? workflow.id : `${workflow.id}-${plan}`);

/**
 * A workflow as Inngest functions, one per plan tier: same trigger (narrowed to the tier's events),
 * retries and body. Each tier limits the runs of one tenant at once (`event.data.tenantId` key) to its
 * plan's limit of the workflow's lane (lib/jobs/lanes.ts), and the workflow's `concurrency` limits all
 * tiers together (an environment-scoped key named after the workflow). The embedded runner
 * (lib/jobs/runner.ts) runs the same body instead when Inngest is not configured.
 */
export function toInngestFunctions(workflow: Workflow) {
  return PLAN_TIERS.map((plan) => toInngestFunction(workflow, plan));
}

export function toInngestFunction(workflow: Workflow, plan: Plan = 'starter') {
  const perTenant = tenantLimits(workflow.lane ?? 'scans')[plan];
  return inngest.createFunction(
    {
      id: functionId(workflow, plan),
      triggers: [{ event: workflow.event, if: tierCondition(plan) }],
      retries: workflow.retries as 0,
      concurrency: workflow.concurrency
        ? [
            { key: 'event.data.tenantId', limit: perTenant },
            { scope: 'env', key: `"${workflow.id}"`, limit: workflow.concurrency },
          ]
        : [{ key: 'event.data.tenantId', limit: perTenant }],
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

/** A cron as an Inngest cron function: one run at a time, no retries (the next tick is the retry). */
export function toInngestCron(cron: Cron) {
  return inngest.createFunction({ id: cron.id, triggers: [{ cron: cron.cron }], retries: 0, concurrency: { limit: 1 } }, () => cron.run());
}
