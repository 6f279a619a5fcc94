import Link from 'next/link';
import { Cell, formatDate, Table } from '@/components/ui/table.tsx';
import type { ScorePointDto } from '@/lib/scanner/score-history.ts';
import { standardLabel } from './labels.ts';

const WIDTH = 640;
const TOP = 24;
const PLOT = 160;
const HEIGHT = TOP + PLOT + 44;

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The chart's words: the first and latest score, and the change between them. */
export function describeTrend(points: ScorePointDto[]): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const change = last.score - first.score;
  const direction = change > 0 ? `up ${change} points` : change < 0 ? `down ${-change} points` : 'unchanged';
  return `Scores of the last ${points.length} completed scans of this page, out of 100: from ${first.score} on ${shortDate(first.completedAt)} to ${last.score} on ${shortDate(last.completedAt)}, ${direction}.`;
}

/**
 * A bar per completed scan of the URL, oldest on the left, each with its score written above it; the
 * current scan's bar is darker and labelled "this scan". The table after it holds the same numbers.
 */
export function ScoreTrend({ points, currentId }: { points: ScorePointDto[]; currentId: string }) {
  const slot = WIDTH / Math.max(points.length, 1);
  const bar = Math.min(48, slot * 0.6);
  return (
    <>
      {points.length > 1 ? (
        <svg role="img" aria-label={describeTrend(points)} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mb-4 h-auto w-full max-w-2xl">
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
        <p className="mb-4 text-sm text-slate-700">This is the only completed scan of this page so far. Scan it again to see a trend.</p>
      )}
      <Table caption="Scores of completed scans of this page, oldest first" showCaption columns={['Completed', 'Score', 'Issues', 'Standard']}>
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
            <Cell>{standardLabel(p.standard)}</Cell>
          </tr>
        ))}
      </Table>
    </>
  );
}
