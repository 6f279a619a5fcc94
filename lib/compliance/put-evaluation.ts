import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { validationFailed } from '@/lib/errors.ts';
import { toEvaluationDto } from './dtos.ts';
import { findTargetOrThrow } from './get-target.ts';
import type { EvaluationDto, EvaluationInput } from './schemas.ts';
import { criterion as findCriterion } from '@/lib/wcag/criteria.ts';
import { parseStandard, type WcagStandard } from '@/lib/wcag/standards.ts';

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
