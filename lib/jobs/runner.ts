import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { db } from '@/lib/db/client.ts';
import { logger } from '@/lib/logger.ts';
import { DurableStep, SleepSignal } from './durable-step.ts';
import type { EventName } from './events.ts';
import { NonRetriableError, type Workflow } from './workflow.ts';

/**
 * The embedded job runner: executes the same workflows Inngest would, from the `jobs` table.
 *
 * - Durable: a job is a row; queued and interrupted work survives restarts.
 * - Leases: a claim holds for `leaseMs` and is renewed while the job runs; a lease that runs out
 *   (its instance died) lets another instance take the job over, so two never run it at once.
 * - Retries with exponential backoff; finished steps are replayed, not re-run.
 * - A concurrency limit per instance, and a graceful stop that hands unfinished jobs back.
 */
export interface RunnerOptions {
  workflows: Workflow[];
  concurrency?: number;
  pollMs?: number;
  leaseMs?: number;
  /** Delay before retry n (0-based): base × 4^n, capped. */
  backoffBaseMs?: number;
  instanceId?: string;
}

interface ClaimedJob {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;

export class JobRunner {
  readonly instanceId: string;
  private readonly workflows: Map<string, Workflow>;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly backoffBaseMs: number;
  private readonly running = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  /** The tick in progress, if any: a stop waits for its claim, so a job claimed meanwhile is handed back. */
  private ticking: Promise<void> | null = null;
  /** A wake() arrived while a tick was claiming: look again as soon as it ends, not at the next poll. */
  private wanted = false;

  constructor(options: RunnerOptions) {
    this.workflows = new Map(options.workflows.map((w) => [w.event, w]));
    this.concurrency = options.concurrency ?? 2;
    this.pollMs = options.pollMs ?? 500;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.backoffBaseMs = options.backoffBaseMs ?? 5_000;
    this.instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  }

  start(): this {
    if (!this.stopped) return this;
    this.stopped = false;
    this.schedule(0);
    return this;
  }

  /** Look for work now (after this instance queued some) instead of at the next poll. */
  wake(): void {
    if (this.stopped) return;
    this.wanted = true;
    this.schedule(0);
  }

  get active(): number {
    return this.running.size;
  }

  /**
   * Stops claiming; waits up to `graceMs` for running jobs, then hands the rest back to the queue so
   * another instance (or this one after a restart) resumes them at once.
   */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
    const settled = Promise.allSettled([...this.running.values()]);
    await Promise.race([settled, new Promise((r) => setTimeout(r, graceMs).unref())]);
    const unfinished = [...this.running.keys()];
    if (unfinished.length) await this.handBack(unfinished);
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private tick(): Promise<void> {
    if (this.stopped || this.ticking) return this.ticking ?? Promise.resolve();
    this.ticking = this.claimWhileRoom().finally(() => {
      this.ticking = null;
      if (!this.stopped) this.schedule(this.wanted ? 0 : this.pollMs);
    });
    return this.ticking;
  }

  private async claimWhileRoom(): Promise<void> {
    this.wanted = false;
    try {
      while (!this.stopped && this.running.size < this.concurrency) {
        const job = await this.claim();
        if (!job) break;
        if (this.stopped) {
          // Stopped while claiming: hand the job straight back instead of starting it.
          await this.handBack([job.id]);
          break;
        }
        const execution = this.execute(job).finally(() => {
          this.running.delete(job.id);
          this.wake();
        });
        this.running.set(job.id, execution);
      }
    } catch (error) {
      logger.error({ err: error }, 'job runner: claiming failed');
    }
  }

  private async handBack(jobIds: string[]): Promise<void> {
    await db.job.updateMany({
      where: { id: { in: jobIds }, lockedBy: this.instanceId, status: 'running' },
      data: { status: 'queued', lockedBy: null, leaseUntil: null, runAt: new Date() },
    });
  }

  /** Takes the oldest due job, or one whose lease ran out, in one statement (SKIP LOCKED: no waiting). */
  private async claim(): Promise<ClaimedJob | null> {
    const names = [...this.workflows.keys()];
    const leaseUntil = new Date(Date.now() + this.leaseMs);
    const rows = await db.$queryRaw<ClaimedJob[]>`
      UPDATE jobs SET status = 'running', locked_by = ${this.instanceId}, lease_until = ${leaseUntil}, updated_at = now()
       WHERE id = (
         SELECT id FROM jobs
          WHERE name = ANY(${names}::text[])
            AND ((status = 'queued' AND run_at <= now()) OR (status = 'running' AND lease_until < now()))
          ORDER BY run_at
          FOR UPDATE SKIP LOCKED
          LIMIT 1)
      RETURNING id, name, payload, attempts`;
    return rows[0] ?? null;
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const workflow = this.workflows.get(job.name as EventName)!;
    const log = logger.child({ jobId: job.id, workflow: workflow.id, attempt: job.attempts });
    const heartbeat = setInterval(
      () => {
        void db.job.updateMany({ where: { id: job.id, lockedBy: this.instanceId }, data: { leaseUntil: new Date(Date.now() + this.leaseMs) } }).catch(() => {});
      },
      Math.max(100, this.leaseMs / 3),
    );
    heartbeat.unref();
    const mine = { id: job.id, lockedBy: this.instanceId, status: 'running' as const };
    try {
      const payload = workflow.payload.parse(job.payload);
      const step = await DurableStep.load(job.id);
      await workflow.run(payload, step, { attempt: job.attempts, log });
      await db.job.updateMany({ where: mine, data: { status: 'completed', lockedBy: null, leaseUntil: null, finishedAt: new Date() } });
    } catch (error) {
      if (error instanceof SleepSignal) {
        await db.job.updateMany({ where: mine, data: { status: 'queued', lockedBy: null, leaseUntil: null, runAt: error.wakeAt } });
        return;
      }
      const err = error instanceof Error ? error : new Error(String(error));
      const final = err instanceof NonRetriableError || err.name === 'ZodError' || job.attempts >= workflow.retries;
      log.warn({ err, final }, 'job attempt failed');
      if (final) {
        await db.job.updateMany({
          where: mine,
          data: {
            status: 'failed',
            attempts: job.attempts + 1,
            lastError: err.message.slice(0, 2000),
            lockedBy: null,
            leaseUntil: null,
            finishedAt: new Date(),
          },
        });
        await workflow.onFailure?.(workflow.payload.parse(job.payload), err).catch((e: unknown) => log.error({ err: e }, 'onFailure failed'));
      } else {
        const delay = Math.min(MAX_BACKOFF_MS, this.backoffBaseMs * 4 ** job.attempts);
        await db.job.updateMany({
          where: mine,
          data: {
            status: 'queued',
            attempts: job.attempts + 1,
            lastError: err.message.slice(0, 2000),
            lockedBy: null,
            leaseUntil: null,
            runAt: new Date(Date.now() + delay),
          },
        });
      }
    } finally {
      clearInterval(heartbeat);
    }
  }
}
