import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db, type Prisma } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { conflict, validationFailed } from '@/lib/errors.ts';
import { latestSnapshotSelect, toTargetDto } from './dtos.ts';
import { findTargetOrThrow } from './get-target.ts';
import type { TargetDto, UpdateTargetInput } from './schemas.ts';
import { assertOwnSite, assertSchedulable, isUniqueViolation, nextRunAfter, parseDeadline, vetUrls } from './target-input.ts';

/**
 * PUT replaces the fields given and leaves the others (null clears deadline, schedule and siteId; a target
 * keeps at least one URL or its site). A name another
 * target of the tenant has is 409; a new schedule starts its clock now.
 */
export async function updateTarget(ctx: Principal, id: string, input: UpdateTargetInput): Promise<TargetDto> {
  authorize(ctx, 'compliance:write');
  const current = await findTargetOrThrow(ctx, id);
  const data: Prisma.ComplianceTargetUpdateInput = {};
  if (input.urls !== undefined) data.urls = await vetUrls(input.urls);
  if (input.siteId !== undefined) {
    await assertOwnSite(ctx, input.siteId);
    data.site = input.siteId ? { connect: { id: input.siteId } } : { disconnect: true };
  }
  const urlsAfter = (data.urls as string[] | undefined) ?? current.urls;
  const siteAfter = input.siteId !== undefined ? input.siteId : current.siteId;
  if (urlsAfter.length === 0 && !siteAfter) {
    throw validationFailed([{ path: 'urls', message: 'Give at least one URL, or a siteId.' }], 'The request body is not valid.');
  }
  if (input.name !== undefined) data.name = input.name;
  if (input.standard !== undefined) data.standard = input.standard;
  if (input.minScore !== undefined) data.minScore = input.minScore;
  if (input.deadline !== undefined) data.deadline = parseDeadline(input.deadline);
  if (input.schedule !== undefined || input.urls !== undefined) {
    const schedule = input.schedule !== undefined ? input.schedule : current.schedule;
    await assertSchedulable(ctx, schedule, (data.urls as string[] | undefined)?.length ?? current.urls.length);
  }
  if (input.schedule !== undefined && input.schedule !== current.schedule) {
    data.schedule = input.schedule;
    data.nextRunAt = nextRunAfter(input.schedule);
  }
  try {
    const row = await db.complianceTarget.update({ where: { id: current.id, ...inTenant(ctx) }, data, include: latestSnapshotSelect });
    return toTargetDto(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`Another compliance target of this tenant is named "${input.name}".`);
    throw error;
  }
}
