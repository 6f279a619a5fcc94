import { actorId, authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant, ownTenant } from '@/lib/db/scope.ts';
import { newId } from '@/lib/ids.ts';
import { readSettings } from '@/lib/tenants/schemas.ts';
import { latestSnapshotSelect, toTargetDto } from './dtos.ts';
import type { CreateTargetInput, TargetDto } from './schemas.ts';
import { assertOwnSite, assertSchedulable, isUniqueViolation, nextRunAfter, parseDeadline, vetUrls } from './target-input.ts';

async function findByName(ctx: Principal, name: string): Promise<TargetDto | null> {
  const row = await db.complianceTarget.findFirst({ where: { ...inTenant(ctx), name }, include: latestSnapshotSelect });
  return row ? toTargetDto(row) : null;
}

/**
 * Creates a target, identified by its name within the tenant: the same name again returns the existing
 * target unchanged (200), as a retried request would. The URLs are vetted first either way, so an unsafe
 * list is refused even when the name exists.
 */
export async function createTarget(ctx: Principal, input: CreateTargetInput): Promise<{ target: TargetDto; created: boolean }> {
  authorize(ctx, 'compliance:write');
  const urls = await vetUrls(input.urls);
  await assertOwnSite(ctx, input.siteId);
  const existing = await findByName(ctx, input.name);
  if (existing) return { target: existing, created: false };

  const tenant = await db.tenant.findUniqueOrThrow({ where: ownTenant(ctx), select: { settings: true, plan: true } });
  const schedule = input.schedule ?? null;
  await assertSchedulable(ctx, schedule, urls.length, tenant.plan);
  try {
    const row = await db.complianceTarget.create({
      data: {
        id: newId('tgt'),
        ...inTenant(ctx),
        name: input.name,
        standard: input.standard ?? readSettings(tenant.settings).defaultStandard,
        urls,
        siteId: input.siteId ?? null,
        minScore: input.minScore,
        deadline: parseDeadline(input.deadline),
        schedule,
        nextRunAt: nextRunAfter(schedule),
        createdBy: actorId(ctx),
      },
      include: latestSnapshotSelect,
    });
    return { target: toTargetDto(row), created: true };
  } catch (error) {
    // Two creations of one name at once: the loser answers like a repeat call.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findByName(ctx, input.name);
    if (!winner) throw error;
    return { target: winner, created: false };
  }
}
