import { z } from 'zod';
import { AppError } from '@/lib/errors.ts';

/** `limit` and `cursor` of every list endpoint; lists run newest first on (createdAt, id). */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

interface Position {
  createdAt: Date;
  id: string;
}

export function encodeCursor(row: Position): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

const invalidCursor = () =>
  new AppError('validation_failed', 'The cursor is not valid.', {
    details: [{ path: 'cursor', message: 'Use the nextCursor value of a previous page.' }],
  });

/** The position a cursor of encodeCursor() stands for (for lists ordered by another timestamp, which it then holds). */
export function decodeCursor(cursor: string): Position {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(createdAt);
    // Our cursors hold row timestamps; a forged one past PostgreSQL's range (year -271821) would fail the query.
    const year = date.getUTCFullYear();
    if (typeof id !== 'string' || Number.isNaN(date.getTime()) || year < 1 || year > 9999) throw new Error('bad cursor');
    return { createdAt: date, id };
  } catch {
    throw invalidCursor();
  }
}

/** A Prisma `where` fragment for the rows after `cursor`, in (createdAt desc, id desc) order. */
export function afterCursor(cursor: string | undefined) {
  if (!cursor) return {};
  const { createdAt, id } = decodeCursor(cursor);
  return { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }] };
}

export const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** Call with `limit + 1` rows fetched: trims the extra row and turns it into the next cursor. */
export function toPage<Row extends Position, T>(rows: Row[], limit: number, map: (row: Row) => T): Page<T> {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept[kept.length - 1];
  return { data: kept.map(map), nextCursor: more && last ? encodeCursor(last) : null };
}

/** Offset cursors, for lists in an order of their own (the catalogue, a scan's issues by severity). */
export function encodeOffset(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

/** The position a cursor of encodeOffset() stands for; 0 without one. */
export function decodeOffset(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw invalidCursor();
  return Number(match[1]);
}
