import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import type { UserEventDto } from './schemas.ts';

export const USER_EVENTS_LIMIT = 50;

/**
 * One end user's latest usage events in the caller's tenant (activations, deactivations, adjustments),
 * newest first by when they happened, at most `limit`. Raw events live as long as the tenant's
 * `dataRetentionDays`, so older ones are gone from here while the rollups still count them.
 */
export async function listUserEvents(ctx: Principal, externalUserId: string, limit = USER_EVENTS_LIMIT): Promise<UserEventDto[]> {
  authorize(ctx, 'analytics:read');
  const rows = await db.analyticsEvent.findMany({
    where: { ...inTenant(ctx), externalUserId },
    orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }],
    take: Math.max(1, Math.min(limit, 200)),
  });
  return rows.map((r) => ({
    id: r.id.toString(),
    featureCode: r.featureCode,
    action: r.action,
    value: r.value,
    sessionId: r.sessionId,
    occurredAt: r.occurredAt.toISOString(),
    receivedAt: r.receivedAt.toISOString(),
  }));
}
