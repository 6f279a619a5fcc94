import type { Metadata } from 'next';
import Link from 'next/link';
import { CONFORMANCE_LABELS, deadlineText, latestScoreText, minimumText, SCHEDULE_LABELS } from '@/components/compliance/labels.ts';
import { standardLabel } from '@/components/scans/labels.ts';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Cell, EmptyState, formatDate, Table } from '@/components/ui/table.tsx';
import { listReports } from '@/lib/compliance/list-reports.ts';
import { listSnapshots } from '@/lib/compliance/list-snapshots.ts';
import { listTargets } from '@/lib/compliance/list-targets.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { getTenant } from '@/lib/tenants/get-tenant.ts';
import { GenerateReportDialog, type ReportableTarget } from './_components/generate-report-dialog.tsx';
import { NewTargetDialog } from './_components/new-target-dialog.tsx';
import { REPORTS_SHOWN } from './_components/reports-query.ts';
import { ReportsTable } from './_components/reports-table.tsx';

export const metadata: Metadata = { title: 'Compliance' };

const SNAPSHOTS_OFFERED = 5;

export default async function CompliancePage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  const ctx = await requirePortalContext();
  const parsed = pageQuery.safeParse({ cursor: (await searchParams).cursor, limit: 50 });
  const query = parsed.success ? parsed.data : pageQuery.parse({ limit: 50 });
  const [targets, reports, tenant] = await Promise.all([
    listTargets(ctx.principal, query),
    listReports(ctx.principal, { limit: REPORTS_SHOWN }),
    getTenant(ctx.principal, ctx.tenant.id),
  ]);
  const write = ctx.can('compliance:write');
  const today = new Date();

  const names = Object.fromEntries(targets.data.map((t) => [t.id, t.name]));
  // The dialog offers each target's recent ready snapshots, the latest first (and by default); a target
  // without one gets one taken for the report.
  const reportable: ReportableTarget[] = write
    ? await Promise.all(
        targets.data.map(async (t) => ({
          id: t.id,
          name: t.name,
          snapshots: (await listSnapshots(ctx.principal, { targetId: t.id, limit: SNAPSHOTS_OFFERED })).data
            .filter((s) => s.status === 'ready')
            .map((s) => ({ id: s.id, label: `${formatDate(s.readyAt ?? s.createdAt)}, score ${s.score ?? '—'}` })),
        })),
      )
    : [];

  return (
    <>
      <PageHeader
        title="Compliance"
        description="Hold sets of pages to a WCAG standard: a score against your minimum, a deadline, status per success criterion, and VPAT or compliance reports to share."
        actions={write ? <NewTargetDialog defaultStandard={tenant.settings.defaultStandard} /> : null}
      />
      <Section title="Targets">
        {targets.data.length === 0 ? (
          <EmptyState>{write ? 'No targets yet. Use “New target” to choose the pages to hold to a standard.' : 'No targets yet.'}</EmptyState>
        ) : (
          <Table
            caption="Compliance targets, newest first"
            columns={['Target', 'Standard', 'Pages', 'Latest score', 'Score vs minimum', 'Conformance', 'Deadline', 'Schedule']}
          >
            {targets.data.map((target) => (
              <tr key={target.id}>
                <Cell>
                  <Link href={`/compliance/targets/${target.id}`} className="font-medium">
                    {target.name}
                  </Link>
                </Cell>
                <Cell>{standardLabel(target.standard)}</Cell>
                <Cell>{target.urls.length}</Cell>
                <Cell>{latestScoreText(target)}</Cell>
                <Cell>{target.latestSnapshot?.status === 'ready' ? minimumText(target.latestSnapshot.scoreMeetsMinimum) : 'Not known yet'}</Cell>
                <Cell>{target.latestSnapshot?.conformance ? CONFORMANCE_LABELS[target.latestSnapshot.conformance] : 'Not known yet'}</Cell>
                <Cell>{deadlineText(target.deadline, today)}</Cell>
                <Cell>{target.schedule ? `${SCHEDULE_LABELS[target.schedule]}, next ${formatDate(target.nextRunAt)}` : 'None'}</Cell>
              </tr>
            ))}
          </Table>
        )}
        <Pager basePath="/compliance" cursor={query.cursor} nextCursor={targets.nextCursor} />
      </Section>
      <Section title="Reports" actions={write ? <GenerateReportDialog targets={reportable} /> : null}>
        <ReportsTable initial={reports.data} targetNames={names} />
      </Section>
    </>
  );
}
