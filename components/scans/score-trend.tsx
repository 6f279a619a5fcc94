import Link from 'next/link';
import { Cell, formatDate, Table } from '@/components/ui/table.tsx';
import type { ScanKind, ScorePointDto } from '@/lib/scanner/score-history.ts';
import { standardLabel } from './labels.ts';

/** What the trend is of, in words: a site scan's score and a single page's are never on one trend. */
const KIND_WORDS = {
  page: { scans: 'single-page scans of this page', only: 'This is the only completed single-page scan of this page so far.' },
  site: { scans: 'site scans from this URL', only: 'This is the only completed site scan from this URL so far.' },
} as const;

const KIND_NOTE = {
  page: 'Single-page scans of this URL only: site scans starting here score all the pages they reach, and have a trend of their own.',
  site: 'Site scans starting at this URL only, each scoring all the pages it scanned: single-page scans of this URL have a trend of their own.',
} as const;

const WIDTH = 640;
const TOP = 24;
const PLOT = 160;
const HEIGHT = TOP + PLOT + 44;

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The chart's words: the first and latest score, and the change between them. */
export function describeTrend(points: ScorePointDto[], kind: ScanKind): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const change = last.score - first.score;
  const direction = change > 0 ? `up ${change} points` : change < 0 ? `down ${-change} points` : 'unchanged';
  return `Scores of the last ${points.length} completed ${KIND_WORDS[kind].scans}, out of 100: from ${first.score} on ${shortDate(first.completedAt)} to ${last.score} on ${shortDate(last.completedAt)}, ${direction}.`;
}

/**
 * A bar per completed scan of the URL and kind (site or single page), oldest on the left, each with its
 * score written above it; the current scan's bar is darker and labelled "this scan". The table after it
 * holds the same numbers; a site's also the pages each scan scanned.
 */
export function ScoreTrend({ points, currentId, kind }: { points: ScorePointDto[]; currentId: string; kind: ScanKind }) {
  const slot = WIDTH / Math.max(points.length, 1);
  const bar = Math.min(48, slot * 0.6);
  const columns = kind === 'site' ? ['Completed', 'Score', 'Issues', 'Pages', 'Standard'] : ['Completed', 'Score', 'Issues', 'Standard'];
  return (
    <>
      <p className="mb-4 text-sm text-slate-700">{KIND_NOTE[kind]}</p>
      {points.length > 1 ? (
        <svg role="img" aria-label={describeTrend(points, kind)} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mb-4 h-auto w-full max-w-2xl">
          <line x1={0} x2={WIDTH} y1={TOP + PLOT} y2={TOP + PLOT} className="stroke-slate-600" strokeWidth={1} />
          {points.map((p, i) => {
            const height = Math.max(2, (p.score / 100) * PLOT);
            const x = i * slot + (slot - bar) / 2;
            const current = p.scanId === currentId;
            return (
              <g key={p.scanId}>
                <rect x={x} y={TOP + PLOT - height} width={bar} height={height} rx={2} className={current ? 'fill-blue-900' : 'fill-blue-600'} />
                <text x={x + bar / 2} y={TOP + PLOT - height - 6} textAnchor="middle" className="fill-slate-900 text-[13px] font-semibold">
                  {p.score}
                </text>
                <text x={x + bar / 2} y={TOP + PLOT + 18} textAnchor="middle" className="fill-slate-700 text-[12px]">
                  {shortDate(p.completedAt)}
                </text>
                {current ? (
                  <text x={x + bar / 2} y={TOP + PLOT + 36} textAnchor="middle" className="fill-slate-900 text-[12px] font-semibold">
                    this scan
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      ) : (
        <p className="mb-4 text-sm text-slate-700">{KIND_WORDS[kind].only} Scan it again to see a trend.</p>
      )}
      <Table caption={`Scores of completed ${KIND_WORDS[kind].scans}, oldest first`} showCaption columns={columns}>
        {points.map((p) => (
          <tr key={p.scanId}>
            <Cell>
              {p.scanId === currentId ? (
                <span className="font-semibold">{formatDate(p.completedAt)} (this scan)</span>
              ) : (
                <Link href={`/scans/${p.scanId}`}>{formatDate(p.completedAt)}</Link>
              )}
            </Cell>
            <Cell>{p.score} / 100</Cell>
            <Cell>{p.total}</Cell>
            {kind === 'site' ? <Cell>{p.pagesScanned}</Cell> : null}
            <Cell>{standardLabel(p.standard)}</Cell>
          </tr>
        ))}
      </Table>
    </>
  );
}
