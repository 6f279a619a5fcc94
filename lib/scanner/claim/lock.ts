import type { db } from '@/lib/db/client.ts';

/** A scan's rows as the page work reads them. */
export type ScanRow = Awaited<ReturnType<typeof db.scanJob.findUniqueOrThrow>>;
