import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { db } from '@/lib/db/client.ts';
import { logger } from '@/lib/logger.ts';
import { DurableStep, SleepSignal } from './durable-step.ts';
import type { EventName } from './events.ts';
import { type Lane, LANES, laneConcurrency, type TenantLimits, tenantLimits } from './lanes.ts';
import { NonRetriableError, type Workflow } from './workflow.ts';

/**
 * The embedded job runner: executes the same workflows Inngest would, from the `jobs` table.
 *
 * - Durable: a job is a row; queued and interrupted work survives restarts.
 * - Leases: a claim holds for `leaseMs` and is renewed while the job runs; a lease that runs out
 *   (its instance died) lets another instance take the job over, so two never run it at once.
 * - Retries with exponential backoff; finished steps are replayed, not re-run. The claim counts the
 *   attempt, so a job whose process keeps dying fails after its attempts instead of looping.
 * - Lanes (lib/jobs/lanes.ts), each with its own slots per instance: webhook deliveries never wait
 *   behind scans. Within a lane the claim is fair between tenants and holds each to its plan's limit
 *   of running jobs across all instances (the SQL function claim_job).
 * - A graceful stop that hands unfinished jobs back.
 */
export interface RunnerOptions {
  workflows: Workflow[];
  /** Scan-lane jobs this instance runs at once (JOBS_CONCURRENCY). */
  concurrency?: number;
  /** Per lane: jobs this instance runs at once, and jobs one tenant runs at once across all instances, by plan. */
  lanes?: Partial<Record<Lane, { concurrency?: number; perTenant?: Partial<TenantLimits> }>>;
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
  /** Attempts counted so far, this one included. */
  attempts: number;
  lane: Lane;
}

interface LaneState {
  names: string[];
  concurrency: number;
  perTenant: TenantLimits;
  running: number;
}

