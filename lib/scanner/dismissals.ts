import { actorId, authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { newId } from '@/lib/ids.ts';
import { afterCursor, newestFirst, toPage, type Page, type PageQuery } from '@/lib/pagination.ts';
import type { CreateDismissalInput } from './schemas.ts';

export interface DismissalDto {
  id: string;
  fingerprint: string;
  reason: string | null;
  createdBy: string | null;
  createdAt: string;
}

const toDto = (d: { id: string; fingerprint: string; reason: string | null; createdBy: string | null; createdAt: Date }): DismissalDto => ({
  id: d.id,
  fingerprint: d.fingerprint,
  reason: d.reason,
  createdBy: d.createdBy,
  createdAt: d.createdAt.toISOString(),
});

/** Marks an issue fingerprint as a false positive for the tenant; the fingerprint is its identifier. */
export async function createDismissal(ctx: Principal, input: CreateDismissalInput): Promise<{ dismissal: DismissalDto; created: boolean }> {
  authorize(ctx, 'scanner:write');
  const existing = await db.scanDismissal.findFirst({ where: { ...inTenant(ctx), fingerprint: input.fingerprint } });
  if (existing) return { dismissal: toDto(existing), created: false };
  const created = await db.scanDismissal.create({
    data: { id: newId('dsm'), ...inTenant(ctx), fingerprint: input.fingerprint, reason: input.reason, createdBy: actorId(ctx) },
  });
  return { dismissal: toDto(created), created: true };
}

export async function listDismissals(ctx: Principal, page: PageQuery): Promise<Page<DismissalDto>> {
  authorize(ctx, 'scanner:read');
  const rows = await db.scanDismissal.findMany({ where: { ...inTenant(ctx), ...afterCursor(page.cursor) }, orderBy: newestFirst, take: page.limit + 1 });
  return toPage(rows, page.limit, toDto);
}

/**
 * Removing a dismissal brings its issues back into scores. Idempotent: a dismissal already removed (or
 * one of another tenant, which this cannot tell apart and so reveals nothing about) answers the same.
 */
export async function deleteDismissal(ctx: Principal, id: string): Promise<void> {
  authorize(ctx, 'scanner:write');
  await db.scanDismissal.deleteMany({ where: { ...inTenant(ctx), id } });
}
