import type { z } from 'zod';
import type { Logger } from '@/lib/logger.ts';
import type { EventData, EventName } from './events.ts';
import type { Lane } from './lanes.ts';

/**
 * Durable steps, the one interface workflow code sees. Under Inngest it is Inngest's own `step`;
 * under the embedded runner, lib/jobs/durable-step.ts. A finished step is never run again: a retried
 * or resumed workflow replays its recorded result (so results must be plain JSON).
 */
export interface Step {
  run<T>(id: string, fn: () => Promise<T>): Promise<T>;
  sleep(id: string, ms: number): Promise<void>;
}

export interface WorkflowContext {
  /** 0 on the first execution, then 1, 2… after failures. */
  attempt: number;
  log: Logger;
}

export interface Workflow<N extends EventName = EventName> {
  /** Function id under Inngest. */
  id: string;
  event: N;
  payload: z.ZodType<EventData<N>>;
  /** Attempts after the first failed one. */
  retries: number;
  /** Most runs of this workflow at once overall under Inngest (the embedded runner has a limit per lane and instance). */
  concurrency?: number;
  /** The lane whose slots it runs in (lib/jobs/lanes.ts); `scans` when not given. */
  lane?: Lane;
  run(payload: EventData<N>, step: Step, ctx: WorkflowContext): Promise<unknown>;
  /** Called once when the last attempt failed. */
  onFailure?(payload: EventData<N>, error: Error): Promise<void>;
}

export function defineWorkflow<N extends EventName>(workflow: Workflow<N>): Workflow<N> {
  return workflow;
}

/** Thrown to fail a workflow at once, without further attempts (the input can never succeed). */
export class NonRetriableError extends Error {
  override name = 'NonRetriableError';
}

/**
 * Work on a clock rather than an event: an Inngest cron function under Inngest, an interval of every
 * embedded runner otherwise (so `run` must be safe when several instances run it at once).
 */
export interface Cron {
  /** Function id under Inngest. */
  id: string;
  /** Inngest's cron expression. */
  cron: string;
  /** The embedded runner's interval, the same period as `cron`. */
  everyMs: number;
  run(): Promise<unknown>;
}

export function defineCron(cron: Cron): Cron {
  return cron;
}
