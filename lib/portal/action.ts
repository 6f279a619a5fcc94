import type { z } from 'zod';
import { isFailure, logAppError, toAppError } from '@/lib/api/errors.ts';
import { admitCall, runOnce } from '@/lib/api/guard.ts';
import type { AnySpec } from '@/lib/api/spec.ts';
import type { Permission } from '@/lib/auth/permissions.ts';
import { newTraceId } from '@/lib/api/trace.ts';
import type { AppError } from '@/lib/errors.ts';
import { logger } from '@/lib/logger.ts';
import { getPortalContext, type PortalContext } from './context.ts';

export type ActionError = {
  code: string;
  message: string;
  fields?: Record<string, string>;
  traceId?: string;
  /** Seconds until a refused action may be tried again (rate_limited, quota_exceeded). */
  retryAfter?: number;
};
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ActionError };

/** What a form sends beside its input: the idempotency key of its submission (useAction makes one per submission). */
export interface ActionOptions {
  idempotencyKey?: string;
}

/**
 * A portal action's definition. `operation` is the API route that does the same (imported from its
 * `lib/<domain>/routes.ts`): its permission is checked before anything is counted, as the API checks it.
 * `creates` marks a creation: its form's idempotency key makes a repeat answer the first result, not write
 * again; `replay` is that answer where it must differ (a secret shown once is not shown again).
 */
export interface ActionDefinition<S extends z.ZodType, T> {
  input: S;
  operation?: Pick<AnySpec, 'operationId' | 'permission'>;
  /** The permission, for an action of no one API operation (a transform the input chooses). */
  permission?: Permission;
  creates?: true | { replay: (data: T) => NoInfer<T> };
}

/** A creation: its forms always send their submission's idempotency key. */
export type CreatingAction<I, T> = (input: I, options: ActionOptions & { idempotencyKey: string }) => Promise<ActionResult<T>>;
export type PortalAction<I, T> = (input: I, options?: ActionOptions) => Promise<ActionResult<T>>;

/**
 * The portal's one wrapper for server actions, as `apiRoute` is for the API, and through the same guard
 * (lib/api/guard.ts): resolves the signed-in person's context, checks the operation's permission, spends
 * their per-person budget (the one their API calls with the session spend), validates the input with zod,
 * runs a creation once per idempotency key, calls the service (which authorises by role again), and turns
 * any failure into a result the form can show: field messages for validation, the public message of a
 * typed error, and only a trace id for anything unexpected. A schema alone defines an action of no
 * operation and no creation (the person's own session or account).
 */
export function portalAction<S extends z.ZodType, T>(
  definition: ActionDefinition<S, T> & { operation: AnySpec; creates: NonNullable<ActionDefinition<S, T>['creates']> },
  handler: (ctx: PortalContext, input: z.output<S>) => Promise<T>,
): CreatingAction<z.input<S>, T>;
export function portalAction<S extends z.ZodType, T>(
  definition: S | (ActionDefinition<S, T> & { creates?: undefined }),
  handler: (ctx: PortalContext, input: z.output<S>) => Promise<T>,
): PortalAction<z.input<S>, T>;
export function portalAction<S extends z.ZodType, T>(
  definitionOrSchema: S | ActionDefinition<S, T>,
  handler: (ctx: PortalContext, input: z.output<S>) => Promise<T>,
): PortalAction<z.input<S>, T> {
  const definition: ActionDefinition<S, T> = isSchema(definitionOrSchema) ? { input: definitionOrSchema } : definitionOrSchema;
  const { input: schema, operation, creates } = definition;
  const replay = typeof creates === 'object' ? creates.replay : (data: T) => data;
  return async (input, options) =>
    run(async () => {
      const ctx = await getPortalContext();
      if (!ctx) return { ok: false, error: { code: 'unauthenticated', message: 'Your session has ended. Sign in again.' } };
      await admitCall(ctx.principal, operation?.permission ?? definition.permission);
      const parsed = schema.safeParse(input);
      if (!parsed.success) return { ok: false, error: validationError(parsed.error) };
      if (!creates || !operation) return { ok: true, data: await handler(ctx, parsed.data) };
      const once = await runOnce(
        ctx.principal.tenantId,
        options?.idempotencyKey,
        // Never the same call as an API request: a key used on both doors is refused, not replayed across.
        {
          method: 'POST',
          path: `portal:${operation.operationId}`,
          body: input,
          log: logger.child({ tenantId: ctx.principal.tenantId, action: operation.operationId }),
        },
        () => handler(ctx, parsed.data),
        (data) => ({ status: 200, body: (replay(data) ?? null) as unknown, headers: {} }),
      );
      return { ok: true, data: 'result' in once ? once.result : (once.replay.body as T) };
    });
}

function isSchema(value: unknown): value is z.ZodType {
  return typeof (value as { safeParse?: unknown }).safeParse === 'function';
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
    return { ok: false, error: { ...shownError(appError), fields, ...(isFailure(appError) ? { traceId } : {}) } };
  }
}

/** An error as the form says it: the service's public message, in the portal's words where the guard refused. */
function shownError(error: AppError): ActionError {
  const retryAfter = Number(error.headers?.['Retry-After']) || undefined;
  switch (error.code) {
    case 'rate_limited':
      // The person's per-minute budget (its refusal carries the limit's headers); other limits say their own.
      if (error.headers?.['X-RateLimit-Limit']) {
        return { code: error.code, message: `Too many requests in the last minute. Try again in ${seconds(retryAfter ?? 60)}.`, retryAfter };
      }
      return { code: error.code, message: error.message, retryAfter };
    case 'idempotency_key_reused':
      return { code: error.code, message: 'This form was already sent with other values. Reload the page to send it again.' };
    default:
      return { code: error.code, message: error.message, ...(retryAfter ? { retryAfter } : {}) };
  }
}

const seconds = (n: number) => (n === 1 ? '1 second' : `${n} seconds`);

function isNextControlFlow(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' && (digest.startsWith('NEXT_REDIRECT') || digest.startsWith('NEXT_HTTP_ERROR_FALLBACK'));
}

export function validationError(error: z.ZodError): ActionError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'form'] ??= issue.message;
  return { code: 'validation_failed', message: 'Some fields need attention.', fields };
}
