/**
 * Work a request does in this process on shared cores (the offline AI engines, remediation's browser
 * analyses) is admitted through a queue: at most `concurrency` jobs at once, and when jobs wait, tenants
 * take turns (round robin), so one tenant's burst cannot hold back another's single call. Waiting jobs
 * leave the queue when their caller hangs up.
 */
export class FairQueue {
  private running = 0;
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(private readonly concurrency: number) {}

  async run<T>(tenantId: string, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.running >= this.concurrency || this.waiting.size > 0) await this.wait(tenantId, signal);
    else this.running++;
    try {
      return await work();
    } finally {
      this.next();
    }
  }

  /** Jobs waiting, for tests and the benchmark. */
  get pending(): number {
    let n = 0;
    for (const queue of this.waiting.values()) n += queue.length;
    return n;
  }

  private wait(tenantId: string, signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    return new Promise<void>((resolve, reject) => {
      const queue = this.waiting.get(tenantId) ?? [];
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        const at = queue.indexOf(start);
        if (at >= 0) queue.splice(at, 1);
        if (queue.length === 0 && this.waiting.get(tenantId) === queue) this.waiting.delete(tenantId);
        reject(signal?.reason);
      };
      queue.push(start);
      this.waiting.set(tenantId, queue);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Hands the freed slot to the next tenant in turn (a Map iterates in insertion order: the tenant served goes to the back). */
  private next(): void {
    const first = this.waiting.entries().next();
    if (first.done) {
      this.running--;
      return;
    }
    const [tenantId, queue] = first.value;
    const start = queue.shift();
    this.waiting.delete(tenantId);
    if (queue.length > 0) this.waiting.set(tenantId, queue);
    start?.();
  }
}
