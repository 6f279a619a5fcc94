import { Cron } from 'croner';
import type { Plan } from '@/lib/db/generated/enums.ts';
import { validationFailed } from '@/lib/errors.ts';
import { PLAN_SITE_LIMITS } from '@/lib/limits/plans.ts';

/**
 * A site's schedule: a 5-field cron expression read in an IANA time zone (croner), and the plan's shortest
 * interval between two runs (docs/sites.md, "Schedules"). Pure: no I/O.
 */
export interface Schedule {
  cron: string;
  timezone: string;
}

const HOUR_MS = 3_600_000;
const YEAR_MS = 366 * 24 * HOUR_MS;
/** Runs looked at, at most, when checking the gaps: an hourly schedule's ~42 days, a daily one's whole year. */
const MAX_RUNS_CHECKED = 1_000;

function cronOf(schedule: Schedule): Cron {
  return new Cron(schedule.cron, { timezone: schedule.timezone, mode: '5-part', paused: true });
}

/** The next `count` runs after `from` (default now), in time order; none when the expression never matches. */
export function nextRuns(schedule: Schedule, count: number, from: Date = new Date()): Date[] {
  return cronOf(schedule).nextRuns(count, from);
}

/** The first run after `from`, or null (no schedule, or an expression that never matches). */
export function nextRunAfter(schedule: Schedule | null, from: Date): Date | null {
  if (!schedule) return null;
  return cronOf(schedule).nextRun(from);
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    // expected: RangeError is how Intl says "no such time zone"
    return false;
  }
}

const capitalised = (plan: string) => plan.charAt(0).toUpperCase() + plan.slice(1);

/**
 * Refuses (400 validation_failed, at `schedule.cron` or `schedule.timezone`) a schedule that is not exactly
 * five fields, names no IANA zone, never runs, or runs more often than the plan's interval. The gaps between
 * consecutive runs are checked over the next year, at most 1,000 runs, stopping at the first gap that is too
 * short: an every-minute expression is refused after two runs. A schedule of a day or more may be an hour
 * short across a daylight-saving change (a daily 03:00 in London is 23 hours once a year).
 */
export function checkSchedule(schedule: Schedule, plan: Plan, from: Date = new Date()): void {
  function refuse(path: 'cron' | 'timezone', message: string): never {
    throw validationFailed([{ path: `schedule.${path}`, message }], 'The schedule is not valid.');
  }
  if (schedule.cron.trim().split(/\s+/).length !== 5) {
    refuse('cron', 'A schedule is a cron expression of exactly five fields: minute hour day-of-month month day-of-week (e.g. "0 3 * * 1").');
  }
  if (!isTimeZone(schedule.timezone)) refuse('timezone', `"${schedule.timezone}" is not an IANA time zone (e.g. "Europe/London").`);
  let cron: Cron;
  try {
    cron = cronOf(schedule);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'not a cron expression';
    refuse('cron', `Not a valid cron expression: ${reason}.`);
  }
  const limits = PLAN_SITE_LIMITS[plan];
  const slack = limits.minIntervalMs > HOUR_MS ? HOUR_MS : 0;
  const horizon = from.getTime() + YEAR_MS;
  let previous = cron.nextRun(from);
  if (!previous) refuse('cron', 'This cron expression never runs.');
  for (let i = 0; i < MAX_RUNS_CHECKED; i++) {
    const next = cron.nextRun(previous);
    if (!next || next.getTime() > horizon) return;
    if (next.getTime() - previous.getTime() < limits.minIntervalMs - slack) {
      refuse(
        'cron',
        `${capitalised(plan)} plans may run a site at most ${limits.interval}; this schedule runs at ${previous.toISOString()} and again at ${next.toISOString()}.`,
      );
    }
    previous = next;
  }
}
