import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { config } from '@/lib/config.ts';
import { AppError } from '@/lib/errors.ts';
import { logger } from '@/lib/logger.ts';
import { FairQueue, QueueFullError } from './fair-queue.ts';
import { deserializeAppError, type HostResponse, type TaskFunction, type TaskMessage, type TaskPortMessage, type TaskReply } from './protocol.ts';

/**
 * CPU-heavy work on what callers send (parsing and fixing HTML, PDFs, the offline language engines, token
 * counts, report rendering) runs here, off the event loop that answers every tenant: in a pool of worker
 * threads (Piscina) at a lower CPU priority than the main thread, admitted through per-tenant fair queues,
 * each task under a time budget after which its thread is stopped and the caller gets an answer.
 *
 * Two lanes, each with its own threads (one per core unless COMPUTE_THREADS says otherwise): `cpu` for
 * tasks that compute and return, `session` for tasks that also wait on the host (remediation waits for
 * browser analyses between its steps), so a session waiting on a browser never keeps a computation from a core.
 */

export type Lane = 'cpu' | 'session';

/** What a budget message needs of a task. */
export interface TaskLabel {
  readonly module: string;
  readonly name: string;
  readonly budgetMs: number;
  readonly label: string;
}

export interface TaskSpec<F extends TaskFunction> extends TaskLabel {
  readonly lane: Lane;
  /** The answer when the budget (wall-clock time once the task has its slot) runs out; by default 503 `unavailable`. */
  readonly overBudget?: (spec: TaskLabel) => AppError;
  /** Keeps the parameter's type on the spec (never set). */
  readonly __fn?: F;
}

export type TaskInput<F extends TaskFunction> = Parameters<F>[0];
export type TaskOutput<F extends TaskFunction> = Awaited<ReturnType<F>>;
export type TaskHost<F extends TaskFunction> = Parameters<F>[1];

/**
 * A task: the export `name` of the repository-relative `module`, typed from the module's own declaration
 * (`defineTask<typeof import('./tasks.ts'), 'grammar'>('lib/…/tasks.ts', 'grammar', …)`; the import is
 * type-only, the module itself loads only in a worker).
 */
export function defineTask<M, K extends keyof M & string>(
  module: string,
  name: K,
  options: { lane?: Lane; budgetMs: number; label: string; overBudget?: (spec: TaskLabel) => AppError },
): TaskSpec<Extract<M[K], TaskFunction>> {
  return { module, name, lane: options.lane ?? 'cpu', budgetMs: options.budgetMs, label: options.label, overBudget: options.overBudget };
}

/** Jobs one tenant may have waiting per lane; more are refused at once with 429. */
const MAX_WAITING_PER_TENANT = 16;

interface Compute {
  /** A pool per lane, so the engines a computation loads (a grammar checker, language models) stay on the threads that compute. */
  pools: Record<Lane, Piscina<TaskMessage, TaskReply>>;
  lanes: Record<Lane, FairQueue>;
  threads: number;
}

/** One pool per process, whatever module graph loads this file (Next compiles route bundles apart). */
const GLOBAL = Symbol.for('a11y-platform.compute');
type WithCompute = typeof globalThis & { [GLOBAL]?: Compute };

export function computeThreads(): number {
  return config().COMPUTE_THREADS || Math.max(1, os.availableParallelism());
}

function compute(): Compute {
  const holder = globalThis as WithCompute;
  if (holder[GLOBAL]) return holder[GLOBAL];
  const filename = path.resolve(process.cwd(), 'lib/compute/worker.mjs');
  if (!existsSync(filename)) throw new Error(`compute worker not found at ${filename}: start the service from the repository's root`);
  const threads = computeThreads();
  const pool = () => {
    const created = new Piscina<TaskMessage, TaskReply>({
      filename,
      minThreads: 0,
      maxThreads: threads,
      // Engines a worker has loaded (grammar, NLP models) stay warm for a while between calls.
      idleTimeout: 5 * 60_000,
      // The main thread answers every request: under load it gets the CPU first (Linux; ignored elsewhere).
      niceIncrement: 10,
      // tsx is registered by the worker itself; the parent's flags (--import, --cpu-prof) are not inherited.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: config().COMPUTE_MEMORY_MB },
    });
    created.on('error', (error: unknown) => logger.error({ err: error }, 'compute worker failed'));
    return created;
  };
  const created: Compute = {
    pools: { cpu: pool(), session: pool() },
    threads,
    lanes: { cpu: new FairQueue(threads, MAX_WAITING_PER_TENANT), session: new FairQueue(threads, MAX_WAITING_PER_TENANT) },
  };
  holder[GLOBAL] = created;
  return created;
}

