import { actorId, authorize, can, type Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db, type Prisma } from '@/lib/db/client.ts';
import type { ComplianceSnapshot, ComplianceTarget } from '@/lib/db/generated/client.ts';
import { conformanceOf } from './evaluate-criteria.ts';
import { inTenant, ownTenant } from '@/lib/db/scope.ts';
import { AppError, conflict, forbidden, notFound, validationFailed } from '@/lib/errors.ts';
import { newId } from '@/lib/ids.ts';
import { afterCursor, newestFirst, type Page, type PageQuery, toPage } from '@/lib/pagination.ts';
import { assertSafeUrl } from '@/lib/net/ssrf.ts';
import type { WcagStandard } from '@/lib/scanner/engine/types.ts';
import { readSettings } from '@/lib/tenants/schemas.ts';
import { rescanOverCapMessage } from './snapshots.ts';
import type { CreateTargetInput, CriterionResult, SCHEDULES, SNAPSHOT_STATUSES, TargetDto, UnscannedPage, UpdateTargetInput } from './schemas.ts';

type Schedule = (typeof SCHEDULES)[number];
type Plan = Parameters<typeof rescanOverCapMessage>[0];

const DAY_MS = 24 * 60 * 60 * 1000;
const SCHEDULE_MS: Record<Schedule, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
const TARGET_ID = /^tgt_[0-9A-Za-z]{22}$/;
const URL_CHECKS_AT_ONCE = 10;

/** When a schedule's next rescan is due after `from`; null without a schedule. */
export function nextRunAfter(schedule: string | null | undefined, from: Date = now()): Date | null {
  return schedule ? new Date(from.getTime() + SCHEDULE_MS[schedule as Schedule]) : null;
}

const latestSnapshotSelect = {
  snapshots: {
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 1,
    select: { id: true, status: true, score: true, compliant: true, createdAt: true, criteria: true, unscannedPages: true, pagesScanned: true },
  },
} as const satisfies Prisma.ComplianceTargetInclude;

type TargetRow = ComplianceTarget & {
  snapshots: Pick<ComplianceSnapshot, 'id' | 'status' | 'score' | 'compliant' | 'createdAt' | 'criteria' | 'unscannedPages' | 'pagesScanned'>[];
};

