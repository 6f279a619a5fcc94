import { IMPACT_LABELS } from '@/components/scans/labels.ts';
import { Cell, formatDate, Table } from '@/components/ui/table.tsx';

export type ImpactCounts = { critical: number; serious: number; moderate: number; minor: number };
/** One completed scan of a site: when, its score, and the tracked issues open after it, by impact. */
export interface ImpactPoint {
  scanId: string;
  completedAt: string;
  score: number | null;
  open: ImpactCounts;
}

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
// Each at least 3:1 against white (non-text contrast), told apart by order and the table too.
const FILL = { critical: 'fill-red-800', serious: 'fill-orange-700', moderate: 'fill-amber-700', minor: 'fill-slate-600' } as const;
const SWATCH = { critical: 'bg-red-800', serious: 'bg-orange-700', moderate: 'bg-amber-700', minor: 'bg-slate-600' } as const;

const WIDTH = 640;
const TOP = 16;
const PLOT = 140;
const HEIGHT = TOP + PLOT + 28;

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const total = (c: ImpactCounts) => c.critical + c.serious + c.moderate + c.minor;

export function describeImpactTrend(points: readonly ImpactPoint[]): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const latest = IMPACTS.map((i) => `${last.open[i]} ${i}`).join(', ');
  return `Open issues after each of the last ${points.length} completed scans: ${total(first.open)} on ${shortDate(first.completedAt)}, ${total(last.open)} on ${shortDate(last.completedAt)} (${latest}).`;
}

/** A stacked bar per completed scan, oldest on the left; the table after it holds the same numbers. */
export function ImpactTrend({ points }: { points: readonly ImpactPoint[] }) {
  if (points.length === 0) return <p className="text-slate-700">No completed scans yet: the trend starts with the first.</p>;
  const max = Math.max(1, ...points.map((p) => total(p.open)));
  const slot = WIDTH / points.length;
  const bar = Math.min(40, slot * 0.6);
  return (
    <>
      <p className="mb-2 text-sm text-slate-700">{describeImpactTrend(points)}</p>
      <ul className="mb-2 flex flex-wrap gap-4 text-sm" aria-label="Legend">
        {IMPACTS.map((impact) => (
          <li key={impact} className="flex items-center gap-1">
            <span aria-hidden="true" className={`inline-block size-3 ${SWATCH[impact]}`} />
            {IMPACT_LABELS[impact]}
          </li>
        ))}
      </ul>
      <svg aria-hidden="true" focusable="false" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mb-4 h-auto w-full max-w-2xl">
        <line x1={0} x2={WIDTH} y1={TOP + PLOT} y2={TOP + PLOT} className="stroke-slate-600" strokeWidth={1} />
        {points.map((p, i) => {
          const x = i * slot + (slot - bar) / 2;
          let y = TOP + PLOT;
          return (
            <g key={p.scanId}>
              {IMPACTS.map((impact) => {
                const h = (p.open[impact] / max) * PLOT;
                y -= h;
                return h > 0 ? <rect key={impact} x={x} y={y} width={bar} height={h} className={FILL[impact]} /> : null;
              })}
              <text x={x + bar / 2} y={TOP + PLOT + 18} textAnchor="middle" className="fill-slate-700 text-[12px]">
                {shortDate(p.completedAt)}
              </text>
            </g>
          );
        })}
      </svg>
      <Table
        caption="Open issues by impact after each completed scan, oldest first"
        columns={['Completed', 'Score', 'Critical', 'Serious', 'Moderate', 'Minor', 'Total']}
      >
        {points.map((p) => (
          <tr key={p.scanId}>
            <Cell>{formatDate(p.completedAt)}</Cell>
            <Cell>{p.score === null ? '—' : `${p.score} / 100`}</Cell>
            {IMPACTS.map((impact) => (
              <Cell key={impact}>{p.open[impact]}</Cell>
            ))}
            <Cell>{total(p.open)}</Cell>
          </tr>
        ))}
      </Table>
    </>
  );
}
