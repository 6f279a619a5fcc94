import { Cell, formatDate, Table } from '@/components/ui/table.tsx';
import { minimumText } from './labels.ts';

export interface TrendPoint {
  id: string;
  at: string;
  score: number;
  scoreMeetsMinimum: boolean | null;
  pagesScanned: number;
}

const WIDTH = 640;
const TOP = 24;
const PLOT = 160;
const HEIGHT = TOP + PLOT + 28;

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The chart's words: first and latest score against the minimum. */
export function describeSnapshotTrend(points: TrendPoint[], minScore: number): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const change = last.score - first.score;
  const direction = change > 0 ? `up ${change} points` : change < 0 ? `down ${-change} points` : 'unchanged';
  return `Scores of the last ${points.length} snapshots, out of 100, against a minimum of ${minScore}: from ${first.score} on ${shortDate(first.at)} to ${last.score} on ${shortDate(last.at)}, ${direction}.`;
}

/**
 * A bar per ready snapshot, oldest on the left, its score written above it and the minimum as a dashed
 * line; the table after it holds the same numbers with whether each meets the minimum in words.
 */
export function SnapshotTrend({ points, minScore }: { points: TrendPoint[]; minScore: number }) {
  const slot = WIDTH / Math.max(points.length, 1);
  const bar = Math.min(48, slot * 0.6);
  const minY = TOP + PLOT - (minScore / 100) * PLOT;
  return (
    <>
      {points.length > 1 ? (
        <svg role="img" aria-label={describeSnapshotTrend(points, minScore)} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mb-4 h-auto w-full max-w-2xl">
          <line x1={0} x2={WIDTH} y1={TOP + PLOT} y2={TOP + PLOT} className="stroke-slate-600" strokeWidth={1} />
          {points.map((p, i) => {
            const height = Math.max(2, (p.score / 100) * PLOT);
            const x = i * slot + (slot - bar) / 2;
            return (
              <g key={p.id}>
                <rect x={x} y={TOP + PLOT - height} width={bar} height={height} rx={2} className="fill-blue-700" />
                <text x={x + bar / 2} y={TOP + PLOT - height - 6} textAnchor="middle" className="fill-slate-900 text-[13px] font-semibold">
                  {p.score}
                </text>
                <text x={x + bar / 2} y={TOP + PLOT + 18} textAnchor="middle" className="fill-slate-700 text-[12px]">
                  {shortDate(p.at)}
                </text>
              </g>
            );
          })}
          <line x1={0} x2={WIDTH} y1={minY} y2={minY} className="stroke-red-800" strokeWidth={2} strokeDasharray="6 4" />
          <text x={WIDTH - 4} y={minY - 6} textAnchor="end" className="fill-red-900 text-[12px] font-semibold">
            minimum {minScore}
          </text>
        </svg>
      ) : (
        <p className="mb-4 text-sm text-slate-700">Only one snapshot so far: take another to see a trend.</p>
      )}
      <Table caption="Scores of the target's snapshots, oldest first" showCaption columns={['Date', 'Score', 'Score vs minimum', 'Pages scanned']}>
        {points.map((p) => (
          <tr key={p.id}>
            <Cell>{formatDate(p.at)}</Cell>
            <Cell>{p.score} / 100</Cell>
            <Cell>{minimumText(p.scoreMeetsMinimum)}</Cell>
            <Cell>{p.pagesScanned}</Cell>
          </tr>
        ))}
      </Table>
    </>
  );
}
