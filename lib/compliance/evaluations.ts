import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import type { ComplianceEvaluation } from '@/lib/db/generated/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { validationFailed } from '@/lib/errors.ts';
import type { Page } from '@/lib/pagination.ts';
import type { WcagStandard } from '@/lib/scanner/engine/types.ts';
import { compareCriteria } from '@/lib/scanner/engine/wcag.ts';
import { criterion as findCriterion, parseStandard } from './catalogue.ts';
import type { EVALUATION_RESULTS, EvaluationDto, EvaluationInput } from './schemas.ts';
import { findTargetOrThrow } from './targets.ts';

/**
 * Manual evaluations: what a person found for one success criterion of a target. They settle criteria
 * automation cannot, and every later snapshot and report cites them with their author and date.
 */

export function toEvaluationDto(row: ComplianceEvaluation): EvaluationDto {
  return {
    criterion: row.criterion,
    result: row.result as (typeof EVALUATION_RESULTS)[number],
    remarks: row.remarks,
    evaluatedBy: row.evaluatedBy,
    evaluatedAt: row.evaluatedAt.toISOString(),
  };
}

/**
 * Who is making the claim, as the evaluation keeps it: a name that outlives the member or key (the report
 * must still say who evaluated after they leave), so it is stored as text, not as an id.
 */
async function describeEvaluator(ctx: Principal): Promise<string> {
  switch (ctx.kind) {
    case 'user': {
      const member = await db.member.findFirst({ where: { ...inTenant(ctx), id: ctx.memberId }, select: { email: true } });
      return member?.email ?? ctx.userId;
    }
    case 'api_key': {
      const key = await db.apiKey.findFirst({ where: { ...inTenant(ctx), id: ctx.keyId }, select: { name: true } });
      return `API key “${key?.name ?? ctx.keyId}”`;
    }
    case 'system':
      return ctx.actor;
  }
}

/** The target's evaluations in criterion order (1.4.3 before 1.4.10), on one page: at most 87 of them. */
export async function listEvaluations(ctx: Principal, targetId: string): Promise<Page<EvaluationDto>> {
  authorize(ctx, 'compliance:read');
  await findTargetOrThrow(ctx, targetId);
  const rows = await db.complianceEvaluation.findMany({ where: { ...inTenant(ctx), targetId } });
  return { data: rows.sort((a, b) => compareCriteria(a.criterion, b.criterion)).map(toEvaluationDto), nextCursor: null };
}

/**
 * Records (or replaces) the evaluation of one criterion. Any criterion of the target's WCAG version may be
 * evaluated, AAA included (the VPAT lists them); one the version lacks (4.1.1 in 2.2) is 400 at `criterion`.
 */
export async function putEvaluation(ctx: Principal, targetId: string, criterion: string, input: EvaluationInput): Promise<EvaluationDto> {
  authorize(ctx, 'compliance:evaluate');
  const target = await findTargetOrThrow(ctx, targetId);
  const { version } = parseStandard(target.standard as WcagStandard);
  if (!findCriterion(criterion, version)) {
    throw validationFailed([{ path: 'criterion', message: `"${criterion}" is not a success criterion of WCAG ${version}.` }]);
  }
  const fields = { result: input.result, remarks: input.remarks, evaluatedBy: await describeEvaluator(ctx), evaluatedAt: now() };
  const row = await db.complianceEvaluation.upsert({
    where: { targetId_criterion: { targetId: target.id, criterion } },
    create: { ...inTenant(ctx), targetId: target.id, criterion, ...fields },
    update: fields,
  });
  return toEvaluationDto(row);
}

/** Removes one evaluation; none to remove is success too. The target itself must be the caller's. */
export async function deleteEvaluation(ctx: Principal, targetId: string, criterion: string): Promise<void> {
  authorize(ctx, 'compliance:evaluate');
  await findTargetOrThrow(ctx, targetId);
  await db.complianceEvaluation.deleteMany({ where: { ...inTenant(ctx), targetId, criterion } });
}
