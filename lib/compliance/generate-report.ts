import { AXE_CORE_VERSION } from './catalogue.generated.ts';
import { publicBaseUrl } from '@/lib/api/base-url.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { unsafeById } from '@/lib/db/scope.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { emitWebhookEvent } from '@/lib/webhooks/emit.ts';
import { allCriteria } from '@/lib/wcag/criteria.ts';
import { parseStandard, type WcagStandard } from '@/lib/wcag/standards.ts';
import { reportProduct } from './columns.ts';
import { toEvaluationDto, toReportDto, toSnapshotDto } from './dtos.ts';
import { startPageIds } from './snapshot-data.ts';
import { defineTask, runTask } from '@/lib/compute/pool.ts';
import { AppError } from '@/lib/errors.ts';
import { InvalidOpenAcrError } from './report/build-report.ts';
import { printPdf } from './report/print-pdf.ts';
import type { BuiltDocuments, BuiltReport, Impact, ReportDismissal, ReportEngine, ReportInput } from './report/types.ts';
import { ScanFailedError } from '@/lib/scanner/render/errors.ts';
import { keysOf } from '@/lib/scanner/issue-identity.ts';
import { reportsOfRow, scanDetailsOf } from '@/lib/scanner/schemas.ts';
import type { ReportDto } from './schemas.ts';

type Tasks = typeof import('./report/tasks.ts');
/** The report builders in a compute worker; the benchmark's 50-page VPAT takes a fraction of a second. */
export const buildReportTask = defineTask<Tasks, 'buildReportTask'>('lib/compliance/report/tasks.ts', 'buildReportTask', {
  budgetMs: 60_000,
  label: 'report rendering',
});

/**
 * The generate-report workflow's work: the report's data read from the database (by the ids its event
 * names), the builders run over it, every format stored, and `report.ready` announced in the same commit.
 */

/** queued → generating; false when the report is gone or already done (a replayed event). */
export async function markGenerating(reportId: string): Promise<boolean> {
  const { count } = await db.complianceReport.updateMany({
    where: { ...unsafeById(reportId), status: { in: ['queued', 'generating'] } },
    data: { status: 'generating' },
  });
  return count > 0;
}

/** The report's target (with its snapshot) was deleted before the report was generated. */
export class ReportSourceGoneError extends Error {
  override name = 'ReportSourceGoneError';
}

