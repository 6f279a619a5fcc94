import type { z } from 'zod';
import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import type { PrismaNs } from '@/lib/db/client.ts';
import { validationFailed } from '@/lib/errors.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import type { bulkTriageInput } from './schemas.ts';
import { siteOf } from './site-scope.ts';
import { applyTriage, checkTriage } from './triage-issue.ts';

/** The most issues one bulk triage changes: a larger match is refused, nothing applied. */
export const BULK_TRIAGE_LIMIT = 1000;

/**
 * One change to every tracked issue of the site that matches the filter (all of ids, rule, selector
 * prefix, statuses given), in one transaction; more than 1,000 matches is a 400 asking to narrow it and
 * changes nothing. `updated`: the issues that changed (an issue already so is matched but not changed).
 */
export async function bulkTriage(ctx: Principal, siteId: string, input: z.output<typeof bulkTriageInput>): Promise<{ updated: number; ids: string[] }> {
  authorize(ctx, 'scanner:write');
  return transaction(
    async (tx) => {
      const site = await siteOf(tx, ctx, siteId);
      await checkTriage(tx, site.tenantId, input.change);
      const { ids, rule, selectorPrefix, status } = input.filter;
      const where: PrismaNs.TrackedIssueWhereInput = { tenantId: site.tenantId, siteId: site.id };
      if (ids) where.id = { in: ids };
      if (rule) where.ruleId = rule;
      if (selectorPrefix) where.selector = { startsWith: selectorPrefix };
      if (status) where.status = { in: status };
      const matched = await tx.trackedIssue.findMany({ where, select: { id: true }, orderBy: { id: 'asc' }, take: BULK_TRIAGE_LIMIT + 1 });
      if (matched.length > BULK_TRIAGE_LIMIT) {
        throw validationFailed(
          [{ path: 'filter', message: `More than ${BULK_TRIAGE_LIMIT} issues match; narrow the filter (rule, selectorPrefix, status or ids).` }],
          `At most ${BULK_TRIAGE_LIMIT} issues are triaged at once; nothing was changed.`,
        );
      }
      const changed = await applyTriage(
        tx,
        ctx,
        site,
        matched.map((m) => m.id),
        input.change,
      );
      return { updated: changed.length, ids: changed };
    },
    { timeout: 30_000 },
  );
}
