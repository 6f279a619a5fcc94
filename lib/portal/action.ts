import type { z } from 'zod';
import { isFailure, logAppError, toAppError } from '@/lib/api/errors.ts';
import { newTraceId } from '@/lib/api/trace.ts';
import { logger } from '@/lib/logger.ts';
import { getPortalContext, type PortalContext } from './context.ts';

export type ActionError = { code: string; message: string; fields?: Record<string, string>; traceId?: string };
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ActionError };

/**
 * The portal's one wrapper for server actions, as `apiRoute` is for the API: resolves the signed-in
 * user's context, validates the input with zod, calls the service (which authorises by role), and turns
 * any failure into a result the form can show: field messages for validation, the public message of a
 * typed error, and only a trace id for anything unexpected.
 */
export function portalAction<S extends z.ZodType, T>(schema: S, handler: (ctx: PortalContext, input: z.output<S>) => Promise<T>) {
  return async (input: z.input<S>): Promise<ActionResult<T>> =>
    run(async () => {
      const ctx = await getPortalContext();
      if (!ctx) return { ok: false, error: { code: 'unauthenticated', message: 'Your session has ended. Sign in again.' } };
      const parsed = schema.safeParse(input);
      if (!parsed.success) return { ok: false, error: validationError(parsed.error) };
      return { ok: true, data: await handler(ctx, parsed.data) };
    });
}

/** The same for the few actions taken before there is a session: first-run setup, accepting an invitation. */
export function publicAction<S extends z.ZodType, T>(schema: S, handler: (input: z.output<S>) => Promise<T>) {
  return async (input: z.input<S>): Promise<ActionResult<T>> =>
    run(async () => {
      const parsed = schema.safeParse(input);
      if (!parsed.success) return { ok: false, error: validationError(parsed.error) };
      return { ok: true, data: await handler(parsed.data) };
    });
}

async function run<T>(work: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await work();
  } catch (error) {
    // redirect() and notFound() work by throwing; they must reach Next untouched.
    if (isNextControlFlow(error)) throw error;
    const appError = toAppError(error);
    const traceId = newTraceId();
    logAppError(logger.child({ traceId }), error, appError, 'portal action failed');
    const fields = appError.details?.length ? Object.fromEntries(appError.details.map((d) => [d.path, d.message])) : undefined;
    return { ok: false, error: { code: appError.code, message: appError.message, fields, ...(isFailure(appError) ? { traceId } : {}) } };
  }
}

function isNextControlFlow(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' && (digest.startsWith('NEXT_REDIRECT') || digest.startsWith('NEXT_HTTP_ERROR_FALLBACK'));
}

export function validationError(error: z.ZodError): ActionError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'form'] ??= issue.message;
  return { code: 'validation_failed', message: 'Some fields need attention.', fields };
}
