import { ApiPromise } from '../api-promise.js';
import type { ApiResponse, PostOptions } from '../http.js';
import { AnalyticsBase } from '../generated/resources.js';
import type { AnalyticsEvent, LogResult } from '../types.js';

/** The most events one `POST /analytics/log` accepts. */
export const MAX_EVENTS_PER_BATCH = 500;

export type LogInput = AnalyticsEvent | AnalyticsEvent[] | { events: AnalyticsEvent[] };

/** Usage statistics and event logging. */
export class Analytics extends AnalyticsBase {
  /**
   * Logs events now (one request per 500 events, sent in order; each batch is all-or-nothing, and a
   * failure leaves the earlier batches committed). With `idempotencyKey`, batch n > 1 uses `key:n`.
   * For activations from an app, prefer `client.activate()`, which batches.
   */
  log(input: LogInput, options: PostOptions = {}): ApiPromise<LogResult> {
    if (!Array.isArray(input) && !('events' in input)) {
      return this.call({ method: 'POST', path: '/analytics/log', body: input }, options);
    }
    const events = Array.isArray(input) ? input : input.events;
    if (events.length <= MAX_EVENTS_PER_BATCH) {
      return this.call({ method: 'POST', path: '/analytics/log', body: { events } }, options);
    }
    return new ApiPromise(this.#logInBatches(events, options));
  }

  async #logInBatches(events: AnalyticsEvent[], options: PostOptions): Promise<ApiResponse<LogResult>> {
    let accepted = 0;
    let last: ApiResponse<LogResult> | undefined;
    const batches = chunk(events, MAX_EVENTS_PER_BATCH);
    for (const [i, batch] of batches.entries()) {
      const { idempotencyKey, ...rest } = options;
      const key = idempotencyKey === undefined ? undefined : i === 0 ? idempotencyKey : `${idempotencyKey}:${i + 1}`;
      last = await this.http.request<LogResult>(
        { method: 'POST', path: '/analytics/log', body: { events: batch } },
        key === undefined ? rest : { ...rest, idempotencyKey: key },
      );
      accepted += last.data.accepted;
    }
    // events.length > MAX_EVENTS_PER_BATCH, so there was at least one batch.
    return { ...(last as ApiResponse<LogResult>), data: { accepted } };
  }
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
