import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { ownTenant, sqlInTenant } from '@/lib/db/scope.ts';
import { readSettings } from '@/lib/tenants/schemas.ts';

/**
 * Deletes a tenant's raw events older than its dataRetentionDays. The daily rollups, which hold no
 * user identifiers (only counts and hashed sketches), stay for reports.
 */
export async function pruneExpiredEvents(tenantId: string): Promise<number> {
  const tenant = await db.tenant.findUnique({ where: ownTenant({ tenantId }), select: { settings: true } });
  if (!tenant) return 0;
  const cutoff = new Date(now().getTime() - readSettings(tenant.settings).dataRetentionDays * 86_400_000);
  return db.$executeRaw`DELETE FROM analytics_events WHERE ${sqlInTenant({ tenantId })} AND occurred_at < ${cutoff}`;
}
