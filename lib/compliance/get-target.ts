import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import type { ComplianceTarget } from '@/lib/db/generated/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import { latestSnapshotSelect, toTargetDto } from './dtos.ts';
import type { TargetDto } from './schemas.ts';

/** The caller's target row, or 404 — the same for an unknown id and another tenant's. */
export async function findTargetOrThrow(ctx: Pick<Principal, 'tenantId'>, id: string): Promise<ComplianceTarget> {
  const target = await db.complianceTarget.findFirst({ where: { ...inTenant(ctx), id } });
  if (!target) throw notFound('Compliance target');
  return target;
}

export async function getTarget(ctx: Principal, id: string): Promise<TargetDto> {
  authorize(ctx, 'compliance:read');
  const row = await db.complianceTarget.findFirst({ where: { ...inTenant(ctx), id }, include: latestSnapshotSelect });
  if (!row) throw notFound('Compliance target');
  return toTargetDto(row);
}
