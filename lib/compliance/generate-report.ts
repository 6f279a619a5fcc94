import { AXE_CORE_VERSION } from './criteria.generated.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { unsafeById } from '@/lib/db/scope.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import type { WcagStandard } from '@/lib/scanner/engine/types.ts';
import { emitWebhookEvent } from '@/lib/webhooks/emit.ts';
import { allCriteria, parseStandard } from './catalogue.ts';
import { toEvaluationDto } from './evaluations.ts';
import { buildReport, InvalidOpenAcrError } from './report/build-report.ts';
import type { Impact, ReportEngine, ReportInput } from './report/types.ts';
import { toReportDto } from './reports.ts';
import type { ReportDto } from './schemas.ts';
import { toSnapshotDto } from './snapshots.ts';

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

/** Everything the builders read, as plain data. */
export async function loadReportInput(reportId: string): Promise<{ type: 'vpat' | 'compliance'; input: ReportInput }> {
  const report = await db.complianceReport.findUniqueOrThrow({ where: unsafeById(reportId), include: { target: true, snapshot: true } });
  const { target, snapshot } = report;
  const scope = { tenantId: report.tenantId };
  const [previous, evaluations, issues, scans] = await Promise.all([
    db.complianceSnapshot.findMany({
      where: { ...scope, targetId: target.id, status: 'ready', createdAt: { lt: snapshot.createdAt } },
      orderBy: { createdAt: 'desc' },
      take: 11,
      select: { createdAt: true, score: true, compliant: true },
    }),
    db.complianceEvaluation.findMany({ where: { ...scope, targetId: target.id, evaluatedAt: { lte: report.createdAt } }, orderBy: { criterion: 'asc' } }),
    db.scanIssue.findMany({
      where: { ...scope, jobId: { in: snapshot.scanIds }, bestPractice: false },
      select: { ruleId: true, impact: true, wcag: true, help: true, pageUrl: true, selector: true, fingerprint: true },
    }),
    db.scanJob.findMany({ where: { ...scope, id: { in: snapshot.scanIds } }, select: { details: true } }),
  ]);
  const dismissed = new Set(
    (
      await db.scanDismissal.findMany({
        where: { ...scope, fingerprint: { in: [...new Set(issues.map((i) => i.fingerprint))] } },
        select: { fingerprint: true },
      })
    ).map((d) => d.fingerprint),
  );
  const engines = new Map<string, ReportEngine>();
  for (const scan of scans) {
    for (const e of (scan.details as { engines?: ReportEngine[] } | null)?.engines ?? [])
      engines.set(`${e.name} ${e.version}`, { name: e.name, version: e.version });
  }
  // The axe-core this process runs, for reports whose scans recorded no engines.
  if (!engines.size) engines.set('axe-core', { name: 'axe-core', version: AXE_CORE_VERSION });
  const standard = target.standard as WcagStandard;
  return {
    type: report.type as 'vpat' | 'compliance',
    input: {
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
      previous: previous.map((p) => ({ createdAt: p.createdAt.toISOString(), score: p.score, compliant: p.compliant })),
      evaluations: evaluations.map(toEvaluationDto),
      issues: issues
        .filter((i) => !dismissed.has(i.fingerprint))
        .map((i) => ({ ruleId: i.ruleId, impact: i.impact as Impact, wcag: i.wcag, help: i.help, pageUrl: i.pageUrl, selector: i.selector })),
      product: report.product as unknown as ReportInput['product'],
      generatedAt: now(),
      engines: [...engines.values()],
    },
  };
}

/**
 * Builds and stores every format, marks the report ready and announces `report.ready`; an OpenACR export
 * that does not validate fails the report with the reason.
 */
export async function generateReport(reportId: string): Promise<{ status: ReportDto['status'] }> {
  const { type, input } = await loadReportInput(reportId);
  let built: Awaited<ReturnType<typeof buildReport>>;
  try {
    built = await buildReport(type, input);
  } catch (error) {
    if (error instanceof InvalidOpenAcrError) {
      await failReport(reportId, error.message);
      return { status: 'failed' };
    }
    throw error;
  }
  return transaction(async (tx) => {
    const row = await tx.complianceReport.update({
      where: unsafeById(reportId),
      data: { status: 'ready', pdf: new Uint8Array(built.pdf), html: built.html, openacr: built.openacr, draft: built.draft, error: null, readyAt: now() },
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
