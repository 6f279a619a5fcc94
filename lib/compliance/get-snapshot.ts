import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant, sqlInTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import { toSnapshotDto } from './dtos.ts';
import { finishSnapshot } from './finish-snapshot.ts';
import type { SnapshotDto } from './schemas.ts';

type Scoped = Pick<Principal, 'tenantId'>;

export async function getSnapshot(ctx: Principal, id: string): Promise<SnapshotDto> {
  authorize(ctx, 'compliance:read');
  const find = () => db.complianceSnapshot.findFirst({ where: { ...inTenant(ctx), id }, include: { target: { select: { minScore: true } } } });
  let row = await find();
  if (!row) throw notFound('Compliance snapshot');
  if (row.status === 'pending' && (await stillWaitingFor(ctx, row.scanIds)) === 0) {
    await finishSnapshot(row.id);
    row = (await find()) ?? row;
  }
  return toSnapshotDto(row, row.target.minScore);
}

/** A row of scans still running (lib/db/columns.ts). */
const countRow = z.object({ n: z.number() });

async function stillWaitingFor(ctx: Scoped, scanIds: string[]): Promise<number> {
  const [row] = parseRows(
    countRow,
    await db.$queryRaw`
    SELECT count(*)::int AS n FROM scan_jobs WHERE ${sqlInTenant(ctx)} AND id = ANY(${scanIds}::text[]) AND status IN ('queued', 'running')`,
    'scans still running',
  );
  return row?.n ?? 0;
}