/** Ends a job whose earlier attempts all ended with its process gone (killed, crashed, out of memory). */
export class WorkerLostError extends Error {
  override name = 'WorkerLostError';
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** A row of claim_job (lib/db/columns.ts). */
const claimedRow = z.object({ job_id: z.string(), job_name: z.string(), job_payload: z.unknown(), job_attempts: z.number() });

export class JobRunner {
  readonly instanceId: string;
  private readonly workflows: Map<string, Workflow>;
  private readonly lanes = new Map<Lane, LaneState>();
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
    for (const lane of LANES) {
      const names = options.workflows.filter((w) => (w.lane ?? 'scans') === lane).map((w) => w.event);
      if (!names.length) continue;
      const given = options.lanes?.[lane];
      const concurrency = given?.concurrency ?? (lane === 'scans' ? options.concurrency : undefined) ?? laneConcurrency(lane);
      this.lanes.set(lane, { names, concurrency, perTenant: { ...tenantLimits(lane), ...given?.perTenant }, running: 0 });
    }
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
      // Each lane with a free slot claims until it is full or finds nothing; lanes take turns.
      const exhausted = new Set<Lane>();
      for (;;) {
        const lanes = [...this.lanes].filter(([lane, state]) => !exhausted.has(lane) && state.running < state.concurrency);
        if (this.stopped || !lanes.length) break;
        for (const [lane, state] of lanes) {
          if (this.stopped) break;
          const job = await this.claim(lane, state);
          if (!job) {
            exhausted.add(lane);
            continue;
          }
          if (this.stopped) {
            // Stopped while claiming: hand the job straight back instead of starting it.
            await this.handBack([job.id]);
            break;
          }
          state.running++;
          const execution = this.execute(job).finally(() => {
            state.running--;
            this.running.delete(job.id);
            this.wake();
          });
          this.running.set(job.id, execution);
        }
      }
    } catch (error) {
      logger.error({ err: error }, 'job runner: claiming failed');
    }
  }

  /** Handed back is not an attempt: the claim's count is taken back. */
  private async handBack(jobIds: string[]): Promise<void> {
    await db.job.updateMany({
      where: { id: { in: jobIds }, lockedBy: this.instanceId, status: 'running' },
      data: { status: 'queued', lockedBy: null, leaseUntil: null, runAt: new Date(), attempts: { decrement: 1 } },
    });
  }

  /**
   * Takes the lane's next job in one statement (claim_job, in the migration job_tenants_fair_claim): a
   * running job whose lease ran out first, else the oldest due job of the tenant with the fewest jobs
   * running in the lane, among tenants below their plan's limit; rows other claims hold are skipped.
   */
  private async claim(lane: Lane, state: LaneState): Promise<ClaimedJob | null> {
    const leaseUntil = new Date(Date.now() + this.leaseMs);
    const rows = parseRows(
      claimedRow,
      await db.$queryRaw`
      SELECT job_id, job_name, job_payload, job_attempts
        FROM claim_job(${lane}, ${state.names}::text[], ${this.instanceId}, ${leaseUntil}, ${JSON.stringify(state.perTenant)}::jsonb)`,
      'claim_job',
    );
    const row = rows[0];
    return row ? { id: row.job_id, name: row.job_name, payload: row.job_payload, attempts: row.job_attempts, lane } : null;
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const workflow = this.workflows.get(job.name as EventName)!;
    // Attempts before this one. Each claim counts one; a run that completes, sleeps or is handed back
    // takes its count back, so what stays counted are failures and runs whose process died.
    const previous = job.attempts - 1;
    const log = logger.child({ jobId: job.id, workflow: workflow.id, attempt: previous });
    const heartbeat = setInterval(
      () => {
        void db.job
          .updateMany({ where: { id: job.id, lockedBy: this.instanceId }, data: { leaseUntil: new Date(Date.now() + this.leaseMs) } })
          .catch((err: unknown) => log.warn({ err }, 'job lease heartbeat failed; the next beat renews it'));
      },
      Math.max(100, this.leaseMs / 3),
    );
    heartbeat.unref();
    const mine = { id: job.id, lockedBy: this.instanceId, status: 'running' as const };
    try {
      if (previous > workflow.retries) {
        // Every attempt it had ended without an outcome: its process died each time (a failure would have
        // been recorded). Running it again would only crash-loop.
        throw new WorkerLostError(
          `Gave up after ${previous} attempts: the process running the last one stopped (killed, crashed or out of memory) before it finished.`,
        );
      }
      const payload = workflow.payload.parse(job.payload);
      const step = await DurableStep.load(job.id);
      await workflow.run(payload, step, { attempt: previous, log });
      await db.job.updateMany({
        where: mine,
        data: { status: 'completed', attempts: { decrement: 1 }, lockedBy: null, leaseUntil: null, finishedAt: new Date() },
      });
    } catch (error) {
      if (error instanceof SleepSignal) {
        await db.job.updateMany({ where: mine, data: { status: 'queued', attempts: { decrement: 1 }, lockedBy: null, leaseUntil: null, runAt: error.wakeAt } });
        return;
      }
      const err = error instanceof Error ? error : new Error(String(error));
      const final = err instanceof NonRetriableError || err instanceof WorkerLostError || err.name === 'ZodError' || previous >= workflow.retries;
      log.warn({ err, final }, 'job attempt failed');
      if (final) {
        await db.job.updateMany({
          where: mine,
          data: {
            status: 'failed',
            // The claim that found the attempts spent ran nothing: it takes its count back.
            ...(err instanceof WorkerLostError ? { attempts: { decrement: 1 } } : {}),
            lastError: err.message.slice(0, 2000),
            lockedBy: null,
            leaseUntil: null,
            finishedAt: new Date(),
          },
        });
        await workflow.onFailure?.(workflow.payload.parse(job.payload), err).catch((e: unknown) => log.error({ err: e }, 'onFailure failed'));
      } else {
        const delay = Math.min(MAX_BACKOFF_MS, this.backoffBaseMs * 4 ** previous);
        await db.job.updateMany({
          where: mine,
          data: {
            status: 'queued',
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
