'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { isReportActive, REPORT_STATUS_LABELS, REPORT_TYPE_LABELS } from '@/components/compliance/labels.ts';
import { apiGet, type GetResult } from '@/components/portal/live/api.ts';
import { LiveError } from '@/components/portal/live/live-error.tsx';
import { useLiveQuery } from '@/components/portal/live/use-live-query.ts';
import { Badge, Cell, EmptyState, formatDate, Table } from '@/components/ui/table.tsx';
import { REPORTS_QUERY_KEY, REPORTS_SHOWN } from './reports-query.ts';

/** One report of GET /compliance/reports as the contract declares it. */
type Report = GetResult<'/compliance/reports'>['data'][number];

const STATUS_TONES = { queued: 'blue', generating: 'blue', ready: 'green', failed: 'red' } as const;

/**
 * The reports, newest first, polled while any is queued or generating. When one finishes, the polite
 * status region says so ("Report ready: …") and its downloads appear.
 */
export function ReportsTable({ initial, targetNames }: { initial: Report[]; targetNames: Record<string, string> }) {
  const { data, failure } = useLiveQuery({
    queryKey: REPORTS_QUERY_KEY,
    read: async (signal) => (await apiGet('/compliance/reports', { query: { limit: REPORTS_SHOWN } }, signal)).data,
    finished: (reports) => !reports?.some((r) => isReportActive(r.status)),
    initialData: initial,
  });
  const reports = data ?? initial;
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef(new Map(initial.map((r) => [r.id, r.status])));
  useEffect(() => {
    const news: string[] = [];
    for (const report of reports) {
      const before = seen.current.get(report.id);
      const name = `${REPORT_TYPE_LABELS[report.type]} of ${report.product.name}`;
      if (before !== report.status) {
        if (report.status === 'ready') news.push(`Report ready: ${name}.`);
        else if (report.status === 'failed') news.push(`Report failed: ${name}. ${report.error ?? ''}`.trim());
        else if (!before) news.push(`Generating the ${name}…`);
      }
      seen.current.set(report.id, report.status);
    }
    if (news.length) setAnnouncement(news.join(' '));
  }, [reports]);

  return (
    <>
      <div role="status" className="mb-3 min-h-6 font-medium text-slate-900">
        {announcement}
      </div>
      <LiveError failure={failure} className="mb-3" />
      {reports.length === 0 ? (
        <EmptyState>No reports yet.</EmptyState>
      ) : (
        <Table caption="Reports, newest first" columns={['Report', 'Target', 'Status', 'Draft', 'Created', 'Downloads']}>
          {reports.map((report) => {
            const name = `${REPORT_TYPE_LABELS[report.type]} of ${report.product.name}`;
            return (
              <tr key={report.id}>
                <Cell>
                  <Link href={`/compliance/reports/${report.id}`} className="font-medium">
                    {REPORT_TYPE_LABELS[report.type]}
                    <span className="sr-only"> of {report.product.name}</span>
                  </Link>
                  <span className="block text-slate-700">
                    {report.product.name}
                    {report.product.version ? ` ${report.product.version}` : ''}
                  </span>
                </Cell>
                <Cell>{report.targetId ? (targetNames[report.targetId] ?? '—') : 'Deleted target'}</Cell>
                <Cell>
                  <Badge tone={STATUS_TONES[report.status]}>{REPORT_STATUS_LABELS[report.status]}</Badge>
                  {report.status === 'failed' && report.error ? <span className="mt-1 block text-red-800">{report.error}</span> : null}
                </Cell>
                <Cell>{report.type === 'vpat' ? (report.draft ? 'Yes: some A or AA criteria are not yet evaluated' : 'No') : '—'}</Cell>
                <Cell>{formatDate(report.createdAt)}</Cell>
                <Cell>
                  {report.downloads ? (
                    <ul className="flex flex-wrap gap-x-3">
                      <li>
                        <a href={report.downloads.pdf} download>
                          PDF<span className="sr-only"> of the {name}</span>
                        </a>
                      </li>
                      <li>
                        <a href={report.downloads.html} download>
                          HTML<span className="sr-only"> of the {name}</span>
                        </a>
                      </li>
                      {report.downloads.openacr ? (
                        <li>
                          <a href={report.downloads.openacr} download>
                            OpenACR<span className="sr-only"> of the {name}</span>
                          </a>
                        </li>
                      ) : null}
                    </ul>
                  ) : isReportActive(report.status) ? (
                    'When ready'
                  ) : (
                    '—'
                  )}
                </Cell>
              </tr>
            );
          })}
        </Table>
      )}
    </>
  );
}