export function toTargetDto(row: TargetRow): TargetDto {
  const latest = row.snapshots[0];
  return {
    id: row.id,
    name: row.name,
    standard: row.standard as WcagStandard,
    urls: row.urls,
    minScore: row.minScore,
    deadline: row.deadline ? row.deadline.toISOString().slice(0, 10) : null,
    schedule: (row.schedule as Schedule | null) ?? null,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    latestSnapshot: latest
      ? {
          id: latest.id,
          status: latest.status as (typeof SNAPSHOT_STATUSES)[number],
          score: latest.score,
          scoreMeetsMinimum: latest.compliant,
          compliant: latest.compliant,
          conformance:
            latest.status === 'ready'
              ? conformanceOf({
                  criteria: (latest.criteria ?? []) as CriterionResult[],
                  unscannedPages: (latest.unscannedPages ?? []) as UnscannedPage[],
                  pagesScanned: latest.pagesScanned,
                  standardLabel: '',
                }).status
              : null,
          createdAt: latest.createdAt.toISOString(),
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's target row, or 404 — the same for an unknown id and another tenant's. */
export async function findTargetOrThrow(ctx: Pick<Principal, 'tenantId'>, id: string): Promise<ComplianceTarget> {
  const target = await db.complianceTarget.findFirst({ where: { ...inTenant(ctx), id } });
  if (!target) throw notFound('Compliance target');
  return target;
}

/**
 * Each URL through the SSRF guard (a refusal names the one at fault: `urls[3]`), normalised as scans
 * store them, and duplicates dropped in first-seen order.
 */
async function vetUrls(urls: readonly string[]): Promise<string[]> {
  const vetted: string[] = new Array(urls.length);
  for (let start = 0; start < urls.length; start += URL_CHECKS_AT_ONCE) {
    await Promise.all(
      urls.slice(start, start + URL_CHECKS_AT_ONCE).map(async (raw, offset) => {
        const i = start + offset;
        try {
          vetted[i] = (await assertSafeUrl(raw)).url.toString();
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          throw new AppError(error.code, error.message, { details: [{ path: `urls[${i}]`, message: error.message }], internal: error.internal, cause: error });
        }
      }),
    );
  }
  return [...new Set(vetted)];
}

/**
 * A schedule rescans the target, which needs an open-scan slot per URL: refused (400 at `schedule`) when
 * the target has more URLs than its plan allows scans queued or running at once, as it could never run.
 */
async function assertSchedulable(ctx: Principal, schedule: string | null | undefined, urlCount: number, knownPlan?: Plan): Promise<void> {
  if (!schedule) return;
  const plan = knownPlan ?? (await db.tenant.findUniqueOrThrow({ where: ownTenant(ctx), select: { plan: true } })).plan;
  const overCap = rescanOverCapMessage(plan, urlCount);
  if (overCap) {
    const message = `${overCap}, so a scheduled rescan could never start; split the target or leave it unscheduled.`;
    throw validationFailed([{ path: 'schedule', message }], message);
  }
}

const parseDeadline = (deadline: string | null | undefined) => (deadline ? new Date(`${deadline}T00:00:00Z`) : null);
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2002';

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

export async function listTargets(ctx: Principal, page: PageQuery): Promise<Page<TargetDto>> {
  authorize(ctx, 'compliance:read');
  const rows = await db.complianceTarget.findMany({
    where: { ...inTenant(ctx), ...afterCursor(page.cursor) },
    orderBy: newestFirst,
    take: page.limit + 1,
    include: latestSnapshotSelect,
  });
  return toPage(rows, page.limit, toTargetDto);
}

export async function getTarget(ctx: Principal, id: string): Promise<TargetDto> {
  authorize(ctx, 'compliance:read');
  const row = await db.complianceTarget.findFirst({ where: { ...inTenant(ctx), id }, include: latestSnapshotSelect });
  if (!row) throw notFound('Compliance target');
  return toTargetDto(row);
}

/**
 * PUT replaces the fields given and leaves the others (null clears deadline and schedule). A name another
 * target of the tenant has is 409; a new schedule starts its clock now.
 */
export async function updateTarget(ctx: Principal, id: string, input: UpdateTargetInput): Promise<TargetDto> {
  authorize(ctx, 'compliance:write');
  const current = await findTargetOrThrow(ctx, id);
  const data: Prisma.ComplianceTargetUpdateInput = {};
  if (input.urls !== undefined) data.urls = await vetUrls(input.urls);
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

/**
 * Deletes a target with its evaluations and snapshots. Its reports stay (their target and snapshot become
 * null): a report that was handed out stays downloadable. A target holding manual evaluations or reports is
 * part of the organisation's record, so deleting it takes the permission to evaluate (owners, admins,
 * keys with the compliance scope), not only to write. Targets leave no tombstone, so any well-formed id not
 * in the caller's tenant (gone already, never existed, another tenant's) answers success and deletes
 * nothing; only a malformed id is 404.
 */
export async function deleteTarget(ctx: Principal, id: string): Promise<void> {
  authorize(ctx, 'compliance:write');
  if (!TARGET_ID.test(id)) throw notFound('Compliance target');
  const held = await db.complianceTarget.findFirst({
    where: { ...inTenant(ctx), id },
    select: { _count: { select: { evaluations: true, reports: true } } },
  });
  if (held && (held._count.evaluations > 0 || held._count.reports > 0) && !can(ctx, 'compliance:evaluate')) {
    throw forbidden(
      `This target holds ${held._count.evaluations} manual evaluation(s) and ${held._count.reports} report(s), the organisation's record: deleting it needs the permission to record evaluations (owners and admins).`,
    );
  }
  await db.complianceTarget.deleteMany({ where: { ...inTenant(ctx), id } });
}
