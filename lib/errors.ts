/**
 * Typed domain errors. Services throw these; the API wrapper maps them to status codes through the one
 * table below. `message` is public (shown to callers); `internal` goes to the log only.
 */
export const ERROR_STATUS = {
  invalid_json: 400,
  validation_failed: 400,
  invalid_user_id: 400,
  unknown_feature: 400,
  unknown_preset: 400,
  missing_api_key: 401,
  invalid_api_key: 401,
  unauthenticated: 401,
  invalid_user_signature: 401,
  ai_credits_required: 402,
  ai_credits_exhausted: 402,
  forbidden: 403,
  origin_not_allowed: 403,
  self_service_disabled: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  idempotency_key_reused: 409,
  last_owner: 409,
  report_not_ready: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unsafe_url: 422,
  schedule_too_frequent: 422,
  reason_required: 422,
  rate_limited: 429,
  quota_exceeded: 429,
  internal_error: 500,
  unavailable: 503,
  ai_provider_required: 503,
  ai_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorDetail {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: ErrorDetail[];
  readonly headers?: Record<string, string>;
  readonly internal?: string;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: ErrorDetail[]; headers?: Record<string, string>; internal?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options.details;
    this.headers = options.headers;
    this.internal = options.internal;
  }
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found.`);
export const forbidden = (message = 'This key or role is not allowed to do that.') => new AppError('forbidden', message);
export const unauthenticated = () => new AppError('unauthenticated', 'Sign in to continue.');
export const conflict = (message: string) => new AppError('conflict', message);
export const validationFailed = (details: ErrorDetail[], message = 'The request is not valid.') => new AppError('validation_failed', message, { details });

/** Errors from the database driver that mean "the database is not reachable", not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; name?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P03', '53300'].includes(code)) return true;
    // Prisma's adapter codes for "can't reach" / "timed out" / "connection closed".
    if (['P1001', 'P1002', 'P1017', 'P2024'].includes(code)) return true;
    if (e.name === 'DriverAdapterError' || e.name === 'PrismaClientInitializationError') {
      const message = typeof e.message === 'string' ? e.message : '';
      if (/connect|connection|terminat|timeout|ECONNREFUSED/i.test(message)) return true;
    }
    const message = typeof e.message === 'string' ? e.message : '';
    if (/Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(message)) return true;
    current = e.cause;
  }
  return false;
}