/** Answers a task's host calls on the main thread; remembers the errors, which the task's reply names. */
function serveHost(port: MessagePort, host: object | undefined, failures: Map<number, unknown>, started: () => void): void {
  port.on('message', async (message: TaskPortMessage) => {
    if (!('id' in message)) {
      started();
      return;
    }
    const { id, method, args } = message;
    let response: HostResponse;
    try {
      const handler = host && Object.hasOwn(host, method) ? (host as Record<string, unknown>)[method] : undefined;
      if (typeof handler !== 'function') throw new Error(`the host has no method ${method}`);
      response = { id, ok: true, value: await handler(...args) };
    } catch (error) {
      failures.set(id, error);
      response = { id, ok: false };
    }
    try {
      port.postMessage(response);
    } catch {
      // expected: the task is gone (stopped or finished): nobody is waiting for this answer.
    }
  });
}

function defaultOverBudget(spec: TaskLabel): AppError {
  return new AppError('unavailable', `The ${spec.label} did not finish within ${spec.budgetMs / 1000} s and was stopped; a smaller input may fit.`, {
    internal: `compute task ${spec.module}#${spec.name} over its ${spec.budgetMs} ms budget`,
  });
}

export interface RunTaskOptions<F extends TaskFunction> {
  /** Whose work it is: tenants take turns for the slots. */
  tenantId: string;
  /** The caller hung up: a waiting task leaves the queue, a running one is stopped. */
  signal?: AbortSignal;
  /** The main thread's side, for tasks that take one. */
  host?: TaskHost<F>;
  /** This call's budget, where it depends on the call (the spec's otherwise). */
  budgetMs?: number;
}

/**
 * Runs a task in the pool: waits for the tenant's turn in the task's lane, then gives it `budgetMs` of wall
 * time once it has started on the input (its module loaded, its engines set up: see Preparable). Answers with the task's output, or throws: its AppError as it was thrown (also one a host call
 * threw), 503 when the budget ran out or the worker died, 429 when the tenant already has many tasks waiting.
 */
export async function runTask<F extends TaskFunction>(spec: TaskSpec<F>, input: TaskInput<F>, options: RunTaskOptions<F>): Promise<TaskOutput<F>> {
  const { pools, lanes } = compute();
  try {
    return await lanes[spec.lane].run(options.tenantId, () => runAdmitted(pools[spec.lane], spec, input, options), options.signal);
  } catch (error) {
    if (error instanceof QueueFullError) {
      throw new AppError('rate_limited', `Too many ${spec.label} requests of this tenant are waiting; retry shortly.`, { headers: { 'Retry-After': '5' } });
    }
    throw error;
  }
}

/**
 * Loading a task's module in a new thread and setting up its engines (PREPARE_LIMIT_MS at most) does not
 * count against its budget: the budget starts when the worker says it has started on the input.
 */
const PREPARE_LIMIT_MS = 90_000;

async function runAdmitted<F extends TaskFunction>(
  pool: Piscina<TaskMessage, TaskReply>,
  spec: TaskSpec<F>,
  input: TaskInput<F>,
  options: RunTaskOptions<F>,
): Promise<TaskOutput<F>> {
  const budgetMs = options.budgetMs ?? spec.budgetMs;
  const stop = new AbortController();
  let ranOut: 'budget' | 'prepare' | null = null;
  const runOut = (what: 'budget' | 'prepare') => () => {
    ranOut = what;
    stop.abort();
  };
  let timer = setTimeout(runOut('prepare'), PREPARE_LIMIT_MS);
  const started = () => {
    clearTimeout(timer);
    timer = setTimeout(runOut('budget'), budgetMs);
  };
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  const failures = new Map<number, unknown>();
  const channel = new MessageChannel();
  serveHost(channel.port1, options.host as object | undefined, failures, started);
  const message: TaskMessage = { module: spec.module, name: spec.name, input, port: channel.port2 };
  let reply: TaskReply;
  try {
    reply = await pool.run(message, { signal, transferList: [channel.port2] });
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (ranOut === 'budget') throw (spec.overBudget ?? defaultOverBudget)({ ...spec, budgetMs });
    if (ranOut === 'prepare') {
      throw new AppError('unavailable', `The ${spec.label} could not start: its engine was not ready within ${PREPARE_LIMIT_MS / 1000} s. Retry shortly.`, {
        headers: { 'Retry-After': '30' },
        internal: `compute task ${spec.module}#${spec.name} not started within ${PREPARE_LIMIT_MS} ms`,
      });
    }
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw new AppError('unavailable', `The ${spec.label} needed more memory than it may use and was stopped; a smaller input may fit.`, {
        internal: `compute task ${spec.module}#${spec.name} ran out of memory`,
        cause: error,
      });
    }
    throw error;
  } finally {
    clearTimeout(timer);
    channel.port1.close();
  }
  if (reply.ok) return reply.value as TaskOutput<F>;
  if ('appError' in reply) throw deserializeAppError(reply.appError);
  throw failures.get(reply.hostCall) ?? new Error(`host call ${reply.hostCall} failed without a record`);
}

/** Stops the pool's threads (tests, shutdown); the next task starts new ones. */
export async function closeCompute(): Promise<void> {
  const holder = globalThis as WithCompute;
  const current = holder[GLOBAL];
  holder[GLOBAL] = undefined;
  if (current) await Promise.all([current.pools.cpu.destroy(), current.pools.session.destroy()]);
}
