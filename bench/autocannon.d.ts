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

  /** One step of the request sequence each connection cycles through. */
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called before each request of this step; returns the request to send. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: Request[];
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
