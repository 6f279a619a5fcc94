import { createHash } from 'node:crypto';
import { z } from 'zod';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { deleteInBatches } from '@/lib/db/delete-in-batches.ts';
import { parseColumn } from '@/lib/db/columns.ts';
import { AppError } from '@/lib/errors.ts';

const TTL_MS = 24 * 60 * 60 * 1000;
const KEY = /^[\x21-\x7e]{1,255}$/;

export interface StoredResponse {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** idempotency_keys.headers: the stored response's headers; NULL while the first request is in progress. */
const storedHeaders = z
  .record(z.string(), z.string())
  .nullable()
  .transform((headers) => headers ?? {});

interface Claim {
  tenantId: string;
  key: string;
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * Claims an Idempotency-Key for this request, or answers with the first request's stored response.
 * Keys are scoped to the tenant and kept 24 h. Only successful responses are stored: a failed first
 * attempt releases the key, so the client can retry with it.
 */
export async function claimIdempotencyKey(
  tenantId: string,
  key: string,
  request: { method: string; path: string; hash: string },
): Promise<{ claim: Claim } | { replay: StoredResponse }> {
  if (!KEY.test(key)) {
    throw new AppError('validation_failed', 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.', {
      details: [{ path: 'Idempotency-Key', message: 'Use a unique value such as a UUID.' }],
    });
  }
  const at = now();
  const expiresAt = new Date(at.getTime() + TTL_MS);
  for (let attempt = 0; attempt < 2; attempt++) {
    const inserted = await db.$executeRaw`
      INSERT INTO idempotency_keys (tenant_id, key, method, path, request_hash, created_at, expires_at)
      VALUES (${tenantId}, ${key}, ${request.method}, ${request.path}, ${request.hash}, ${at}, ${expiresAt})
      ON CONFLICT (tenant_id, key) DO NOTHING`;
    if (inserted === 1) return { claim: { tenantId, key } };
    const existing = await db.idempotencyKey.findUnique({ where: { tenantId_key: { tenantId, key } } });
    if (!existing) continue; // released between our insert and read: try once more
    if (existing.expiresAt <= at) {
      await db.idempotencyKey.deleteMany({ where: { tenantId, key, expiresAt: { lte: at } } });
      continue;
    }
    if (existing.requestHash !== request.hash) {
      throw new AppError('idempotency_key_reused', 'This Idempotency-Key was already used with a different request.');
    }
    if (existing.status === null) {
      throw new AppError('conflict', 'A request with this Idempotency-Key is still in progress; retry shortly.', {
        headers: { 'Retry-After': '1' },
      });
    }
    return {
      replay: { status: existing.status, body: existing.body, headers: parseColumn(storedHeaders, existing.headers, 'idempotency_keys.headers') },
    };
  }
  throw new AppError('conflict', 'This Idempotency-Key is busy; retry shortly.', { headers: { 'Retry-After': '1' } });
}

export async function completeIdempotencyKey(claim: Claim, response: StoredResponse): Promise<void> {
  await db.idempotencyKey.update({
    where: { tenantId_key: claim },
    data: { status: response.status, body: (response.body ?? null) as object, headers: response.headers },
  });
}

export async function releaseIdempotencyKey(claim: Claim): Promise<void> {
  await db.idempotencyKey.deleteMany({ where: { ...claim, status: null } });
}

/** Deletes expired keys of every tenant, in batches; run on a clock (lib/workflows/housekeeping.ts). Returns the rows deleted. */
export async function unsafePruneExpiredIdempotencyKeys(at: Date = now()): Promise<number> {
  return deleteInBatches(
    (limit) => db.$executeRaw`
      DELETE FROM idempotency_keys WHERE (tenant_id, key) IN (SELECT tenant_id, key FROM idempotency_keys WHERE expires_at < ${at} LIMIT ${limit})`,
  );
}
