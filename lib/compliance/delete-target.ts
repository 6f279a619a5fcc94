import { authorize, can, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { forbidden, notFound } from '@/lib/errors.ts';

const TARGET_ID = /^tgt_[0-9A-Za-z]{22}$/;

/**
 * Deletes a target with its evaluations and snapshots. Its reports stay (their target and snapshot become
 * null): a report that was handed out stays downloadable. A target holding manual evaluations or reports is
 * part of the organisation's record, so deleting it takes the permission to evaluate (owners, admins,
 * keys with the compliance scope), not only to write. Targets leave no tombstone, so any well-formed id not
 * in the caller's tenant (gone already, never existed, another tenant's) answers success and deletes
 * nothing; only a malformed id is 404.
 */
export async function deleteTarget(ctx: Principal, id: string): Promise<void> {
  authorize(ctx, 'compliance:write');
  if (!TARGET_ID.test(id)) throw notFound('Compliance target');
  const held = await db.complianceTarget.findFirst({
    where: { ...inTenant(ctx), id },
    select: { _count: { select: { evaluations: true, reports: true } } },
  });
  if (held && (held._count.evaluations > 0 || held._count.reports > 0) && !can(ctx, 'compliance:evaluate')) {
    throw forbidden(
      `This target holds ${held._count.evaluations} manual evaluation(s) and ${held._count.reports} report(s), the organisation's record: deleting it needs the permission to record evaluations (owners and admins).`,
    );
  }
  await db.complianceTarget.deleteMany({ where: { ...inTenant(ctx), id } });
}
