import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { REPORT_STATUS_LABELS, REPORT_TYPE_LABELS } from '@/components/compliance/labels.ts';
import { ButtonLink } from '@/components/ui/button.tsx';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { formatDate } from '@/components/ui/table.tsx';
import { getReport } from '@/lib/compliance/get-report.ts';
import { getSnapshot } from '@/lib/compliance/get-snapshot.ts';
import { AppError } from '@/lib/errors.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';

type Params = Promise<{ id: string }>;

/** The report, or null for one that does not exist or belongs to another tenant (the same 404). */
const loadReport = cache(async (id: string) => {
  const ctx = await requirePortalContext();
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
  try {
    const report = await getReport(ctx.principal, id);
    const snapshot = report.snapshotId ? await getSnapshot(ctx.principal, report.snapshotId).catch(snapshotGone) : null;
    return { report, snapshot };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
});

/** A report outlives its snapshot: a deleted one shows as none; any other failure is the page's error. */
function snapshotGone(error: unknown): null {
  if (error instanceof AppError && error.code === 'not_found') return null;
  throw error;
}

const reportName = (report: { type: keyof typeof REPORT_TYPE_LABELS; product: { name: string; version?: string } }) =>
  `${REPORT_TYPE_LABELS[report.type]} of ${report.product.name}${report.product.version ? ` ${report.product.version}` : ''}`;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const loaded = await loadReport((await params).id);
  return { title: loaded ? reportName(loaded.report) : 'Report not found' };
}

/**
 * The live report the PDF and HTML editions link back to: its status, where it came from, and its formats.
 * The HTML edition opens here under a policy that runs no script (the html route beside this page).
 */
export default async function ReportPage({ params }: { params: Params }) {
  const loaded = await loadReport((await params).id);
  if (!loaded) notFound();
  const { report, snapshot } = loaded;
  const name = reportName(report);
  return (
    <>
      <PageHeader title={name} description={`Report ${report.id}.`} actions={<ButtonLink href="/compliance">All targets and reports</ButtonLink>} />
      <Section title="About this report">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">Status</dt>
          <dd>
            {REPORT_STATUS_LABELS[report.status]}
            {report.status === 'failed' && report.error ? `: ${report.error}` : ''}
          </dd>
          <dt className="font-semibold">Target</dt>
          <dd>{report.targetId ? <Link href={`/compliance/targets/${report.targetId}`}>Open the target</Link> : 'Deleted; the report is kept.'}</dd>
          <dt className="font-semibold">Snapshot</dt>
          <dd>{snapshot ? `${formatDate(snapshot.readyAt ?? snapshot.createdAt)} (${snapshot.status})` : 'Deleted with its target.'}</dd>
          {snapshot?.conformance ? (
            <>
              <dt className="font-semibold">Conformance</dt>
              <dd>{snapshot.conformance.summary}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Draft</dt>
          <dd>{report.type === 'vpat' ? (report.draft ? 'Yes: some A or AA criteria are not yet evaluated' : 'No') : '—'}</dd>
          <dt className="font-semibold">Requested</dt>
          <dd>{formatDate(report.createdAt)}</dd>
        </dl>
      </Section>
      <Section title="Formats">
        {report.downloads ? (
          <ul className="list-disc space-y-1 pl-5">
            <li>
              <a href={`/compliance/reports/${report.id}/html`}>Open the HTML edition</a> (accessible; shown with no script allowed)
            </li>
            <li>
              <a href={report.downloads.pdf} download>
                Download the PDF
              </a>{' '}
              (tagged, with bookmarks)
            </li>
            <li>
              <a href={report.downloads.html} download>
                Download the HTML edition
              </a>
            </li>
            {report.downloads.openacr ? (
              <li>
                <a href={report.downloads.openacr} download>
                  Download OpenACR (YAML)
                </a>
              </li>
            ) : null}
          </ul>
        ) : (
          <p className="text-slate-700">
            {report.status === 'failed' ? 'The report failed: there is nothing to download.' : 'Not ready yet: reload the page in a moment.'}
          </p>
        )}
        <p className="mt-3 text-sm text-slate-700">{`This page is the report's permanent address: ${name}.`}</p>
      </Section>
    </>
  );
}
