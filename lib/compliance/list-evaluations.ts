import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import type { Page } from '@/lib/pagination.ts';
import { compareCriteria } from '@/lib/wcag/criteria.ts';
import { toEvaluationDto } from './dtos.ts';
import { findTargetOrThrow } from './get-target.ts';
import type { EvaluationDto } from './schemas.ts';

/**
 * Manual evaluations: what a person found for one success criterion of a target. They settle criteria
 * automation cannot, and every later snapshot and report cites them with their author and date.
 */

/** The target's evaluations in criterion order (1.4.3 before 1.4.10), on one page: at most 87 of them. */
export async function listEvaluations(ctx: Principal, targetId: string): Promise<Page<EvaluationDto>> {
  authorize(ctx, 'compliance:read');
  await findTargetOrThrow(ctx, targetId);
  const rows = await db.complianceEvaluation.findMany({ where: { ...inTenant(ctx), targetId } });
  return { data: rows.sort((a, b) => compareCriteria(a.criterion, b.criterion)).map(toEvaluationDto), nextCursor: null };
}
