import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { findTargetOrThrow } from './get-target.ts';

/** Removes one evaluation; none to remove is success too. The target itself must be the caller's. */
export async function deleteEvaluation(ctx: Principal, targetId: string, criterion: string): Promise<void> {
  authorize(ctx, 'compliance:evaluate');
  await findTargetOrThrow(ctx, targetId);
  await db.complianceEvaluation.deleteMany({ where: { ...inTenant(ctx), targetId, criterion } });
}
