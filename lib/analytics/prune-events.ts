import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { deleteInBatches } from '@/lib/db/delete-in-batches.ts';
import { ownTenant, sqlInTenant } from '@/lib/db/scope.ts';
import { readSettings } from '@/lib/tenants/schemas.ts';

const DAY_MS = 86_400_000;
/** Tenants read per page by the sweep over all of them. */
const TENANTS_PER_PAGE = 100;

/**
 * Deletes a tenant's raw events older than its dataRetentionDays, in batches (at most `maxBatches` of them, so
 * a tenant with a long backlog is finished by the next runs). The daily rollups, which hold no user
 * identifiers (only counts and hashed sketches), stay for reports. Returns the events deleted.
 */
export async function pruneExpiredEvents(tenantId: string, { maxBatches = 20 } = {}): Promise<number> {
  const tenant = await db.tenant.findUnique({ where: ownTenant({ tenantId }), select: { settings: true } });
  if (!tenant) return 0;
  return deleteExpired(tenantId, tenant.settings, maxBatches);
}

function deleteExpired(tenantId: string, settings: unknown, maxBatches: number): Promise<number> {
  const cutoff = new Date(now().getTime() - readSettings(settings).dataRetentionDays * DAY_MS);
  return deleteInBatches(
    (limit) => db.$executeRaw`
      DELETE FROM analytics_events WHERE id IN
        (SELECT id FROM analytics_events WHERE ${sqlInTenant({ tenantId })} AND occurred_at < ${cutoff} LIMIT ${limit})`,
    { maxBatches },
  );
}

/**
 * pruneExpiredEvents for every tenant, a page of tenants at a time and a few batches per tenant, so one run
 * (lib/workflows/housekeeping.ts) does bounded work per tenant and every tenant gets its turn in each run.
 */
export async function unsafePruneExpiredEventsOfAllTenants({ maxBatchesPerTenant = 5 } = {}): Promise<{ tenants: number; deleted: number }> {
  let after: string | undefined;
  let tenants = 0;
  let deleted = 0;
  for (;;) {
    const page = await db.tenant.findMany({
      ...(after ? { where: { id: { gt: after } } } : {}),
      orderBy: { id: 'asc' },
      take: TENANTS_PER_PAGE,
      select: { id: true, settings: true },
    });
    for (const tenant of page) deleted += await deleteExpired(tenant.id, tenant.settings, maxBatchesPerTenant);
    tenants += page.length;
    if (page.length < TENANTS_PER_PAGE) return { tenants, deleted };
    after = page.at(-1)!.id;
  }
}
