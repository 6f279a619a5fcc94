import { Badge } from '@/components/ui/table.tsx';
import type { ScanJobDto } from '@/lib/scanner/schemas.ts';

const TONES = { queued: 'neutral', running: 'blue', completed: 'green', failed: 'red', canceled: 'amber' } as const;

/** The status in words; the colour only repeats it. */
export function ScanStatusBadge({ status }: { status: ScanJobDto['status'] }) {
  return <Badge tone={TONES[status]}>{status}</Badge>;
}
