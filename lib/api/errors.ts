import { z } from 'zod';
import { AppError, isDatabaseUnavailable, type ErrorDetail } from '@/lib/errors.ts';
import type { Logger } from '@/lib/logger.ts';
import type { ErrorBody } from './reply.ts';

/** `features[2].value` from zod's ['features', 2, 'value']. */
export function formatPath(path: readonly PropertyKey[], root?: string): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out ? `.${String(part)}` : String(part);
  return out || root || '';
}

export function zodDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
}

/** Parses with `schema` or throws 400 validation_failed listing every problem with its path. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'query'): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = zodDetails(result.error).map((d) => ({ ...d, path: d.path || where }));
  throw new AppError('validation_failed', where === 'query' ? 'The query parameters are not valid.' : 'The request body is not valid.', {
    details,
  });
}

/** Maps anything thrown to a status and `{ code, message, traceId }`. Internals go to the log only. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return new AppError('validation_failed', 'The request is not valid.', { details: zodDetails(error) });
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'P2002') return new AppError('conflict', 'A resource with the same identifier was created at the same time; retry.');
  if (code === 'P2025') return new AppError('not_found', 'Resource not found.');
  // Text PostgreSQL cannot store (e.g. U+0000 reaching it by a path no check covered).
  if (driverCode(error) === '22021' || driverCode(error) === '22P05') {
    return new AppError('validation_failed', 'The request contains text that cannot be stored (such as U+0000).');
  }
  if (isDatabaseUnavailable(error))
    return new AppError('unavailable', 'The service is temporarily unavailable; retry shortly.', { headers: { 'Retry-After': '5' } });
  return new AppError('internal_error', 'Something went wrong on our side. Quote the trace id if you contact support.');
}

/**
 * Whether an error is a failure of ours, as against an answer to the caller: 4xx answers say what the
 * caller must change, and 503 `ai_provider_required` says how the service is configured; neither is a fault.
 */
export function isFailure(error: AppError): boolean {
  return error.status >= 500 && error.code !== 'ai_provider_required';
}

/** Failures at error, with the stack; answers at info, with the reason (internal or public), never a stack. */
export function logAppError(log: Logger, error: unknown, appError: AppError, failed: string): void {
  if (isFailure(appError)) log.error({ err: error }, appError.internal ?? failed);
  else log.info({ code: appError.code, status: appError.status }, appError.internal ?? appError.message);
}

export function errorResponse(error: unknown, state: { traceId: string; log: Logger; headers: Headers }): Response {
  const appError = toAppError(error);
  logAppError(state.log, error, appError, 'request failed');
  for (const [name, value] of Object.entries(appError.headers ?? {})) state.headers.set(name, value);
  const body: ErrorBody = { code: appError.code, message: appError.message, traceId: state.traceId };
  if (appError.details?.length) body.details = appError.details;
  state.headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status: appError.status, headers: state.headers });
}

/** The PostgreSQL SQLSTATE of a driver error, wherever Prisma's adapter put it. */
function driverCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  for (
    let e = error as { code?: unknown; cause?: unknown; meta?: { code?: unknown; driverAdapterError?: { cause?: { originalCode?: unknown } } } } | undefined;
    e && typeof e === 'object' && !seen.has(e);
    e = e.cause as typeof e
  ) {
    seen.add(e);
    const candidates = [e.code, e.meta?.code, e.meta?.driverAdapterError?.cause?.originalCode];
    const found = candidates.find((c) => typeof c === 'string' && /^[0-9A-Z]{5}$/.test(c));
    if (typeof found === 'string') return found;
  }
  return undefined;
}
