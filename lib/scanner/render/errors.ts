/**
 * `browser_crash` is retried (a new browser may well work); `no_browser` (none configured, found or
 * unpackable) and the others fail the scan at once.
 */
export type ScanFailureReason = 'timeout' | 'navigation' | 'browser_crash' | 'no_browser' | 'http_error' | 'engine';

/**
 * The page could not be scanned for a reason outside our policy (that is AppError `unsafe_url`).
 * `message` is public: the job stores it as the scan's error; `cause` keeps the browser's own text for the log.
 */
export class ScanFailedError extends Error {
  readonly reason: ScanFailureReason;
  /** The main document's HTTP status, for `http_error`. */
  readonly status?: number;

  constructor(reason: ScanFailureReason, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ScanFailedError';
    this.reason = reason;
    this.status = options.status;
  }
}

/** "30 s", "2.5 s": durations in public messages. */
export function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}
