/** A rounded top for a value axis and its ticks (0, step, 2·step … top), about four of them. */
export function niceScale(max: number, ticks = 4): { top: number; ticks: number[] } {
  if (max <= 0) return { top: 1, ticks: [0, 1] };
  const rough = max / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= rough) ?? 10) * magnitude;
  const top = Math.ceil(max / step) * step;
  const steps = Math.round(top / step);
  return { top, ticks: Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12))) };
}

export const formatNumber = (n: number) => new Intl.NumberFormat('en-GB').format(n);

export interface ChartDatum {
  label: string;
  value: number;
}

/** What every chart takes: its data, and its accessible name and description (the visible summary). */
export interface ChartProps {
  data: readonly ChartDatum[];
  label: string;
  describedBy?: string;
}
