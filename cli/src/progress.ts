import { MultiBar, Presets, type SingleBar } from 'cli-progress';
import type { Job } from './types.js';

/** Where scans stand, told on stderr while the CLI waits for them. */
export interface Progress {
  update(job: Job): void;
  stop(): void;
}

interface Counts {
  done: number;
  found: number;
  pagesPerMinute: number | null;
}

/** Pages done (scanned, failed or skipped) of the pages found so far. */
export function countsOf(job: Job): Counts {
  const p = job.progress;
  if (!p) return { done: job.pagesScanned, found: Math.max(job.pagesScanned, 1), pagesPerMinute: null };
  const done = p.done + p.failed + p.skipped;
  return { done, found: Math.max(done + p.queued + p.running, 1), pagesPerMinute: p.pagesPerMinute };
}

const rate = (perMinute: number | null) => (perMinute === null ? '–' : perMinute.toFixed(1));

/** A line per change of a job's status or page counts, not per poll: logs of CI runs stay short. */
export class LineProgress implements Progress {
  readonly #last = new Map<string, string>();

  constructor(private readonly out: NodeJS.WritableStream) {}

  update(job: Job): void {
    const { done, found, pagesPerMinute } = countsOf(job);
    const key = `${job.status} ${done}/${found}`;
    if (this.#last.get(job.id) === key) return;
    this.#last.set(job.id, key);
    this.out.write(`${job.url}: ${job.status}, ${done} of ${found} pages${job.status === 'running' ? `, ${rate(pagesPerMinute)} pages/min` : ''}\n`);
  }

  stop(): void {}
}

/** A bar per job (cli-progress) on a terminal. */
export class BarProgress implements Progress {
  readonly #multi: MultiBar;
  readonly #bars = new Map<string, SingleBar>();

  constructor(out: NodeJS.WritableStream) {
    this.#multi = new MultiBar(
      {
        stream: out,
        format: '{url} [{bar}] {value}/{total} pages | {rate} pages/min | {status}',
        hideCursor: true,
        clearOnComplete: false,
      },
      Presets.shades_classic,
    );
  }

  update(job: Job): void {
    const { done, found, pagesPerMinute } = countsOf(job);
    const payload = { url: job.url, rate: rate(pagesPerMinute), status: job.status };
    const bar = this.#bars.get(job.id);
    if (!bar) {
      this.#bars.set(job.id, this.#multi.create(found, done, payload));
      return;
    }
    bar.setTotal(found);
    bar.update(done, payload);
  }

  stop(): void {
    this.#multi.stop();
  }
}

/** A bar where stderr is a terminal, plain lines where it is a file or a pipe (CI logs). */
export function progressFor(out: NodeJS.WritableStream & { isTTY?: boolean }, quiet: boolean): Progress {
  if (quiet) return { update() {}, stop() {} };
  return out.isTTY ? new BarProgress(out) : new LineProgress(out);
}