/** Everything the builders read, as plain data. */
export async function loadReportInput(reportId: string): Promise<{ tenantId: string; type: 'vpat' | 'compliance'; input: ReportInput }> {
  const report = await db.complianceReport.findUniqueOrThrow({ where: unsafeById(reportId), include: { target: true, snapshot: true } });
  const { target, snapshot } = report;
  if (!target || !snapshot) throw new ReportSourceGoneError('The target was deleted before the report was generated.');
  const scope = { tenantId: report.tenantId };
  const startPages = await startPageIds(db, scope, snapshot.scanIds);
  const [previous, evaluations, issues, scans] = await Promise.all([
    db.complianceSnapshot.findMany({
      where: { ...scope, targetId: target.id, status: 'ready', createdAt: { lt: snapshot.createdAt } },
      orderBy: { createdAt: 'desc' },
      take: 11,
      select: { createdAt: true, score: true, scoreMeetsMinimum: true },
    }),
    db.complianceEvaluation.findMany({ where: { ...scope, targetId: target.id, evaluatedAt: { lte: report.createdAt } }, orderBy: { criterion: 'asc' } }),
    db.scanIssue.findMany({
      // The target's own pages only: a site scan's other pages are not the target's (snapshot-data.ts).
      where: {
        ...scope,
        jobId: { in: snapshot.scanIds },
        bestPractice: false,
        // A crawl of the target's site counts whole.
        OR: [{ pageId: null }, { pageId: { in: startPages } }, ...(target.siteId ? [{ job: { siteId: target.siteId } }] : [])],
      },
      select: {
        ruleId: true,
        impact: true,
        wcag: true,
        help: true,
        pageUrl: true,
        selector: true,
        fingerprint: true,
        aliases: true,
        engine: true,
        reports: true,
        failureSummary: true,
        trackedIssueId: true,
      },
    }),
    db.scanJob.findMany({ where: { ...scope, id: { in: snapshot.scanIds } }, select: { details: true } }),
  ]);
  // Dismissals as of the snapshot, as it was computed: later ones show in the next snapshot, not in this report.
  const asOf = snapshot.readyAt ?? snapshot.createdAt;
  const dismissals = await db.scanDismissal.findMany({
    where: { ...scope, fingerprint: { in: [...new Set(issues.flatMap(keysOf))] }, createdAt: { lte: asOf } },
    select: { fingerprint: true, reason: true, createdAt: true },
  });
  const dismissedBy = new Map(dismissals.map((d) => [d.fingerprint, d]));
  const cited = new Map<string, ReportDismissal>();
  for (const issue of issues) {
    const dismissal = keysOf(issue)
      .map((key) => dismissedBy.get(key))
      .find(Boolean);
    if (!dismissal) continue;
    const key = `${issue.ruleId}\u0000${dismissal.reason ?? ''}`;
    const entry = cited.get(key) ?? {
      ruleId: issue.ruleId,
      wcag: issue.wcag,
      occurrences: 0,
      reason: dismissal.reason,
      dismissedAt: dismissal.createdAt.toISOString(),
    };
    entry.occurrences++;
    if (dismissal.createdAt.toISOString() > entry.dismissedAt) entry.dismissedAt = dismissal.createdAt.toISOString();
    cited.set(key, entry);
  }
  // A site's tracked issues people marked false positive or accepted, as of the snapshot: their latest change by then.
  const triaged = await triageAsOf([...new Set(issues.flatMap((i) => (i.trackedIssueId ? [i.trackedIssueId] : [])))], asOf);
  for (const issue of issues) {
    const triage = issue.trackedIssueId ? triaged.get(issue.trackedIssueId) : undefined;
    if (!triage || keysOf(issue).some((key) => dismissedBy.has(key))) continue;
    const key = `${triage.kind}\u0000${issue.ruleId}\u0000${triage.reason ?? ''}`;
    const entry = cited.get(key) ?? {
      kind: triage.kind,
      ruleId: issue.ruleId,
      wcag: issue.wcag,
      occurrences: 0,
      reason: triage.reason,
      dismissedAt: triage.at,
    };
    entry.occurrences++;
    if (triage.at > entry.dismissedAt) entry.dismissedAt = triage.at;
    cited.set(key, entry);
  }
  // False positives leave the findings; an accepted barrier stays one (cited as accepted, and still failing).
  const setAside = (i: (typeof issues)[number]) =>
    keysOf(i).some((key) => dismissedBy.has(key)) || (!!i.trackedIssueId && triaged.get(i.trackedIssueId)?.kind === 'false_positive');
  const engines = new Map<string, ReportEngine>();
  for (const scan of scans) {
    for (const e of scanDetailsOf(scan)?.engines ?? []) engines.set(`${e.name} ${e.version}`, { name: e.name, version: e.version });
  }
  // The axe-core this process runs, for reports whose scans recorded no engines.
  if (!engines.size) engines.set('axe-core', { name: 'axe-core', version: AXE_CORE_VERSION });
  const standard = target.standard as WcagStandard;
  return {
    tenantId: report.tenantId,
    type: report.type as 'vpat' | 'compliance',
    input: {
      report: { id: report.id, url: `${publicBaseUrl()}/compliance/reports/${report.id}` },
      target: {
        id: target.id,
        name: target.name,
        standard,
        urls: target.urls,
        minScore: target.minScore,
        deadline: target.deadline ? target.deadline.toISOString().slice(0, 10) : null,
      },
      snapshot: toSnapshotDto(snapshot, target.minScore),
      criteria: [...allCriteria(parseStandard(standard).version)],
      previous: previous.map((p) => ({ createdAt: p.createdAt.toISOString(), score: p.score, scoreMeetsMinimum: p.scoreMeetsMinimum })),
      evaluations: evaluations.map(toEvaluationDto),
      dismissals: [...cited.values()],
      issues: issues
        .filter((i) => !setAside(i))
        .map((i) => ({
          ruleId: i.ruleId,
          impact: i.impact as Impact,
          wcag: i.wcag,
          help: i.help,
          pageUrl: i.pageUrl,
          selector: i.selector,
          engines: [...new Set(reportsOfRow(i).map((r) => r.engine))],
        })),
      product: reportProduct(report),
      generatedAt: now(),
      engines: [...engines.values()],
    },
  };
}

