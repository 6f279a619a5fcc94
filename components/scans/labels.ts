import type { ScanJobDto } from '@/lib/scanner/schemas.ts';
import { WCAG_STANDARDS } from '@/lib/wcag/standards.ts';

export type WcagStandard = (typeof WCAG_STANDARDS)[number];

/** "WCAG22_AA" as people say it. */
export function standardLabel(standard: string): string {
  const match = /^WCAG2(\d)_(A|AA)$/.exec(standard);
  return match ? `WCAG 2.${match[1]} Level ${match[2]}` : standard;
}

export const STANDARD_OPTIONS = WCAG_STANDARDS.map((value) => ({ value, label: standardLabel(value) }));

export const IMPACT_LABELS = { critical: 'Critical', serious: 'Serious', moderate: 'Moderate', minor: 'Minor' } as const;

/** Still waiting for a result: the states the progress island polls in. */
export function isActive(status: ScanJobDto['status']): boolean {
  return status === 'queued' || status === 'running';
}

export function scoreText(job: Pick<ScanJobDto, 'summary'>): string {
  return job.summary ? `${job.summary.score} / 100` : '—';
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
