import { config } from '@/lib/config.ts';
import { db } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { EVENTS, type EventData, type EventName } from './events.ts';
import { afterCommit, type CommitTx } from './transaction.ts';
import { ownTenant } from '@/lib/db/scope.ts';

/**
 * Starts background work. With Inngest configured the event goes to Inngest; otherwise it becomes a
 * row for the embedded runner — inside the caller's transaction when one is given, so the work
 * exists exactly when the change that asked for it does. Either way, given a transaction opened with
 * transaction() (lib/jobs/transaction.ts), nothing can start before it commits: the Inngest event is
 * sent, and this instance's runner woken, after the commit.
 */
export function jobsDriver(): 'inngest' | 'embedded' {
  return config().jobsDriver;
}

/** Why INNGEST_DEV (no signature check on /api/inngest) is refused here, or null (decided in lib/config.ts). */
export function inngestDevModeRefusal(): string | null {
  return config().inngestDevModeRefusal;
}

type Wake = () => void;
// On globalThis, as the runner itself (embedded.ts): Next.js bundles instrumentation.ts, which starts the
// runner, apart from the route handlers that queue work, each with its own copy of this module.
const wakers: Set<Wake> = ((globalThis as { __a11yJobWakers?: Set<Wake> }).__a11yJobWakers ??= new Set());

/** The runner of this process asks to be told when this process queues work. */
export function onEventQueued(wake: Wake): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

const wakeRunners = () => {
  for (const wake of wakers) wake();
};

export async function sendEvent<N extends EventName>(name: N, data: EventData<N>, options: SendOptions = {}): Promise<void> {
  await sendEvents(name, [data], options);
}

interface SendOptions {
  tx?: CommitTx;
  runAt?: Date;
  /**
   * Under Inngest, the event's id from its data: Inngest keeps one event per id (for 24 hours), so sending
   * it again — a retried step that cannot know whether its first send went out — starts nothing twice.
   */
  idOf?: (data: Record<string, unknown>) => string;
}

/** Many events of one kind at once: one request to Inngest, or one insert of job rows. */
export async function sendEvents<N extends EventName>(name: N, data: EventData<N>[], options: SendOptions = {}): Promise<void> {
  if (!data.length) return;
  const payloads = data.map((d) => EVENTS[name].parse(d) as EventData<N> & { tenantId: string });
  if (jobsDriver() === 'inngest') {
    // The plan picks the function (one per plan tier) and with it the tenant's concurrency limit.
    const tenantIds = [...new Set(payloads.map((p) => p.tenantId))];
    const plans = new Map<string, string>();
    for (const tenantId of tenantIds) {
      const tenant = await (options.tx ?? db).tenant.findUnique({ where: ownTenant({ tenantId }), select: { plan: true } });
      if (tenant) plans.set(tenantId, tenant.plan);
    }
    const events = payloads.map((payload) => {
      const plan = plans.get(payload.tenantId);
      const eventData = plan ? { ...payload, plan } : payload;
      return {
        name,
        data: eventData,
        ...(options.idOf ? { id: options.idOf(payload) } : {}),
        ...(options.runAt ? { ts: options.runAt.getTime() } : {}),
      };
    });
    const send = async () => {
      const { inngest } = await import('./inngest-client.ts');
      await inngest.send(events);
    };
    if (!options.tx) return send();
    if (!afterCommit(options.tx, send)) {
      throw new Error(
        `sendEvent('${name}') in a transaction not opened with transaction() from lib/jobs/transaction.ts: the event would reach Inngest before the commit`,
      );
    }
    return;
  }
  await (options.tx ?? db).job.createMany({
    data: payloads.map((payload) => ({ id: newId('job'), name, tenantId: payload.tenantId, payload: payload as object, runAt: options.runAt ?? new Date() })),
  });
  // The rows are invisible until the commit: a runner woken earlier would miss them and wait for its next poll.
  if (!options.tx) wakeRunners();
  else afterCommit(options.tx, wakeRunners);
}
