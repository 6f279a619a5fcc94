import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Principal, PUBLISHABLE_SCOPES } from '@/lib/auth/permissions.ts';
import { testClock } from '@/lib/clock.ts';
import { runTransform } from '@/lib/content/run-transform.ts';
import { db } from '@/lib/db/client.ts';
import { TRANSFORMS, type TransformName } from '@/lib/content/schemas.ts';
import { unsafeSweepPastDays } from '@/lib/content/widget-calls.ts';
import { signUserId } from '@/lib/keys/user-signature.ts';
import { api, type ApiResponse } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * The embeddable widget calling AI content transforms with a publishable key (docs/decisions.md, "AI
 * transforms from the widget"): off until the tenant names transforms in `widgetContent.transforms`; then
 * only those, for the end user named in X-User-Id (signed when the tenant requires it). Offline provider.
 */

const ORIGIN = 'https://learn.example';

/** A valid body for every transform: a refusal below is the key's, never the body's. */
const BODIES: Record<TransformName, Record<string, unknown>> = {
  simplify: { text: 'The municipality promulgated comprehensive regulations.', targetGradeLevel: 5 },
  'alt-text': { imageUrl: 'https://example.com/a.png' },
  hints: { question: 'What is 2 + 2?' },
  rephrase: { question: 'What is 2 + 2?' },
  vocabulary: { text: 'The municipality promulgated comprehensive regulations.' },
  summarize: { text: 'One sentence here. Another sentence there.' },
  translate: { text: 'Hello', targetLanguage: 'fr' },
  grammar: { text: 'i dont know.' },
  ocr: { imageUrl: 'https://example.com/a.png' },
};

beforeAll(async () => {
  // The signing secrets are stored encrypted with a key derived from it (the launcher always sets it).
  process.env.NEXTAUTH_SECRET ??= 'publishable-content-test-session-secret-0123456789';
  // Warm, as a running service is: the simplifier set up in the compute threads (seconds, once).
  const { adminKey } = await createTestTenant({ plan: 'enterprise' });
  const warm = await api.post('/content/simplify', { key: adminKey, body: { text: 'Warm up the engines that simplify text.', targetGradeLevel: 5 } });
  expect(warm.status).toBe(200);
}, 120_000);

afterEach(() => {
  testClock.reset();
});

function expectError(res: ApiResponse, status: number, code: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(typeof res.body.message).toBe('string');
  expect(res.body.traceId).toBe(res.headers.get('x-trace-id'));
}

/** A pro tenant (500,000 AI tokens) with ORIGIN allowed, the widget's settings given, its admin key and a publishable key. */
async function widgetTenant(widgetContent?: { transforms?: TransformName[]; dailyTokensPerUser?: number }) {
  const t = await createTestTenant({ plan: 'pro' });
  const settings = { allowedOrigins: [ORIGIN], ...(widgetContent ? { widgetContent } : {}) };
  const put = await api.put(`/tenants/${t.tenantId}`, { key: t.adminKey, body: { settings } });
  expect(put.status).toBe(200);
  const created = await api.post(`/tenants/${t.tenantId}/api-keys`, { key: t.adminKey, body: { type: 'publishable', name: 'Widget' } });
  expect(created.status).toBe(201);
  const pk = created.body.key as string;
  /** A call from a page on ORIGIN, as the widget makes it; `userId` null leaves X-User-Id out. */
  const widget = (transform: TransformName, body: unknown, userId: string | null = 'visitor-1', extra: Record<string, string> = {}) =>
    api.post(`/content/${transform}`, {
      key: pk,
      body,
      headers: { origin: ORIGIN, 'x-forwarded-for': '203.0.113.20', ...(userId === null ? {} : { 'x-user-id': encodeURIComponent(userId) }), ...extra },
    });
  return { ...t, pk, keyId: created.body.id as string, widget };
}

describe('off by default', () => {
  it('a new tenant’s publishable key gets 403 forbidden on every content route, as before; the secret key is unaffected', async () => {
    const t = await widgetTenant();
    expect((await api.get(`/tenants/${t.tenantId}`, { key: t.adminKey })).body.settings.widgetContent).toEqual({ transforms: [], dailyTokensPerUser: 20_000 });
    for (const transform of TRANSFORMS) {
      for (const userId of ['visitor-1', null]) {
        const res = await t.widget(transform, BODIES[transform], userId);
        expectError(res, 403, 'forbidden');
        expect(res.body.message).toBe('This API key lacks the "content" scope.');
        expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      }
    }
    expect((await api.post('/content/simplify', { key: t.adminKey, body: BODIES.simplify })).status).toBe(200);
  });
});

describe('widgetContent.transforms: ["simplify"]', () => {
  it('simplify answers a publishable key from an allowed origin with X-User-Id, as it answers the secret key; every other transform is still 403', async () => {
    const t = await widgetTenant({ transforms: ['simplify'] });
    const body = { text: 'The municipality promulgated comprehensive regulations concerning communal facilities.', targetGradeLevel: 6 };
    const res = await t.widget('simplify', body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ wasCached: false, provider: 'local' });
    expect(res.body.tokensUsed).toBeGreaterThan(0);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(Number(res.headers.get('x-ai-credits-remaining'))).toBe(500_000 - res.body.tokensUsed);
    // The visitor's own request limits count it, as on profile routes: the pro plan's 60 a minute per visitor.
    expect(res.headers.get('x-ratelimit-limit')).toBe('60');

    // The same request through the tenant's secret key is the same answer (from the tenant's cache).
    const server = await api.post('/content/simplify', { key: t.adminKey, body });
    expect(server.body).toEqual({ ...res.body, wasCached: true, tokensUsed: 0 });

    for (const transform of TRANSFORMS.filter((name) => name !== 'simplify')) {
      const refused = await t.widget(transform, BODIES[transform]);
      expectError(refused, 403, 'forbidden');
      expect(refused.body.message).toBe('This API key lacks the "content" scope.');
    }
    // Profiles still work as before with the same key.
    expect((await api.get('/profiles/visitor-1', { key: t.pk, headers: { origin: ORIGIN } })).status).toBe(200);
  });

  it('X-User-Id is required (400 invalid_user_id), at most 256 characters, percent-encoded UTF-8', async () => {
    const t = await widgetTenant({ transforms: ['simplify'] });
    expectError(await t.widget('simplify', BODIES.simplify, null), 400, 'invalid_user_id');
    expectError(await t.widget('simplify', BODIES.simplify, ''), 400, 'invalid_user_id');
    expectError(await t.widget('simplify', BODIES.simplify, 'x'.repeat(257)), 400, 'invalid_user_id');
    expectError(await t.widget('simplify', BODIES.simplify, null, { 'x-user-id': '%E0%A4%A' }), 400, 'invalid_user_id');
    expectError(await t.widget('simplify', BODIES.simplify, null, { 'x-user-id': 'nul%00' }), 400, 'invalid_user_id');
    expect((await t.widget('simplify', BODIES.simplify, '😀'.repeat(256))).status).toBe(200);
    expect((await t.widget('simplify', BODIES.simplify, 'élève 42')).status).toBe(200);
  });

  it('the service checks the tenant’s setting itself, whoever calls it: another transform is 403, no end user is 400', async () => {
    const t = await widgetTenant({ transforms: ['simplify'] });
    const principal: Principal = { kind: 'api_key', tenantId: t.tenantId, keyId: t.keyId, keyType: 'publishable', scopes: PUBLISHABLE_SCOPES };
    await expect(runTransform(principal, 'summarize', { text: 'One. Two.', length: 'medium' })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(runTransform(principal, 'simplify', { text: 'Hello there.', targetGradeLevel: 5 })).rejects.toMatchObject({ code: 'invalid_user_id' });
    const ran = await runTransform(principal, 'simplify', { text: 'Hello there.', targetGradeLevel: 5 }, { endUserId: 'visitor-9' });
    expect(ran.body.provider).toBe('local');
  });

  it('from an origin not on the allow-list: 403 origin_not_allowed', async () => {
    const t = await widgetTenant({ transforms: ['simplify'] });
    expectError(await t.widget('simplify', BODIES.simplify, 'visitor-1', { origin: 'https://evil.example' }), 403, 'origin_not_allowed');
  });

  it('switched off again: 403 at once', async () => {
    const t = await widgetTenant({ transforms: ['simplify'] });
    expect((await t.widget('simplify', BODIES.simplify)).status).toBe(200);
    expect((await api.put(`/tenants/${t.tenantId}`, { key: t.adminKey, body: { settings: { widgetContent: { transforms: [] } } } })).status).toBe(200);
    expectError(await t.widget('simplify', { ...BODIES.simplify, targetGradeLevel: 4 }), 403, 'forbidden');
  });

  it('a preflight allows X-User-Id', async () => {
    const res = await api.options('/content/simplify', {
      headers: { origin: ORIGIN, 'access-control-request-headers': 'x-api-key, x-user-id, x-user-signature' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('X-User-Id');
    expect(res.headers.get('access-control-allow-headers')).toContain('X-User-Signature');
  });
});

describe('signed user ids', () => {
  it('when the tenant requires them, X-User-Signature must be the signature of X-User-Id: missing or wrong is 401', async () => {
    const t = await widgetTenant({ transforms: ['simplify'] });
    const rotated = await api.post(`/tenants/${t.tenantId}/user-signing-secret`, { key: t.adminKey });
    expect(rotated.status).toBe(201);
    const secret = rotated.body.secret as string;
    expect((await api.put(`/tenants/${t.tenantId}`, { key: t.adminKey, body: { settings: { requireSignedUserIds: true } } })).status).toBe(200);

    expectError(await t.widget('simplify', BODIES.simplify, 'alice'), 401, 'invalid_user_signature');
    expectError(await t.widget('simplify', BODIES.simplify, 'alice', { 'x-user-signature': signUserId(secret, 'bob') }), 401, 'invalid_user_signature');
    expectError(
      await t.widget('simplify', BODIES.simplify, 'alice', { 'x-user-signature': signUserId('uss_another', 'alice') }),
      401,
      'invalid_user_signature',
    );
    expect((await t.widget('simplify', BODIES.simplify, 'alice', { 'x-user-signature': signUserId(secret, 'alice') })).status).toBe(200);
    // The signature is over the decoded id, as for a path's userId.
    expect((await t.widget('simplify', BODIES.simplify, 'élève', { 'x-user-signature': signUserId(secret, 'élève') })).status).toBe(200);
  });

  it('not required: none is fine, a wrong one sent anyway is refused', async () => {
    const t = await widgetTenant({ transforms: ['simplify'] });
    const secret = (await api.post(`/tenants/${t.tenantId}/user-signing-secret`, { key: t.adminKey })).body.secret as string;
    expect((await t.widget('simplify', BODIES.simplify, 'carol')).status).toBe(200);
    expectError(await t.widget('simplify', BODIES.simplify, 'carol', { 'x-user-signature': signUserId(secret, 'dave') }), 401, 'invalid_user_signature');
  });
});

describe('the daily tokens per end user (widgetContent.dailyTokensPerUser)', () => {
  /** Distinct short texts (no cache hits), each holding well under 100 tokens offline. */
  const text = (i: number) => ({ text: `Visitor text number ${i} was promulgated comprehensively.`, targetGradeLevel: 5 });
  const spentToday = async (tenantId: string, endUserId: string) =>
    (await db.widgetDailyTokens.findMany({ where: { tenantId, endUserId } })).reduce((sum, row) => sum + row.tokens, 0);

  it('one end user reaches a cap of 100: 429 quota_exceeded with Retry-After until UTC midnight; another end user carries on; the tenant’s credits paid for every call', async () => {
    const t = await widgetTenant({ transforms: ['simplify'], dailyTokensPerUser: 100 });
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    testClock.set(new Date(midnight.getTime() - 90_000)); // 23:58:30 UTC

    const answered: ApiResponse[] = [];
    let refused: ApiResponse | undefined;
    for (let i = 0; i < 10 && !refused; i++) {
      const res = await t.widget('simplify', text(i), 'heavy');
      if (res.status === 200) answered.push(res);
      else refused = res;
    }
    expect(answered.length).toBeGreaterThan(0);
    expectError(refused!, 429, 'quota_exceeded');
    expect(refused!.headers.get('retry-after')).toBe('90');
    expect(refused!.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(refused!.body.message).toContain(midnight.toISOString());
    const heavy = answered.reduce((sum, r) => sum + r.body.tokensUsed, 0);
    expect(heavy).toBeLessThanOrEqual(100);
    expect(await spentToday(t.tenantId, 'heavy')).toBe(heavy);

    // A cached answer costs nothing, so it is still served; the same user's next new text is still refused.
    expect((await t.widget('simplify', text(0), 'heavy')).body).toMatchObject({ wasCached: true, tokensUsed: 0 });
    expectError(await t.widget('simplify', text(99), 'heavy'), 429, 'quota_exceeded');

    // Another end user of the same tenant (same page, same address) is not affected.
    const light = await t.widget('simplify', text(100), 'light');
    expect(light.status).toBe(200);
    expect(light.body.tokensUsed).toBeGreaterThan(0);

    // Drawn from the tenant's credits, not added to them: the period's total is exactly what the widget calls used.
    const total = heavy + light.body.tokensUsed;
    expect(Number((await db.aiCreditPeriod.findFirstOrThrow({ where: { tenantId: t.tenantId } })).tokensUsed)).toBe(total);
    expect(Number(light.headers.get('x-ai-credits-remaining'))).toBe(500_000 - total);

    // The next UTC day starts a new allowance.
    testClock.advance(91_000);
    expect((await t.widget('simplify', text(200), 'heavy')).status).toBe(200);
  });

  it('concurrent calls of one end user never spend more than the cap', async () => {
    const t = await widgetTenant({ transforms: ['simplify'], dailyTokensPerUser: 150 });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => t.widget('simplify', text(300 + i), 'racer')));
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    for (const r of results) expect([200, 429]).toContain(r.status);
    const spent = ok.reduce((sum, r) => sum + r.body.tokensUsed, 0);
    expect(spent).toBeLessThanOrEqual(150);
    expect(await spentToday(t.tenantId, 'racer')).toBe(spent);
  });

  it('a call that could never fit in a day’s allowance is 413 payload_too_large (waiting would not help), holding nothing', async () => {
    const t = await widgetTenant({ transforms: ['simplify'], dailyTokensPerUser: 100 });
    const res = await t.widget('simplify', { text: 'Comprehensive municipal regulations were promulgated. '.repeat(20), targetGradeLevel: 5 }, 'long-text');
    expectError(res, 413, 'payload_too_large');
    expect(res.body.message).toContain('dailyTokensPerUser');
    expect(await spentToday(t.tenantId, 'long-text')).toBe(0);
    expect((await t.widget('simplify', text(400), 'long-text')).status).toBe(200);
  });

  it('when the tenant’s own credits cannot cover the call, 402 as for its server, and the end user’s hold is given back', async () => {
    const t = await createTestTenant({ plan: 'enterprise', aiTokensPerMonth: 30 });
    await api.put(`/tenants/${t.tenantId}`, {
      key: t.adminKey,
      body: { settings: { allowedOrigins: [ORIGIN], widgetContent: { transforms: ['simplify'], dailyTokensPerUser: 1000 } } },
    });
    const pk = (await api.post(`/tenants/${t.tenantId}/api-keys`, { key: t.adminKey, body: { type: 'publishable', name: 'Widget' } })).body.key as string;
    const res = await api.post('/content/simplify', { key: pk, body: text(500), headers: { origin: ORIGIN, 'x-user-id': 'poor' } });
    expectError(res, 402, 'ai_credits_exhausted');
    // The day's row was written by the hold, and is back at zero.
    expect(await db.widgetDailyTokens.findMany({ where: { tenantId: t.tenantId, endUserId: 'poor' }, select: { tokens: true } })).toEqual([{ tokens: 0 }]);
  });
});

describe('the day counters', () => {
  it('the sweep drops days before yesterday and keeps yesterday’s (a call begun then may still settle) and today’s', async () => {
    const t = await createTestTenant({ plan: 'pro' });
    const at = new Date('2026-06-10T08:00:00Z');
    const days = ['2026-06-07', '2026-06-08', '2026-06-09', '2026-06-10'];
    await db.widgetDailyTokens.createMany({
      data: days.map((day) => ({ tenantId: t.tenantId, endUserId: 'sweep', day: new Date(`${day}T00:00:00Z`), tokens: 10, updatedAt: at })),
    });
    await unsafeSweepPastDays(at);
    const left = await db.widgetDailyTokens.findMany({ where: { tenantId: t.tenantId, endUserId: 'sweep' }, orderBy: { day: 'asc' } });
    expect(left.map((row) => row.day.toISOString().slice(0, 10))).toEqual(['2026-06-09', '2026-06-10']);
  });
});
