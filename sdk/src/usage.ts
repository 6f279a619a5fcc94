import { A11yError, isA11yApiError } from './errors.js';
import { MAX_EVENTS_PER_BATCH } from './resources/analytics.js';
import type { AnalyticsEvent } from './types.js';

/**
 * The usage batcher behind `trackUsage` and `client.activate()`: events queue in memory and go out as
 * one `POST /analytics/log { events }` when `flushAt` are queued, `flushIntervalMs` after the first,
 * on `flush()`, and (browsers) when the page is hidden, with `keepalive` so the send survives unload.
 * It never throws into the application: failures go to `onError`.
 */

export interface UsageOptions {
  /** Send when this many events are queued. Default 20. */
  flushAt?: number | undefined;
  /** Send this long after the first queued event. Default 2000. `Infinity`: only on `flush()`, `flushAt` and page hide. */
  flushIntervalMs?: number | undefined;
  /** Most events held; beyond it the oldest are dropped. Default 1000. */
  maxQueueSize?: number | undefined;
  /** Added to tracked events that carry none. */
  sessionId?: string | undefined;
  /**
   * The page's path (from "/", without its query string), read when each event is tracked and added to events
   * that carry none; it ranks the fixes of the site's tracked issues. A browser may pass `() => location.pathname`.
   */
  pagePath?: (() => string | undefined) | undefined;
  /** Told about failed sends and dropped events; usage tracking never throws. */
  onError?: ((error: unknown, info: UsageErrorInfo) => void) | undefined;
}

export interface UsageErrorInfo {
  /** Events put back in the queue, sent again with the next flush. */
  requeued: AnalyticsEvent[];
  /** Events given up on: failed twice, named invalid by the server, or pushed out of a full queue. */
  dropped: AnalyticsEvent[];
}

/** Sends one batch; rejects when it was not accepted. */
export type SendBatch = (events: AnalyticsEvent[], keepalive: boolean) => Promise<unknown>;

/** Keepalive request bodies in flight may total at most 64 KiB (Fetch standard). */
export const KEEPALIVE_MAX_BYTES = 64 * 1024;

interface Entry {
  event: AnalyticsEvent;
  /** Already failed once: a second failure drops it. */
  failed: boolean;
}

interface NodeProcessLike {
  on(event: 'beforeExit', listener: () => void): unknown;
  off(event: 'beforeExit', listener: () => void): unknown;
}

export class UsageQueue {
  readonly #send: SendBatch;
  readonly #flushAt: number;
  readonly #intervalMs: number;
  readonly #maxSize: number;
  readonly #onError: UsageOptions['onError'];
  #queue: Entry[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  #chain: Promise<void> = Promise.resolve();
  #drainScheduled = false;
  #listening = false;
  #closed = false;
  #keepaliveBytes = 0;

  constructor(send: SendBatch, options: UsageOptions = {}) {
    this.#send = send;
    this.#flushAt = Math.max(1, Math.floor(options.flushAt ?? 20));
    this.#intervalMs = Math.max(0, options.flushIntervalMs ?? 2_000);
    this.#maxSize = Math.max(1, Math.floor(options.maxQueueSize ?? 1_000));
    this.#onError = options.onError;
  }

  /** Events waiting to be sent. */
  get size(): number {
    return this.#queue.length;
  }

