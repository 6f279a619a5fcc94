import { describe, expect, it } from 'vitest';
import { checkSchedule, nextRunAfter, nextRuns } from './schedule.ts';

/** Schedules against the plans' intervals (lib/sites/schedule.ts): pure, no database. */
const FROM = new Date('2026-03-01T00:00:00Z');
const refusal = (cron: string, plan: 'starter' | 'pro' | 'enterprise', timezone = 'UTC') => {
  try {
    checkSchedule({ cron, timezone }, plan, FROM);
    return null;
  } catch (error) {
    return (error as { details?: { path: string; message: string }[] }).details?.[0] ?? error;
  }
};

describe('site schedules', () => {
  it('reads a 5-field expression in its time zone', () => {
    // Mondays 03:00 in London: GMT before the change on 29 March, BST after.
    expect(nextRuns({ cron: '0 3 * * 1', timezone: 'Europe/London' }, 3, new Date('2026-03-20T00:00:00Z')).map((d) => d.toISOString())).toEqual([
      '2026-03-23T03:00:00.000Z',
      '2026-03-30T02:00:00.000Z',
      '2026-04-06T02:00:00.000Z',
    ]);
    expect(nextRunAfter(null, FROM)).toBeNull();
    expect(nextRunAfter({ cron: '30 6 * * *', timezone: 'UTC' }, FROM)?.toISOString()).toBe('2026-03-01T06:30:00.000Z');
  });

  it('holds each plan to its interval: starter weekly, pro daily, enterprise hourly', () => {
    expect(refusal('0 3 * * 1', 'starter')).toBeNull();
    expect(refusal('0 3 * * *', 'starter')).toMatchObject({
      path: 'schedule.cron',
      message: expect.stringMatching(/^Starter plans may run a site at most weekly;/),
    });
    expect(refusal('0 3 1,3 * *', 'starter')).toMatchObject({ message: expect.stringMatching(/^Starter plans may run a site at most weekly/) });
    expect(refusal('0 3 * * *', 'pro')).toBeNull();
    expect(refusal('0 3,15 * * *', 'pro')).toMatchObject({ message: expect.stringMatching(/^Pro plans may run a site at most daily/) });
    expect(refusal('0 * * * *', 'enterprise')).toBeNull();
    expect(refusal('*/30 * * * *', 'enterprise')).toMatchObject({ message: expect.stringMatching(/^Enterprise plans may run a site at most hourly/) });
  });

  it('allows a daily run the hour a daylight-saving change takes away', () => {
    expect(refusal('0 3 * * *', 'pro', 'Europe/London')).toBeNull();
    expect(refusal('30 1 * * *', 'pro', 'America/New_York')).toBeNull();
  });

  it('refuses fast what runs every minute, and what is not five fields, no zone or never runs', () => {
    const started = performance.now();
    expect(refusal('* * * * *', 'starter')).toMatchObject({ path: 'schedule.cron' });
    expect(performance.now() - started).toBeLessThan(100);
    expect(refusal('0 3 * *', 'pro')).toMatchObject({ path: 'schedule.cron', message: expect.stringContaining('exactly five fields') });
    expect(refusal('0 0 3 * * *', 'pro')).toMatchObject({ path: 'schedule.cron', message: expect.stringContaining('exactly five fields') });
    expect(refusal('0 25 * * *', 'pro')).toMatchObject({ path: 'schedule.cron', message: expect.stringMatching(/^Not a valid cron expression/) });
    expect(refusal('0 3 30 2 *', 'pro')).toMatchObject({ path: 'schedule.cron', message: 'This cron expression never runs.' });
    expect(refusal('0 3 * * *', 'pro', 'Mars/Olympus')).toMatchObject({ path: 'schedule.timezone' });
  });

  it('bounds the work of checking an allowed schedule', () => {
    const started = performance.now();
    expect(refusal('0 * * * *', 'enterprise', 'Europe/Berlin')).toBeNull();
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
