import { createHash } from 'node:crypto';
import { now } from '@/lib/clock.ts';
import { toJsonColumn } from '@/lib/db/columns.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant, sqlInTenant } from '@/lib/db/scope.ts';
import type { CreditAccount } from './credits.ts';
import { TRANSFORM_OUTPUTS, type TransformName, type TransformOutput } from './schemas.ts';

/**
 * Transform results in PostgreSQL, per tenant (one tenant's inputs never answer another's, and nothing
 * about them can be learnt from timing), keyed by transform, normalised input, options, provider and
 * model. A hit costs nothing. Entries live for the tenant's dataRetentionDays, counted from when they
 * were made, so shortening the retention shortens them too.
 */

/** Bumped when what a transform returns for the same input changes (the key then misses everything older). */
const CACHE_VERSION = 1;

/**
 * Text as the cache compares it: Unicode NFC, line ends as \n, runs of spaces and tabs as one, no
 * surrounding blanks. Grammar answers carry offsets into the caller's exact text, so its text is
 * compared exactly.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .trim();
}

function normalise(transform: TransformName, value: unknown): unknown {
  if (typeof value === 'string') return transform === 'grammar' ? value : normaliseText(value);
  if (Array.isArray(value)) return value.map((v) => normalise(transform, v));
  if (value && typeof value === 'object') {
    // Sorted keys: the same options in another order are the same request.
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, normalise(transform, v)]),
    );
  }
  return value;
}

export interface CacheKeyParts {
  transform: TransformName;
  /** The validated input, defaults applied; an image URL replaced by the image's digest. */
  input: Record<string, unknown>;
  provider: string;
  model: string;
}

export function cacheKey(parts: CacheKeyParts): string {
  const canonical = JSON.stringify([CACHE_VERSION, parts.transform, parts.provider, parts.model, normalise(parts.transform, parts.input)]);
  return createHash('sha256').update(canonical).digest('hex');
}

export async function readCache<T extends TransformName>(account: CreditAccount, transform: T, key: string): Promise<TransformOutput<T> | null> {
  const at = now();
  const entry = await db.contentCacheEntry.findFirst({
    where: {
      ...inTenant(account),
      key,
      transform,
      expiresAt: { gt: at },
      createdAt: { gt: new Date(at.getTime() - account.retentionDays * 86_400_000) },
    },
    select: { output: true },
  });
  if (!entry) return null;
  // A row that no longer fits the answer's shape (an older version wrote it) is a miss.
  const parsed = TRANSFORM_OUTPUTS[transform].safeParse(entry.output);
  return parsed.success ? (parsed.data as TransformOutput<T>) : null;
}

const lastPrune = new Map<string, number>();
const PRUNE_EVERY_MS = 60 * 60_000;

export async function writeCache<T extends TransformName>(
  account: CreditAccount,
  parts: CacheKeyParts & { transform: T },
  key: string,
  output: TransformOutput<T>,
): Promise<void> {
  const at = now();
  const expiresAt = new Date(at.getTime() + account.retentionDays * 86_400_000);
  const json = toJsonColumn(output);
  await db.contentCacheEntry.upsert({
    where: { tenantId_key: { tenantId: account.tenantId, key } },
    create: { ...inTenant(account), key, transform: parts.transform, provider: parts.provider, model: parts.model, output: json, createdAt: at, expiresAt },
    update: { output: json, createdAt: at, expiresAt },
  });
  // Expired entries of this tenant go at most hourly per process, on the back of a write.
  const last = lastPrune.get(account.tenantId) ?? 0;
  if (at.getTime() - last > PRUNE_EVERY_MS) {
    lastPrune.set(account.tenantId, at.getTime());
    await pruneCache(account, at);
  }
}

export async function pruneCache(account: CreditAccount, at: Date = now()): Promise<number> {
  const cutoff = new Date(at.getTime() - account.retentionDays * 86_400_000);
  return db.$executeRaw`DELETE FROM content_cache WHERE ${sqlInTenant(account)} AND (expires_at <= ${at} OR created_at <= ${cutoff})`;
}
