import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { inProcessFetch } from './api.ts';

/**
 * The route handlers of app/api/v1 behind a real HTTP server in this process, and clients in threads of
 * their own: for tests of what the service's event loop does while clients wait (test/event-loop.test.ts).
 */

export interface Served {
  base: string;
  close(): Promise<void>;
}

export async function serveApi(): Promise<Served> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const response = await inProcessFetch(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface ClientRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  key?: string;
  body?: unknown;
  /** Sent as they are (an Origin, X-User-Id). */
  headers?: Record<string, string>;
}

export interface ClientResult {
  status: number;
  body: any;
}

/** A client thread: sends requests, or polls GET /health, and reports back. */
export class Client {
  private readonly worker: Worker;

  constructor(base: string) {
    this.worker = new Worker(new URL('./http-client.mjs', import.meta.url), { workerData: { base } });
  }

  private next<T>(type: string): Promise<T> {
    return new Promise((resolve) => {
      const listener = (message: { type: string } & T) => {
        if (message.type !== type) return;
        this.worker.off('message', listener);
        resolve(message);
      };
      this.worker.on('message', listener);
    });
  }

  /** Sends `requests` all at once, or each after the previous one's answer (`oneAtATime`); their answers in order. */
  async send(requests: ClientRequest[], { oneAtATime = false } = {}): Promise<ClientResult[]> {
    const reply = this.next<{ results: ClientResult[] }>('results');
    this.worker.postMessage({ type: 'requests', requests, oneAtATime });
    return (await reply).results;
  }

  /** Polls GET /health every `everyMs` while `work` runs; the latencies (ms) and statuses of the polls. */
  async pollHealthDuring<T>(work: () => Promise<T>, everyMs = 20): Promise<{ result: T; health: { ms: number; status: number }[] }> {
    const polled = this.next<{ latencies: { ms: number; status: number }[] }>('polled');
    this.worker.postMessage({ type: 'poll', everyMs });
    let result: T;
    try {
      result = await work();
    } finally {
      this.worker.postMessage({ type: 'stop' });
    }
    return { result, health: (await polled).latencies };
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

/** The main thread's CPU time (user and system) in ms, from /proc (Linux: 100 clock ticks a second); null elsewhere. */
function mainThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * The longest the event loop was held by work of this process while `work` ran: the main thread's CPU time
 * between two ticks of a 10 ms timer (a task that runs 150 ms shows as 150 ms between two ticks). Unlike
 * the delay of the ticks, it does not grow when other processes take the CPU. Null where /proc is missing.
 */
export async function longestBusyStretch<T>(work: () => Promise<T>): Promise<{ result: T; busyMs: number | null }> {
  let last = mainThreadCpuMs();
  if (last === null) return { result: await work(), busyMs: null };
  let longest = 0;
  const timer = setInterval(() => {
    const now = mainThreadCpuMs() ?? last!;
    longest = Math.max(longest, now - last!);
    last = now;
  }, 10);
  try {
    return { result: await work(), busyMs: longest };
  } finally {
    clearInterval(timer);
  }
}
