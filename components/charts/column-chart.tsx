import { formatNumber, niceScale, type ChartProps } from './scale.ts';

const W = 720;
const H = 260;
const M = { top: 12, right: 12, bottom: 32, left: 56 };

/**
 * Vertical bars over time, drawn on the server: no script, nothing moves. The SVG is one image with
 * a name and a description; the numbers themselves are in the table next to it.
 */
export function ColumnChart({ data, label, describedBy, axisLabel = (l) => l }: ChartProps & { axisLabel?(label: string): string }) {
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const { top, ticks } = niceScale(Math.max(0, ...data.map((d) => d.value)));
  const band = plotW / Math.max(1, data.length);
  const every = Math.ceil(data.length / 8);
  const y = (v: number) => M.top + plotH - (v / top) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} aria-describedby={describedBy} className="h-auto w-full max-w-3xl">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} className={t === 0 ? 'stroke-slate-500' : 'stroke-slate-200'} />
          <text x={M.left - 8} y={y(t)} textAnchor="end" dominantBaseline="middle" className="fill-slate-700 text-xs">
            {formatNumber(t)}
          </text>
        </g>
      ))}
      {data.map((d, i) => {
        const h = d.value > 0 ? Math.max(1, (d.value / top) * plotH) : 0;
        // biome-ignore lint/suspicious/noArrayIndexKey: one bar per position of a series drawn whole
        return <rect key={i} x={M.left + i * band + band * 0.15} width={Math.max(1, band * 0.7)} y={M.top + plotH - h} height={h} className="fill-blue-700" />;
      })}
      {data.map((d, i) =>
        i % every === 0 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: one label per position of a series drawn whole
          <text key={i} x={M.left + (i + 0.5) * band} y={H - M.bottom + 18} textAnchor="middle" className="fill-slate-700 text-xs">
            {axisLabel(d.label)}
          </text>
        ) : null,
      )}
    </svg>
  );
}