  add(event: AnalyticsEvent): void {
    this.#closed = false;
    this.#queue.push({ event, failed: false });
    this.#trim();
    this.#listen();
    if (this.#queue.length >= this.#flushAt) void this.flush();
    else this.#arm();
  }

  /** Sends everything queued; resolves when done. Never rejects. */
  flush(): Promise<void> {
    if (this.#drainScheduled) return this.#chain;
    this.#drainScheduled = true;
    this.#chain = this.#chain.then(() => this.#drain());
    return this.#chain;
  }

  /** Flushes, then removes the timer and page/process listeners. Adding an event re-arms them. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#unlisten();
    this.#disarm();
    await this.flush();
    this.#disarm();
  }

  async #drain(): Promise<void> {
    this.#drainScheduled = false;
    this.#disarm();
    const entries = this.#queue.splice(0);
    for (let i = 0; i < entries.length; i += MAX_EVENTS_PER_BATCH) {
      const batch = entries.slice(i, i + MAX_EVENTS_PER_BATCH);
      try {
        await this.#send(
          batch.map((e) => e.event),
          false,
        );
      } catch (error) {
        // The rest would most likely fail the same way: keep them for the next flush.
        this.#failed(batch, error, entries.slice(i + MAX_EVENTS_PER_BATCH));
        return;
      }
    }
  }

  /** Puts a failed batch back once; events that failed before, or that the server named invalid, are dropped. */
  #failed(batch: Entry[], error: unknown, untried: Entry[]): void {
    const invalid = invalidEventIndexes(error);
    const requeue: Entry[] = [];
    const dropped: AnalyticsEvent[] = [];
    batch.forEach((entry, i) => {
      if (invalid.has(i)) dropped.push(entry.event);
      // A batch is all-or-nothing: the valid events of a refused batch did not fail themselves.
      else if (invalid.size > 0) requeue.push(entry);
      else if (entry.failed) dropped.push(entry.event);
      else requeue.push({ event: entry.event, failed: true });
    });
    const back = [...requeue, ...untried];
    this.#queue.unshift(...back);
    const overflow = this.#queue.length - this.#maxSize;
    const kept = overflow > 0 ? back.slice(overflow) : back;
    if (overflow > 0) dropped.push(...this.#queue.splice(0, overflow).map((e) => e.event));
    this.#report(error, { requeued: kept.map((e) => e.event), dropped });
    this.#arm();
  }

  /** Page hidden or unloading: send now with keepalive, within the browser's 64 KiB budget. */
  readonly #onPageHide = (): void => {
    if (this.#queue.length === 0) return;
    this.#disarm();
    const entries = this.#queue.splice(0);
    const leftover: Entry[] = [];
    for (const part of packForKeepalive(entries)) {
      if (this.#keepaliveBytes + part.bytes > KEEPALIVE_MAX_BYTES) {
        leftover.push(...part.entries);
        continue;
      }
      this.#keepaliveBytes += part.bytes;
      this.#send(
        part.entries.map((e) => e.event),
        true,
      )
        .catch((error: unknown) => this.#failed(part.entries, error, []))
        .finally(() => {
          this.#keepaliveBytes -= part.bytes;
        });
    }
    if (leftover.length > 0) {
      // Over budget: an ordinary send still completes when the page only went to the background.
      this.#queue.unshift(...leftover);
      void this.flush();
    }
  };

  readonly #onVisibilityChange = (): void => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') this.#onPageHide();
  };

  readonly #onBeforeExit = (): void => {
    if (this.#queue.length > 0) void this.flush();
  };

  #listen(): void {
    if (this.#listening) return;
    this.#listening = true;
    browserTarget('document')?.addEventListener('visibilitychange', this.#onVisibilityChange);
    browserTarget('window')?.addEventListener('pagehide', this.#onPageHide);
    // Node: the flush timer is unref'd, so send what is left when the event loop runs dry.
    nodeProcess()?.on('beforeExit', this.#onBeforeExit);
  }

  #unlisten(): void {
    if (!this.#listening) return;
    this.#listening = false;
    browserTarget('document')?.removeEventListener('visibilitychange', this.#onVisibilityChange);
    browserTarget('window')?.removeEventListener('pagehide', this.#onPageHide);
    nodeProcess()?.off('beforeExit', this.#onBeforeExit);
  }

  #arm(): void {
    if (this.#timer !== undefined || this.#closed || this.#queue.length === 0 || this.#intervalMs === Number.POSITIVE_INFINITY) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.flush();
    }, this.#intervalMs);
    // Node: never keep a process alive for analytics.
    (this.#timer as { unref?: () => void }).unref?.();
  }

  #disarm(): void {
    if (this.#timer === undefined) return;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #trim(): void {
    const overflow = this.#queue.length - this.#maxSize;
    if (overflow <= 0) return;
    const dropped = this.#queue.splice(0, overflow).map((e) => e.event);
    this.#report(new A11yError(`Usage queue full (${this.#maxSize} events): dropped the oldest ${overflow}.`), {
      requeued: [],
      dropped,
    });
  }

  #report(error: unknown, info: UsageErrorInfo): void {
    try {
      this.#onError?.(error, info);
    } catch {
      // An error handler that throws must not break the application either.
    }
  }
}

/** Indexes of the events a 400 answer names in its details (`events[3].featureCode`). */
function invalidEventIndexes(error: unknown): Set<number> {
  const indexes = new Set<number>();
  if (!isA11yApiError(error) || error.status !== 400) return indexes;
  for (const detail of error.details ?? []) {
    const match = /^events\[(\d+)\]/.exec(detail.path);
    if (match) indexes.add(Number(match[1]));
  }
  return indexes;
}

const encoder = new TextEncoder();
const ENVELOPE_BYTES = encoder.encode('{"events":[]}').length;

/** Splits entries into `{ events }` bodies of at most 500 events and 64 KiB each, with their exact size. */
function packForKeepalive(entries: Entry[]): { entries: Entry[]; bytes: number }[] {
  const parts: { entries: Entry[]; bytes: number }[] = [];
  let current: Entry[] = [];
  let bytes = ENVELOPE_BYTES;
  for (const entry of entries) {
    const size = encoder.encode(JSON.stringify(entry.event)).length;
    const separator = current.length > 0 ? 1 : 0;
    if (current.length > 0 && (bytes + separator + size > KEEPALIVE_MAX_BYTES || current.length >= MAX_EVENTS_PER_BATCH)) {
      parts.push({ entries: current, bytes });
      current = [];
      bytes = ENVELOPE_BYTES;
    }
    bytes += (current.length > 0 ? 1 : 0) + size;
    current.push(entry);
  }
  if (current.length > 0) parts.push({ entries: current, bytes });
  return parts;
}

function browserTarget(name: 'document' | 'window'): EventTarget | undefined {
  const target = (globalThis as Record<string, unknown>)[name];
  return typeof target === 'object' && target !== null && typeof (target as EventTarget).addEventListener === 'function' ? (target as EventTarget) : undefined;
}

function nodeProcess(): NodeProcessLike | undefined {
  const candidate = (globalThis as { process?: { versions?: { node?: string }; on?: unknown; off?: unknown } }).process;
  if (!candidate?.versions?.node || typeof candidate.on !== 'function' || typeof candidate.off !== 'function') return undefined;
  return candidate as NodeProcessLike;
}
