import { sqlInTenant } from '@/lib/db/scope.ts';
import { actorId, authorize, type Principal } from '@/lib/auth/permissions.ts';
import { parseRows } from '@/lib/db/columns.ts';
import { AppError, validationFailed } from '@/lib/errors.ts';
import { type CommitTx, transaction } from '@/lib/jobs/transaction.ts';
import { z } from 'zod';
import { siteOf, toIssueDto } from './site-scope.ts';
import { SET_ASIDE_STATUSES, type TrackedIssueDto, type TriageInput } from './schemas.ts';

const SET_ASIDE = new Set<string>(SET_ASIDE_STATUSES);

/**
 * The checks of a change people make: something to change and an assignee who is an active member of the
 * tenant (400 validation_failed with the field's path); a reason with `accepted` and `false_positive` (422
 * reason_required at `reason`: the request is well-formed, the change needs what it lacks).
 */
export async function checkTriage(tx: CommitTx, tenantId: string, change: TriageInput): Promise<void> {
  if (change.status === undefined && change.reason === undefined && change.assigneeId === undefined) {
    throw validationFailed([{ path: 'status', message: 'Give a status, a reason or an assigneeId to change.' }]);
  }
  if (change.status !== undefined && SET_ASIDE.has(change.status) && change.reason === undefined) {
    const message = `A reason is required to mark an issue ${change.status === 'accepted' ? 'accepted' : 'a false positive'}.`;
    throw new AppError('reason_required', message, { details: [{ path: 'reason', message }] });
  }
  if (change.assigneeId) {
    const member = await tx.member.findFirst({ where: { tenantId, userId: change.assigneeId, status: 'active', removedAt: null }, select: { id: true } });
    if (!member) throw validationFailed([{ path: 'assigneeId', message: "Not an active member of this tenant: give a member's user id, or null." }]);
  }
}

const issueIdRow = z.object({ issue_id: z.string() });

/**
 * Applies a checked change to the site's issues `ids` in one statement: the status (an accepted issue keeps
 * the impact it was accepted at, to be reopened if it grows), the reason (cleared when the status changes
 * without one), the assignee; one history event per issue that changed (actor: the caller). The ids of
 * the issues that changed, in id order.
 */
export async function applyTriage(tx: CommitTx, ctx: Principal, site: { id: string; tenantId: string }, ids: string[], change: TriageInput): Promise<string[]> {
  if (ids.length === 0) return [];
  const status = change.status ?? null;
  const reason = change.reason ?? null;
  const assigneeGiven = change.assigneeId !== undefined;
  const assignee = change.assigneeId ?? null;
  const rows = await tx.$queryRaw`
    WITH before AS (
      SELECT id, status, reason, assignee_id FROM tracked_issues
       WHERE site_id = ${site.id} AND ${sqlInTenant(site)} AND id = ANY(${ids}::text[])
       ORDER BY id FOR UPDATE),
    up AS (
      UPDATE tracked_issues t SET
        status = coalesce(${status}::text, t.status),
        reason = CASE WHEN ${reason}::text IS NOT NULL THEN ${reason}::text
                      WHEN ${status}::text IS NOT NULL AND ${status}::text <> t.status THEN NULL
                      ELSE t.reason END,
        accepted_impact = CASE WHEN ${status}::text IS NULL THEN t.accepted_impact
                               WHEN ${status}::text = 'accepted' THEN CASE WHEN t.status = 'accepted' THEN t.accepted_impact ELSE t.impact END
                               ELSE NULL END,
        assignee_id = CASE WHEN ${assigneeGiven}::boolean THEN ${assignee}::text ELSE t.assignee_id END,
        updated_at = now()
        FROM before b WHERE t.id = b.id
      RETURNING t.id, t.status, t.reason, t.assignee_id)
    INSERT INTO tracked_issue_events (id, tenant_id, site_id, issue_id, scan_id, actor, from_status, to_status, reason, assignee_id, at)
    SELECT 'tev_' || replace(gen_random_uuid()::text, '-', ''), ${site.tenantId}, ${site.id}, up.id, NULL, ${actorId(ctx)}, b.status, up.status,
           up.reason, up.assignee_id, now()
      FROM up JOIN before b ON b.id = up.id
     WHERE (b.status, b.reason, b.assignee_id) IS DISTINCT FROM (up.status, up.reason, up.assignee_id)
    RETURNING issue_id`;
  const changed = parseRows(issueIdRow, rows, 'triaged issues');
  return changed.map((r) => r.issue_id).sort();
}

/**
 * People's triage of one tracked issue: `in_progress`, `accepted` or `false_positive` (with a reason), back
 * to `open`, and an assignee; `fixed` and `reopened` are the scans' to say. Kept as history.
 */
export async function triageIssue(ctx: Principal, siteId: string, issueId: string, input: TriageInput): Promise<TrackedIssueDto> {
  authorize(ctx, 'scanner:write');
  return transaction(async (tx) => {
    const site = await siteOf(tx, ctx, siteId);
    const exists = await tx.trackedIssue.findFirst({ where: { tenantId: site.tenantId, siteId: site.id, id: issueId }, select: { id: true } });
    if (!exists) throw new AppError('not_found', 'Tracked issue not found.');
    await checkTriage(tx, site.tenantId, input);
    await applyTriage(tx, ctx, site, [issueId], input);
    return toIssueDto(await tx.trackedIssue.findUniqueOrThrow({ where: { id: issueId } }));
  });
}
