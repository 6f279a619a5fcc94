import { db } from '@/lib/db/client.ts';

/** Marks a queued scan running (its budget counts from now); true when it is running, also already. */
export async function markScanRunning(scanId: string): Promise<boolean> {
  const count = await db.$executeRaw`
    UPDATE scan_jobs
       SET started_at = CASE WHEN status = 'queued' THEN now() ELSE started_at END, status = 'running'
     WHERE id = ${scanId} AND status IN ('queued', 'running')`;
  return count > 0;
}
