import Link from 'next/link';
import type { ScanPageDto } from '@/lib/scanner/schemas.ts';
import { Badge } from '@/components/ui/table.tsx';
import { RefocusOnChange } from './refocus-on-change.tsx';
import { SortButton } from './sort-button.tsx';

export type PagesSort = 'crawl' | 'url' | 'score' | 'issues';
export type PagesOrder = 'asc' | 'desc';

/** The query parameters of the pages table on a scan's page (its issues use `rule`, `impact`, `cursor`). */
export const PAGES_PARAMS = { sort: 'sort', order: 'order', cursor: 'pages' } as const;

const STATUS = {
  queued: { label: 'queued', tone: 'neutral' },
  running: { label: 'being scanned', tone: 'blue' },
  done: { label: 'scanned', tone: 'green' },
  failed: { label: 'failed', tone: 'red' },
  skipped: { label: 'skipped', tone: 'amber' },
} as const;

/** The order a column starts in: URLs A to Z, the worst scores and the most issues first. */
const FIRST_ORDER: Record<Exclude<PagesSort, 'crawl'>, PagesOrder> = { url: 'asc', score: 'asc', issues: 'desc' };

function caption(sort: PagesSort, order: PagesOrder): string {
  switch (sort) {
    case 'crawl':
      return 'Pages of this scan, in the order the crawl found them';
    case 'url':
      return `Pages of this scan, by URL, ${order === 'asc' ? 'A to Z' : 'Z to A'}`;
    case 'score':
      return `Pages of this scan, by score, ${order === 'asc' ? 'lowest first' : 'highest first'}`;
    case 'issues':
      return `Pages of this scan, by issues, ${order === 'asc' ? 'fewest first' : 'most first'}`;
  }
}

/**
 * A site scan's pages, a page of rows at a time (sorted and paged on the server): each page's URL (a link
 * to the page itself), status, score, issues and error. URL, score and issues sort with buttons in their
 * header cells, which carry `aria-sort`.
 */
export function ScanPagesTable({
  pages,
  basePath,
  sort,
  order,
  offset,
  limit,
  total,
  nextCursor,
  previousCursor,
}: {
  pages: ScanPageDto[];
  basePath: string;
  sort: PagesSort;
  order: PagesOrder;
  offset: number;
  limit: number;
  /** Pages found in all, when known. */
  total: number | null;
  nextCursor: string | null;
  /** Null on the first page; '' for the first page itself. */
  previousCursor: string | null;
}) {
  const href = (next: { sort: PagesSort; order: PagesOrder; cursor?: string }) => {
    const search = new URLSearchParams();
    if (next.sort !== 'crawl') search.set(PAGES_PARAMS.sort, next.sort);
    if (next.sort !== 'crawl') search.set(PAGES_PARAMS.order, next.order);
    if (next.cursor) search.set(PAGES_PARAMS.cursor, next.cursor);
    const query = search.toString();
    return query ? `${basePath}?${query}` : basePath;
  };
  const sortable = (column: Exclude<PagesSort, 'crawl'>, label: string) => {
    const active = sort === column;
    const direction = active ? (order === 'asc' ? 'ascending' : 'descending') : null;
    const nextOrder: PagesOrder = active ? (order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[column];
    return (
      <th scope="col" aria-sort={direction ?? undefined} className="px-3 py-1 font-semibold text-slate-900">
        <SortButton label={label} direction={direction} href={href({ sort: column, order: nextOrder })} />
      </th>
    );
  };
  const plain = (label: string) => (
    <th scope="col" className="px-3 py-2 font-semibold text-slate-900">
      {label}
    </th>
  );
  const first = pages.length ? offset + 1 : 0;
  const last = offset + pages.length;
  const range = `Pages ${first}–${last}${total !== null ? ` of ${total}` : ''}`;

  return (
    <RefocusOnChange token={`${sort}:${order}:${offset}`}>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left font-semibold">
            {caption(sort, order)}. <span className="block font-normal text-slate-700">{range}.</span>
          </caption>
          <thead>
            <tr className="border-b border-slate-400">
              {sortable('url', 'URL')}
              {plain('Status')}
              {sortable('score', 'Score')}
              {sortable('issues', 'Issues')}
              {plain('Error')}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {pages.map((p) => (
              <tr key={p.id}>
                <td className="max-w-md px-3 py-2 align-top">
                  {/* The scanned site itself: no referrer, so the portal's address does not reach it. */}
                  <a href={p.url} rel="external noreferrer" className="break-all">
                    {p.url}
                    <span className="sr-only"> (external)</span>
                  </a>
                  {p.title ? <span className="block break-words text-slate-700">{p.title}</span> : null}
                </td>
                <td className="px-3 py-2 align-top">
                  <Badge tone={STATUS[p.status].tone}>{STATUS[p.status].label}</Badge>
                </td>
                <td className="px-3 py-2 align-top whitespace-nowrap">{p.score === null ? '—' : `${Math.round(p.score)} / 100`}</td>
                <td className="px-3 py-2 align-top">
                  {p.status === 'done' ? p.issues : '—'}
                  {p.issuesDropped ? <span className="block text-slate-700">{p.issuesDropped} more not kept</span> : null}
                </td>
                <td className="px-3 py-2 align-top break-words">{p.error ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {previousCursor !== null || nextCursor ? (
        <nav aria-label="Pages of the table" className="mt-4 flex flex-wrap gap-4">
          {previousCursor !== null ? (
            <Link href={href({ sort, order, cursor: previousCursor || undefined })} scroll={false}>
              Previous {limit} pages
            </Link>
          ) : null}
          {nextCursor ? (
            <Link href={href({ sort, order, cursor: nextCursor })} scroll={false}>
              Next {limit} pages
            </Link>
          ) : null}
        </nav>
      ) : null}
    </RefocusOnChange>
  );
}
