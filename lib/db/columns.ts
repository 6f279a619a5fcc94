import { z } from 'zod';
import { AppError } from '@/lib/errors.ts';
import type { PrismaNs } from './client.ts';

/**
 * The one way a JSON column or a raw query's row becomes typed: parsed with its schema where it is read.
 * A value that does not fit is our fault, never the caller's: a 500 whose log names the table and column
 * and the paths that failed, never the stored values (they may be a tenant's data).
 */
export function parseColumn<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const paths = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(root)'))].slice(0, 5).join(', ');
  throw new AppError('internal_error', 'Something went wrong on our side. Quote the trace id if you contact support.', {
    internal: `${where} does not match its schema at ${paths}`,
  });
}

/** Every row of a raw query, parsed with the row's schema (`where` names the query). */
export function parseRows<S extends z.ZodType>(schema: S, rows: unknown, where: string): z.output<S>[] {
  return parseColumn(z.array(schema), rows, where);
}

/**
 * A value for a JSON column, built by our code from JSON's own types. Prisma's input type has no room for
 * `unknown` members (a webhook's `data`), so the check that it is JSON is ours: what is written is read
 * back through its schema.
 */
export function toJsonColumn(value: object): PrismaNs.InputJsonValue {
  return value as PrismaNs.InputJsonValue;
}

/** A raw row of an id alone (`SELECT id …`, `RETURNING id`). */
export const idRow = z.object({ id: z.string() });

/** A raw row of a status read as text (`SELECT status::text …`). */
export const statusRow = z.object({ status: z.string() });
