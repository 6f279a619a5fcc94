import type { A11yApiError } from './errors.js';

/** When the HTTP client (http.ts) tries a request again, and how it waits. */

/** Longest Retry-After the client waits for; a longer one (a spent monthly quota) fails at once. */
export const MAX_RETRY_AFTER_SECONDS = 60;
const BACKOFF_INITIAL_MS = 500;
const BACKOFF_MAX_MS = 8_000;

/** 429 and 503 are worth another try; a provider that is not configured (`ai_provider_required`) is not. */
export function retryDelayMs(error: A11yApiError, attempt: number): number | undefined {
  if (error.status !== 429 && error.status !== 503) return undefined;
  if (error.code === 'ai_provider_required') return undefined;
  if (error.retryAfter !== undefined) {
    return error.retryAfter <= MAX_RETRY_AFTER_SECONDS ? error.retryAfter * 1000 : undefined;
  }
  return backoffMs(attempt);
}

/** 0.5 s, 1 s, 2 s … (capped at 8 s), each shortened by up to 25 % at random. */
export function backoffMs(attempt: number): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_INITIAL_MS * 2 ** attempt);
  return Math.round(base * (1 - Math.random() * 0.25));
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
