// autocannon ships no types and @types/autocannon is not installed: only what bench/ uses.
declare module 'autocannon' {
  interface Histogram {
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    /** Per-second samples of completed requests. */
    requests: Histogram & { sent: number };
    /** Milliseconds. */
    latency: Histogram & { totalCount: number };
  }

  export interface Instance extends PromiseLike<Result> {
    /** Ends the run early; the promise then resolves with what was measured so far. */
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}
