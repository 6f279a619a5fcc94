import { IMPACT_LABELS } from '@/components/scans/labels.ts';
import type { SiteDto } from '@/lib/sites/schemas.ts';

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

/** Open issues by impact, as words: "3 open: 1 critical, 2 serious" (impacts without any left out). */
export function OpenByImpact({ counts }: { counts: SiteDto['openIssues'] }) {
  if (counts.total === 0) return <>None open</>;
  const parts = IMPACTS.filter((i) => counts[i] > 0).map((i) => `${counts[i]} ${IMPACT_LABELS[i].toLowerCase()}`);
  return (
    <>
      <span className="font-semibold">{counts.total} open</span>
      <span className="block text-slate-700">{parts.join(', ')}</span>
    </>
  );
}
