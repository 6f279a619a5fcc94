/** A site's scores, oldest first, and what they say in words (the sparkline's text alternative). */
export interface ScorePoint {
  score: number;
  completedAt: string;
}

const WIDTH = 120;
const HEIGHT = 32;
const PAD = 3;

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function describeScores(points: readonly ScorePoint[]): string {
  if (points.length === 0) return 'No completed scans yet.';
  const last = points[points.length - 1]!;
  if (points.length === 1) return `Score ${last.score} on ${shortDate(last.completedAt)}, the only completed scan.`;
  const first = points[0]!;
  const change = last.score - first.score;
  const direction = change > 0 ? `up ${change}` : change < 0 ? `down ${-change}` : 'unchanged';
  return `Score ${last.score} on ${shortDate(last.completedAt)}, ${direction} from ${first.score} over the last ${points.length} scans.`;
}

/**
 * A small line of a site's scores (0 to 100), oldest on the left; the latest point is marked. The words
 * beside it are its text alternative, so the picture itself is hidden from assistive technology.
 */
export function Sparkline({ points }: { points: readonly ScorePoint[] }) {
  const words = describeScores(points);
  if (points.length < 2) return <span className="text-sm text-slate-700">{words}</span>;
  const step = (WIDTH - 2 * PAD) / (points.length - 1);
  const xy = points.map((p, i) => [PAD + i * step, PAD + (1 - Math.min(100, Math.max(0, p.score)) / 100) * (HEIGHT - 2 * PAD)] as const);
  const [lx, ly] = xy[xy.length - 1]!;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <svg aria-hidden="true" focusable="false" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} className="shrink-0">
        <polyline points={xy.map(([x, y]) => `${x},${y}`).join(' ')} fill="none" className="stroke-blue-700" strokeWidth={2} strokeLinejoin="round" />
        <circle cx={lx} cy={ly} r={3} className="fill-blue-900" />
      </svg>
      <span className="text-sm text-slate-800">{words}</span>
    </span>
  );
}
