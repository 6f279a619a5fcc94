import type { Tx } from '@/lib/db/client.ts';
import { db } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { EVENTS, type EventData, type EventName } from './events.ts';

/**
 * Starts background work. With Inngest configured the event goes to Inngest; otherwise it becomes a
 * row for the embedded runner — inside the caller's transaction when one is given, so the work
 * exists exactly when the change that asked for it does.
 */
export function jobsDriver(): 'inngest' | 'embedded' {
  const e = process.env;
  return e.INNGEST_EVENT_KEY || e.INNGEST_SIGNING_KEY || e.INNGEST_BASE_URL || e.INNGEST_DEV ? 'inngest' : 'embedded';
}

type Wake = () => void;
const wakers = new Set<Wake>();

/** The runner of this process asks to be told when this process queues work. */
export function onEventQueued(wake: Wake): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

export async function sendEvent<N extends EventName>(name: N, data: EventData<N>, options: { tx?: Tx; runAt?: Date } = {}): Promise<void> {
  const payload = EVENTS[name].parse(data);
  if (jobsDriver() === 'inngest') {
    const { inngest } = await import('@/inngest/client.ts');
    await inngest.send({ name, data: payload, ...(options.runAt ? { ts: options.runAt.getTime() } : {}) });
    return;
  }
  await (options.tx ?? db).job.create({
    data: { id: newId('job'), name, payload: payload as object, runAt: options.runAt ?? new Date() },
  });
  // Inside a transaction the row is not visible until commit; the next poll finds it then.
  if (!options.tx) for (const wake of wakers) wake();
}
