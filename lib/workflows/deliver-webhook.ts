import { config } from '@/lib/config.ts';
import { EVENTS } from '@/lib/jobs/events.ts';
import { defineWorkflow } from '@/lib/jobs/workflow.ts';
import { attemptDelivery, markDeliveryFailed } from '@/lib/webhooks/deliver.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Wait before each attempt: at once, then backing off to 10 h; 10 attempts over 25 h 42 min 30 s,
 * beyond the 24 h the contract asks for.
 */
export const WEBHOOK_RETRY_SCHEDULE_MS: readonly number[] = [
  0,
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  1 * HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
  10 * HOUR,
];

/** WEBHOOK_RETRY_SCHEDULE_MS (comma-separated milliseconds, for tests) or the default schedule. */
export function retrySchedule(): number[] {
  return [...(config().WEBHOOK_RETRY_SCHEDULE_MS ?? WEBHOOK_RETRY_SCHEDULE_MS)];
}

/**
 * Delivers one webhook: an attempt per schedule entry, with durable sleeps between them, until one
 * succeeds, the endpoint is disabled, or the schedule runs out (the delivery then fails). `retries`
 * covers our own failures (database down), not the receiver's: those are the schedule's.
 */
export const deliverWebhookWorkflow = defineWorkflow({
  id: 'deliver-webhook',
  event: 'webhook/delivery.requested',
  payload: EVENTS['webhook/delivery.requested'],
  retries: 2,
  lane: 'webhooks',
  async run({ deliveryId }, step) {
    // Recorded, so a resumed run keeps the schedule it started with.
    const schedule = await step.run('schedule', async () => retrySchedule());
    for (const [index, delay] of schedule.entries()) {
      const n = index + 1;
      if (delay > 0) await step.sleep(`wait-${n}`, delay);
      const next = schedule[index + 1];
      const result = await step.run(`attempt-${n}`, () => attemptDelivery(deliveryId, n, { retryInMs: next ?? null }));
      if (result.outcome !== 'retry') return result;
    }
    await step.run('give-up', () => markDeliveryFailed(deliveryId));
    return { outcome: 'failed' };
  },
});
