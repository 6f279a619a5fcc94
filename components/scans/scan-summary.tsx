import type { ReactNode } from 'react';
import { formatDate } from '@/components/ui/table.tsx';
import type { ScanJobDto } from '@/lib/scanner/schemas.ts';
import { engineLabel, engineList } from './engines.ts';
import { formatMs, IMPACT_LABELS, standardLabel } from './labels.ts';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-md border border-slate-300 p-3">
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className="mt-1 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** What a scan found and how it ran: score, counts by impact and against the previous scan, engines, timings. */
export function ScanSummary({ job }: { job: ScanJobDto }) {
  const s = job.summary;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {s ? (
        <>
          <Item term="Score">
            <span className="text-2xl font-bold">{s.score}</span> of 100
          </Item>
          <Item term="Issues">{s.total}</Item>
          {(['critical', 'serious', 'moderate', 'minor'] as const).map((impact) => (
            <Item key={impact} term={IMPACT_LABELS[impact]}>
              {s[impact]}
            </Item>
          ))}
          <Item term="New since the last scan">{s.new}</Item>
          <Item term="Recurring">{s.recurring}</Item>
          <Item term="Fixed since the last scan">{s.fixed}</Item>
          <Item term="Dismissed">{s.dismissed}</Item>
          {s.needsReview !== undefined ? <Item term="Needs review (not in the score)">{s.needsReview}</Item> : null}
        </>
      ) : null}
      <Item term="Standard">{standardLabel(job.standard)}</Item>
      <Item term="Pages scanned">{job.pagesScanned}</Item>
      {/* What ran, with versions; before the first page, what was asked for. */}
      <Item term={job.options.engines.length > 1 ? 'Engines' : 'Engine'}>
        {job.engines.length ? job.engines.map((e) => `${engineLabel(e.name)} ${e.version}`).join(', ') : engineList(job.options.engines)}
      </Item>
      <Item term="Page title">{job.pageTitle ?? '—'}</Item>
      <Item term="Final URL">{job.finalUrl ?? '—'}</Item>
      <Item term="Submitted">{formatDate(job.createdAt)}</Item>
      <Item term="Started">{formatDate(job.startedAt)}</Item>
      <Item term="Completed">{formatDate(job.completedAt)}</Item>
      {job.timings ? (
        <Item term="Timings">
          {formatMs(job.timings.totalMs)} in all: loading {formatMs(job.timings.loadMs)}, checking {formatMs(job.timings.analyzeMs)}
        </Item>
      ) : null}
      <Item term="Options">
        {[
          job.options.includeBestPractices ? 'best practices included' : 'WCAG rules only',
          job.options.crawl ? `linked pages: up to ${job.options.crawl.maxPages}, depth ${job.options.crawl.maxDepth}` : 'this page only',
        ].join('; ')}
      </Item>
    </dl>
  );
}
