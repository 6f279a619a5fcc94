import type { TrackedStatus } from '@/lib/site-issues/schemas.ts';

export const STATUS_LABELS: Record<TrackedStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  fixed: 'Fixed',
  reopened: 'Reopened',
  accepted: 'Accepted (will not fix)',
  false_positive: 'False positive',
};

export const STATUS_TONES: Record<TrackedStatus, 'neutral' | 'blue' | 'green' | 'amber' | 'red'> = {
  open: 'red',
  in_progress: 'blue',
  fixed: 'green',
  reopened: 'amber',
  accepted: 'neutral',
  false_positive: 'neutral',
};
