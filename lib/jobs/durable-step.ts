import { z } from 'zod';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { parseColumn } from '@/lib/db/columns.ts';
import type { Step } from './workflow.ts';

/** Thrown by `sleep` to hand the job back to the queue until it should wake. */
export class SleepSignal {
  constructor(readonly wakeAt: Date) {}
}

/** job_steps.result: a finished step's `{ value }` (its JSON), NULL for a sleep. */
const storedResult = z.object({ value: z.unknown() }).nullable();

interface Recorded {
  result: z.output<typeof storedResult>;
  wakeAt: Date | null;
  completedAt: Date | null;
}

/**
 * The embedded runner's steps, recorded in job_steps: the workflow runs from the top on every
 * execution and finished steps answer from the record, as Inngest does.
 */
export class DurableStep implements Step {
  private constructor(
    private readonly jobId: string,
    private readonly recorded: Map<string, Recorded>,
  ) {}

  static async load(jobId: string): Promise<DurableStep> {
    const rows = await db.jobStep.findMany({ where: { jobId } });
    return new DurableStep(jobId, new Map(rows.map((r) => [r.stepId, { ...r, result: parseColumn(storedResult, r.result, 'job_steps.result') }])));
  }

  async run<T>(id: string, fn: () => Promise<T>): Promise<T> {
    const seen = this.recorded.get(id);
    // The value is what this step returned when it first ran, as JSON: the step's own type, not checked again.
    if (seen?.completedAt) return seen.result?.value as T;
    const value = await fn();
    // Stored and returned as JSON, so a first run and a replay see the same thing.
    const json = value === undefined ? null : (JSON.parse(JSON.stringify(value)) as T);
    const completedAt = now();
    await db.jobStep.upsert({
      where: { jobId_stepId: { jobId: this.jobId, stepId: id } },
      create: { jobId: this.jobId, stepId: id, result: { value: json } as object, completedAt },
      update: { result: { value: json } as object, completedAt },
    });
    this.recorded.set(id, { result: { value: json }, wakeAt: null, completedAt });
    return json as T;
  }

  async sleep(id: string, ms: number): Promise<void> {
    const seen = this.recorded.get(id);
    if (seen?.completedAt) return;
    const at = now();
    if (seen?.wakeAt && seen.wakeAt <= at) {
      await db.jobStep.update({ where: { jobId_stepId: { jobId: this.jobId, stepId: id } }, data: { completedAt: at } });
      this.recorded.set(id, { ...seen, completedAt: at });
      return;
    }
    const wakeAt = seen?.wakeAt ?? new Date(at.getTime() + ms);
    if (!seen) {
      await db.jobStep.create({ data: { jobId: this.jobId, stepId: id, wakeAt } });
      this.recorded.set(id, { result: null, wakeAt, completedAt: null });
    }
    throw new SleepSignal(wakeAt);
  }
}