/**
 * Every format of the report: built in a compute worker, the PDF printed from it by the browser on this
 * thread (its work is in Chromium's processes); or why the report fails.
 */
async function render(tenantId: string, type: 'vpat' | 'compliance', input: ReportInput): Promise<BuiltReport | { failed: string }> {
  let built: BuiltDocuments;
  try {
    const rendered = await runTask(buildReportTask, { type, input }, { tenantId });
    if (!('built' in rendered)) return { failed: new InvalidOpenAcrError(rendered.invalidOpenAcr).message };
    built = rendered.built;
  } catch (error) {
    // Past its budget the same report would run out of time again: it fails, saying so, instead of retrying.
    if (error instanceof AppError && error.code === 'unavailable') return { failed: error.message };
    throw error;
  }
  try {
    const pdf = await printPdf(built.printHtml);
    return { pdf, html: built.html, openacr: built.openacr, draft: built.draft };
  } catch (error) {
    // No browser, or one that ran out of time: retrying would not help. A crash is retried by the workflow.
    if (error instanceof ScanFailedError && error.reason !== 'browser_crash') return { failed: `The PDF could not be printed: ${error.message}` };
    throw error;
  }
}

/**
 * Builds and stores every format, marks the report ready and announces `report.ready`; an OpenACR export
 * that does not validate fails the report with the reason.
 */
export async function generateReport(reportId: string): Promise<{ status: ReportDto['status'] }> {
  let loaded: Awaited<ReturnType<typeof loadReportInput>>;
  try {
    loaded = await loadReportInput(reportId);
  } catch (error) {
    if (!(error instanceof ReportSourceGoneError)) throw error;
    await failReport(reportId, error.message);
    return { status: 'failed' };
  }
  const { tenantId, type, input } = loaded;
  const built = await render(tenantId, type, input);
  if ('failed' in built) {
    await failReport(reportId, built.failed);
    return { status: 'failed' };
  }
  return transaction(async (tx) => {
    const row = await tx.complianceReport.update({
      where: unsafeById(reportId),
      data: { status: 'ready', pdf: built.pdf, html: built.html, openacr: built.openacr, draft: built.draft, error: null, readyAt: now() },
    });
    const dto = toReportDto(row);
    await emitWebhookEvent(
      row.tenantId,
      'report.ready',
      { reportId: dto.id, type: dto.type, targetId: dto.targetId, snapshotId: dto.snapshotId, draft: dto.draft, downloads: dto.downloads },
      { tx },
    );
    return { status: 'ready' as const };
  });
}

/** The report failed: `error` says why (shown to the caller, so never a raw internal message). */
export async function failReport(reportId: string, error: string): Promise<void> {
  await db.complianceReport.updateMany({
    where: { ...unsafeById(reportId), status: { not: 'ready' } },
    data: { status: 'failed', error: error.slice(0, 2000) },
  });
}

/** Of these tracked issues, those whose latest status change by `asOf` marked them false positive or accepted. */
async function triageAsOf(issueIds: string[], asOf: Date): Promise<Map<string, { kind: 'false_positive' | 'accepted'; reason: string | null; at: string }>> {
  if (!issueIds.length) return new Map();
  const events = await db.trackedIssueEvent.findMany({
    where: { issueId: { in: issueIds }, at: { lte: asOf } },
    orderBy: [{ issueId: 'asc' }, { at: 'desc' }, { id: 'desc' }],
    distinct: ['issueId'],
    select: { issueId: true, toStatus: true, reason: true, at: true },
  });
  return new Map(
    events.flatMap((e) =>
      e.toStatus === 'false_positive' || e.toStatus === 'accepted'
        ? [[e.issueId, { kind: e.toStatus, reason: e.reason, at: e.at.toISOString() }] as const]
        : [],
    ),
  );
}
