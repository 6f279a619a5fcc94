import { afterEach, describe, expect, it } from 'vitest';
import { testClock } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { consumeSubjectRequest, pruneSubjectCounters } from '@/lib/limits/consume.ts';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';

afterEach(() => testClock.reset());

describe('per-key minute limit', () => {
  it('lets exactly 10 of 50 concurrent requests of a starter key through; the rest get 429 with Retry-After', async () => {
    const { adminKey } = await createTestTenant({ plan: 'starter' });
    const responses = await Promise.all(Array.from({ length: 50 }, () => api.get('/members', { key: adminKey })));

    const ok = responses.filter((r) => r.status === 200);
    const limited = responses.filter((r) => r.status === 429);
    expect(ok).toHaveLength(10);
    expect(limited).toHaveLength(40);
    for (const r of limited) {
      expect(r.body.code).toBe('rate_limited');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
    }
    const remaining = ok.map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort((a, b) => a - b);
    expect(remaining).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Refused requests do not count against the month.
    const quotaLeft = Math.min(...responses.map((r) => Number(r.headers.get('x-quota-remaining'))));
    expect(quotaLeft).toBe(5_000 - 10);
  });

  it('frees the window 60 seconds later, and counts each key on its own', async () => {
    const start = new Date('2026-05-10T12:00:00Z');
    testClock.set(start);
    const { adminKey, tenantId } = await createTestTenant({ plan: 'starter' });
    const second = await api.post(`/tenants/${tenantId}/api-keys`, { key: adminKey, body: { scopes: ['admin'] } });
    for (let i = 0; i < 9; i++) expect((await api.get('/members', { key: adminKey })).status).toBe(200);
    expect((await api.get('/members', { key: adminKey })).status).toBe(429);
    expect((await api.get('/members', { key: second.body.key })).status).toBe(200);

    testClock.set(new Date(start.getTime() + 59_000));
    expect((await api.get('/members', { key: adminKey })).status).toBe(429);
    testClock.set(new Date(start.getTime() + 60_000));
    const after = await api.get('/members', { key: adminKey });
    expect(after.status).toBe(200);
    expect(after.headers.get('x-ratelimit-limit')).toBe('10');
  });

  it('sends the limit and quota headers on every authenticated response, errors included', async () => {
    const { adminKey } = await createTestTenant({ plan: 'pro' });
    const res = await api.delete('/members/mem_doesnotexist', { key: adminKey });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-ratelimit-limit')).toBe('60');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('59');
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
    expect(res.headers.get('x-quota-limit')).toBe('50000');
    expect(res.headers.get('x-quota-remaining')).toBe('49999');
    expect(new Date(res.headers.get('x-quota-reset')!).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('monthly quota', () => {
  it('refuses with 429 quota_exceeded once used up and resets on the billing anniversary', async () => {
    testClock.set('2026-03-20T10:00:00Z');
    const { adminKey } = await createTestTenant({
      plan: 'enterprise',
      monthlyQuota: 3,
      rateLimitPerMinute: 1000,
      billingAnchor: new Date('2026-01-05T08:00:00Z'),
    });
    for (let i = 0; i < 3; i++) expect((await api.get('/members', { key: adminKey })).status).toBe(200);
    const refused = await api.get('/members', { key: adminKey });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('quota_exceeded');
    expect(refused.headers.get('x-quota-remaining')).toBe('0');
    expect(refused.headers.get('x-quota-reset')).toBe('2026-04-05T08:00:00.000Z');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBe((Date.parse('2026-04-05T08:00:00Z') - Date.parse('2026-03-20T10:00:00Z')) / 1000);

    testClock.set('2026-04-05T07:59:59Z');
    expect((await api.get('/members', { key: adminKey })).body.code).toBe('quota_exceeded');
    testClock.set('2026-04-05T08:00:00Z');
    const renewed = await api.get('/members', { key: adminKey });
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('x-quota-remaining')).toBe('2');
    expect(renewed.headers.get('x-quota-reset')).toBe('2026-05-05T08:00:00.000Z');
  });

  it('clamps an anniversary on the 31st to the last day of a short month', async () => {
    testClock.set('2026-02-27T12:00:00Z');
    const { adminKey } = await createTestTenant({
      plan: 'enterprise',
      monthlyQuota: 1,
      rateLimitPerMinute: 1000,
      billingAnchor: new Date('2025-12-31T00:00:00Z'),
    });
    expect((await api.get('/members', { key: adminKey })).status).toBe(200);
    const refused = await api.get('/members', { key: adminKey });
    expect(refused.body.code).toBe('quota_exceeded');
    expect(refused.headers.get('x-quota-reset')).toBe('2026-02-28T00:00:00.000Z');

    testClock.set('2026-02-28T00:00:00Z');
    expect((await api.get('/members', { key: adminKey })).status).toBe(200);
  });
});

describe('counters of callers that are not keys', () => {
  it('are swept once their minute or period is over, and counting starts again', async () => {
    const subject = `test:${Math.random().toString(36).slice(2)}`;
    const tenant = { billingAnchor: new Date('2026-01-01T00:00:00Z') };
    const limits = { perMinute: 5, perPeriod: 100 };
    for (let i = 0; i < 3; i++) await consumeSubjectRequest(subject, limits, tenant, 'test allowance');
    expect(await db.rateSubjectBucket.count({ where: { subject } })).toBeGreaterThan(0);
    expect(await db.rateSubjectPeriod.findUnique({ where: { subject } })).toMatchObject({ periodCount: 3 });

    await pruneSubjectCounters(new Date(Date.now() + 61_000));
    expect(await db.rateSubjectBucket.count({ where: { subject } })).toBe(0);
    expect(await db.rateSubjectPeriod.count({ where: { subject } })).toBe(1);

    await pruneSubjectCounters(new Date(Date.now() + 40 * 86_400_000));
    expect(await db.rateSubjectPeriod.count({ where: { subject } })).toBe(0);
    const next = await consumeSubjectRequest(subject, limits, tenant, 'test allowance');
    expect(next.headers['X-Quota-Remaining']).toBe('99');
  });
});
