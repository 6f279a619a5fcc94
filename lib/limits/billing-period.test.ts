import { describe, expect, it } from 'vitest';
import { billingPeriod } from './billing-period.ts';

const d = (iso: string) => new Date(iso);

describe('billingPeriod', () => {
  it('runs from the anchor day of one month to the same day of the next', () => {
    const p = billingPeriod(d('2026-01-15T09:30:00Z'), d('2026-03-20T00:00:00Z'));
    expect(p.start.toISOString()).toBe('2026-03-15T09:30:00.000Z');
    expect(p.end.toISOString()).toBe('2026-04-15T09:30:00.000Z');
  });

  it('belongs to the previous month before the anniversary moment', () => {
    const p = billingPeriod(d('2026-01-15T09:30:00Z'), d('2026-03-15T09:29:59Z'));
    expect(p.start.toISOString()).toBe('2026-02-15T09:30:00.000Z');
    expect(p.end.toISOString()).toBe('2026-03-15T09:30:00.000Z');
  });

  it('clamps an anchor on the 31st to the last day of shorter months', () => {
    const anchor = d('2026-01-31T00:00:00Z');
    expect(billingPeriod(anchor, d('2026-02-10T00:00:00Z')).start.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(billingPeriod(anchor, d('2026-02-10T00:00:00Z')).end.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(billingPeriod(anchor, d('2026-03-01T00:00:00Z')).start.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(billingPeriod(anchor, d('2026-03-31T00:00:00Z')).start.toISOString()).toBe('2026-03-31T00:00:00.000Z');
    expect(billingPeriod(anchor, d('2026-04-30T12:00:00Z')).start.toISOString()).toBe('2026-04-30T00:00:00.000Z');
  });

  it('uses 29 February in leap years', () => {
    const p = billingPeriod(d('2027-12-30T00:00:00Z'), d('2028-03-01T00:00:00Z'));
    expect(p.start.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(p.end.toISOString()).toBe('2028-03-30T00:00:00.000Z');
  });

  it('crosses the year boundary', () => {
    const p = billingPeriod(d('2025-06-20T00:00:00Z'), d('2027-01-05T00:00:00Z'));
    expect(p.start.toISOString()).toBe('2026-12-20T00:00:00.000Z');
    expect(p.end.toISOString()).toBe('2027-01-20T00:00:00.000Z');
  });
});
