import type { TrackedIssue, TrackedIssueEvent } from '@/lib/db/generated/client.ts';
import type { Principal } from '@/lib/auth/permissions.ts';
import type { Tx } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import { ADVISED_RULES, adviceFor } from '@/lib/remediation/advice.ts';
import type { IMPACTS } from '@/lib/scanner/schemas.ts';
import type { TrackedIssueDto, TrackedStatus, trackedIssueEventDto } from './schemas.ts';
import type { z } from 'zod';

/** The caller's site (its id and tenant), or 404 for an unknown site or another tenant's. */
export async function siteOf(tx: Tx, ctx: Principal, siteId: string): Promise<{ id: string; tenantId: string }> {
  const site = await tx.site.findFirst({ where: { ...inTenant(ctx), id: siteId }, select: { id: true, tenantId: true } });
  if (!site) throw notFound('Site');
  return site;
}

const advised = new Set(ADVISED_RULES);

/** How to fix it: the remediation layer's instruction for its rule; null for a rule it has none for. */
function fixOf(issue: Pick<TrackedIssue, 'ruleId' | 'help' | 'helpUrl' | 'wcag'>): string | null {
  if (!advised.has(issue.ruleId)) return null;
  return adviceFor({ ruleId: issue.ruleId, help: issue.help, helpUrl: issue.helpUrl, wcag: issue.wcag, bestPractice: issue.wcag.length === 0 }).after;
}

export function toIssueDto(t: TrackedIssue): TrackedIssueDto {
  return {
    id: t.id,
    siteId: t.siteId,
    fingerprint: t.fingerprint,
    ruleId: t.ruleId,
    impact: t.impact as (typeof IMPACTS)[number],
    wcag: t.wcag,
    level: t.level,
    engines: t.engines,
    description: t.description,
    help: t.help,
    helpUrl: t.helpUrl,
    selector: t.selector,
    html: t.html,
    status: t.status as TrackedStatus,
    reason: t.reason,
    assigneeId: t.assigneeId,
    latestCheck: t.latestCheck as TrackedIssueDto['latestCheck'],
    occurrences: t.occurrences,
    priority: t.priority,
    fix: fixOf(t),
    firstSeenAt: t.firstSeenAt.toISOString(),
    firstSeenScanId: t.firstSeenScanId,
    lastSeenAt: t.lastSeenAt.toISOString(),
    lastSeenScanId: t.lastSeenScanId,
    updatedAt: t.updatedAt.toISOString(),
  };
}

export function toEventDto(e: TrackedIssueEvent): z.infer<typeof trackedIssueEventDto> {
  return {
    at: e.at.toISOString(),
    actor: e.actor,
    scanId: e.scanId,
    from: e.fromStatus as TrackedStatus | null,
    to: e.toStatus as TrackedStatus,
    reason: e.reason,
    assigneeId: e.assigneeId,
  };
}
