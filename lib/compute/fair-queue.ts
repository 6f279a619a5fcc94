/**
 * Work a request does on shared cores (the compute pool's threads, remediation's browser analyses) is
 * admitted through a queue: at most `concurrency` jobs at once, and when jobs wait, tenants take turns
 * (round robin), so one tenant's burst cannot hold back another's single call. Waiting jobs leave the
 * queue when their caller hangs up; a tenant with `maxWaitingPerTenant` jobs already waiting is refused
 * at once (QueueFullError) rather than queued without end.
 */
export class FairQueue {
  private running = 0;
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(
    private readonly concurrency: number,
    private readonly maxWaitingPerTenant = Number.POSITIVE_INFINITY,
  ) {}

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
    const queue = this.waiting.get(tenantId) ?? [];
    if (queue.length >= this.maxWaitingPerTenant) throw new QueueFullError(queue.length);
    return new Promise<void>((resolve, reject) => {
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

/** A tenant already has as many jobs waiting as the queue holds for one tenant. */
export class QueueFullError extends Error {
  constructor(readonly waiting: number) {
    super(`${waiting} jobs of this tenant are already waiting`);
    this.name = 'QueueFullError';
  }
}
