import { formatNumber, niceScale, type ChartProps } from './scale.ts';

const W = 720;
const ROW = 30;
const LABEL_W = 230;
const VALUE_W = 70;
const MAX_LABEL = 32;

const clip = (text: string) => (text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text);

/** Horizontal bars, one a row, each with its label and value written beside it. Server-drawn like ColumnChart. */
export function BarChart({ data, label, describedBy }: ChartProps) {
  const { top } = niceScale(Math.max(0, ...data.map((d) => d.value)));
  const barMax = W - LABEL_W - VALUE_W;
  const H = data.length * ROW + 8;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} aria-describedby={describedBy} className="h-auto w-full max-w-3xl">
      <line x1={LABEL_W} x2={LABEL_W} y1={0} y2={H} className="stroke-slate-500" />
      {data.map((d, i) => {
        const mid = 4 + i * ROW + ROW / 2;
        const width = d.value > 0 ? Math.max(1, (d.value / top) * barMax) : 0;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a chart is drawn whole from one series; rows are its positions
          <g key={i}>
            <text x={LABEL_W - 8} y={mid} textAnchor="end" dominantBaseline="middle" className="fill-slate-900 text-xs">
              {clip(d.label)}
            </text>
            <rect x={LABEL_W} y={mid - ROW * 0.3} width={width} height={ROW * 0.6} className="fill-blue-700" />
            <text x={LABEL_W + width + 6} y={mid} dominantBaseline="middle" className="fill-slate-700 text-xs">
              {formatNumber(d.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
