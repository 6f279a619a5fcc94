import type { ScanProgress } from '@/lib/scanner/schemas.ts';

function Count({ term, value }: { term: string; value: string | number }) {
  return (
    <div className="rounded-md border border-slate-300 px-3 py-2">
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * Where a site scan's pages stand: done, waiting, being scanned, failed, skipped, and the pace. Not a live
 * region: it changes with every page, and the status sentence above it announces what matters.
 */
export function SitePagesProgress({ progress, active }: { progress: ScanProgress; active: boolean }) {
  const found = progress.done + progress.queued + progress.running + progress.failed + progress.skipped;
  const pace = progress.pagesPerMinute === null ? '—' : `${progress.pagesPerMinute.toLocaleString('en-GB')}`;
  return (
    <div className="mt-4">
      <p className="mb-2 text-sm text-slate-700">
        {active ? `${found} ${found === 1 ? 'page' : 'pages'} found so far.` : `${found} ${found === 1 ? 'page' : 'pages'} found.`}
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Count term="Done" value={progress.done} />
        <Count term="Queued" value={progress.queued} />
        <Count term="Being scanned" value={progress.running} />
        <Count term="Failed" value={progress.failed} />
        <Count term="Skipped" value={progress.skipped} />
        <Count term="Pages per minute" value={pace} />
      </dl>
    </div>
  );
}
