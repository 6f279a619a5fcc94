import type { ImpactPoint } from '@/components/sites/impact-trend.tsx';
import type { siteTrend } from '@/lib/site-issues/site-trend.ts';

/** The service's trend of a site, as the portal's charts draw it: oldest first. */
export function trendPoints(trend: Awaited<ReturnType<typeof siteTrend>>): ImpactPoint[] {
  return trend.scans.map((s) => ({ scanId: s.scanId, completedAt: s.completedAt, score: s.score, open: s.issues }));
}
