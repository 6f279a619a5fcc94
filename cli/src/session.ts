import { setTimeout as sleep } from 'node:timers/promises';
import type { A11yClient } from '@a11y-platform/client';
import type { Progress } from './progress.js';
import type { Job } from './types.js';

const ENDED: ReadonlySet<string> = new Set(['completed', 'failed', 'canceled']);

export function hasEnded(job: Job): boolean {
  return ENDED.has(job.status);
}

/** Ctrl-C: the scans were canceled on the service; the CLI exits 130. */
export class Interrupted extends Error {
  override name = 'Interrupted';
  constructor(readonly canceled: string[] = []) {
    super('Interrupted');
  }
}

/**
 * The scans one command started: polled until each has ended, and canceled on the service when the user
 * interrupts (a scan left running would keep using the tenant's pages and time after the CLI is gone).
 */
export class ScanSession {
  readonly #jobs = new Map<string, Job>();
  readonly #abort = new AbortController();

  constructor(
    private readonly client: A11yClient,
    private readonly progress: Progress,
    private readonly pollMs: number,
  ) {}

  get interrupted(): boolean {
    return this.#abort.signal.aborted;
  }

  /** Stops the waiting; `wait()` then cancels the open scans and rejects with `Interrupted`. */
  interrupt(): void {
    this.#abort.abort();
  }

  /** Adds a started scan. Started after an interrupt (its POST was already on its way), it is canceled at once. */
  async add(job: Job): Promise<void> {
    this.#jobs.set(job.id, job);
    this.progress.update(job);
    if (this.interrupted) throw await this.#cancelOpen();
  }

  /** Polls every open scan until all have ended; each poll's answer goes to the progress display. */
  async wait(): Promise<Job[]> {
    const signal = this.#abort.signal;
    try {
      for (;;) {
        const open = [...this.#jobs.values()].filter((job) => !hasEnded(job));
        if (open.length === 0) break;
        await sleep(this.pollMs, undefined, { signal });
        for (const job of open) {
          const next: Job = await this.client.scanner.getJob(job.id, { signal });
          this.#jobs.set(job.id, next);
          this.progress.update(next);
        }
      }
    } catch (error) {
      if (signal.aborted) throw await this.#cancelOpen();
      throw error;
    } finally {
      this.progress.stop();
    }
    return [...this.#jobs.values()];
  }

  async #cancelOpen(): Promise<Interrupted> {
    const open = [...this.#jobs.values()].filter((job) => !hasEnded(job)).map((job) => job.id);
    await Promise.all(open.map((id) => this.client.scanner.cancelJob(id, { maxRetries: 1, timeoutMs: 10_000 })));
    return new Interrupted(open);
  }
}
