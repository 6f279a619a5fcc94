import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { api } from './api.ts';
import { type FakeOpenai, startFakeOpenai } from './fixtures/fake-openai.ts';
import { createTestTenant } from './fixtures.ts';
import { servePng } from './fixtures/render-text.ts';

/**
 * The /content/* endpoints with the openai provider, against a fake OpenAI-compatible server on
 * 127.0.0.1: what is sent, usage as tokensUsed and as the charge, the cache, and provider failures as 503
 * `ai_unavailable` that charge nothing. lib/content/providers/openai.test.ts covers the provider alone.
 */

let fake: FakeOpenai;
let key: string;
let tenantId: string;
const saved: Record<string, string | undefined> = {};
const ENV = {
  OPENAI_API_KEY: 'sk-test-fake',
  OPENAI_TIMEOUT_SECONDS: '1',
  OPENAI_MAX_RETRIES: '1',
  OPENAI_MODEL: 'fake-mini',
  OPENAI_MODELS: 'alt-text=fake-vision',
  ALLOW_PRIVATE_NETWORK_TARGETS: 'true',
};

beforeAll(async () => {
  fake = await startFakeOpenai();
  for (const [name, value] of Object.entries({ ...ENV, OPENAI_BASE_URL: fake.url })) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  ({ adminKey: key, tenantId } = await createTestTenant({ plan: 'pro' }));
  // Warm, as a running service is (a tenant of its own, so this file's credits and cache start untouched): the
  // browser that renders test images started, Tesseract's worker loaded. Seconds, once: no one test's time.
  const { adminKey: warm } = await createTestTenant({ plan: 'enterprise' });
  const image = await servePng('WARM');
  try {
    expect((await api.post('/content/ocr', { key: warm, body: { imageUrl: image.url } })).status).toBe(200);
  } finally {
    await image.close();
  }
}, 120_000);

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await fake.close();
});

afterEach(() => fake.reset());

const post = (path: string, body: unknown) => api.post(`/content/${path}`, { key, body });
const used = async () => Number((await db.aiCreditPeriod.findFirst({ where: { tenantId } }))?.tokensUsed ?? 0);

describe('openai provider through the API', () => {
  it('simplify: the configured model, the provider usage as tokensUsed and as the charge', async () => {
    const before = await used();
    fake.enqueue({ reply: { text: 'The cat sat. It was happy.' }, usage: { prompt_tokens: 120, completion_tokens: 17, total_tokens: 137 } });
    const res = await post('simplify', { text: 'The feline positioned itself upon the mat, exhibiting evident contentment.', targetGradeLevel: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'The cat sat. It was happy.', provider: 'openai', model: 'fake-mini', tokensUsed: 137, wasCached: false });
    expect(res.body.gradeLevelAfter).toBeLessThan(res.body.gradeLevelBefore);
    const sent = fake.completions().at(-1)!.body!;
    expect(sent.model).toBe('fake-mini');
    expect(sent.response_format?.type).toBe('json_schema');
    expect(await used()).toBe(before + 137);
    expect(Number(res.headers.get('x-ai-credits-remaining'))).toBe(500_000 - (before + 137));
    // No hold is left behind.
    expect(await db.aiCreditReservation.count({ where: { tenantId } })).toBe(0);
  });

  it('a repeat is served from the cache: no request to the provider, nothing charged', async () => {
    const body = { text: `Cache me ${Date.now()}`, targetLanguage: 'fr' };
    fake.enqueue({
      reply: { translation: 'Mettez-moi en cache', detectedSourceLanguage: 'en' },
      usage: { prompt_tokens: 40, completion_tokens: 8, total_tokens: 48 },
    });
    const first = await post('translate', body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ result: 'Mettez-moi en cache', detectedSourceLanguage: 'en', tokensUsed: 48 });
    const calls = fake.completions().length;
    const before = await used();
    const second = await post('translate', body);
    expect(second.body).toEqual({ ...first.body, wasCached: true, tokensUsed: 0 });
    expect(fake.completions().length).toBe(calls);
    expect(await used()).toBe(before);
  });

  it('alt-text sends the fetched image as a data URL on the per-transform model, never the caller URL', async () => {
    const served = await servePng('EXIT');
    try {
      fake.enqueue({ reply: { altText: 'Exit sign' } });
      const res = await post('alt-text', { imageUrl: served.url, context: 'Fire safety poster' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ provider: 'openai', model: 'fake-vision' });
      const sent = JSON.stringify(fake.completions().at(-1)!.body);
      expect(sent).toContain('data:image/png;base64,');
      expect(sent).not.toContain(served.url);
    } finally {
      await served.close();
    }
  });

  it('ocr stays with Tesseract when a provider is configured', async () => {
    const served = await servePng('OPEN DAILY');
    try {
      const calls = fake.completions().length;
      const res = await post('ocr', { imageUrl: served.url });
      expect(res.status).toBe(200);
      expect(res.body.provider).toBe('local');
      expect(res.body.result).toContain('OPEN DAILY');
      expect(fake.completions().length).toBe(calls);
    } finally {
      await served.close();
    }
  });

  it.each([
    ['a 500 on every attempt', { status: 500, message: 'internal secret detail from the provider' }],
    ['a 429 on every attempt', { status: 429, message: 'quota details from the provider' }],
    ['no answer within the timeout', { hang: true }],
    ['a malformed JSON answer', { malformed: true }],
  ] as const)('%s is 503 ai_unavailable, without the provider words, and charges nothing', async (_, behaviour) => {
    const before = await used();
    fake.enqueue(behaviour, Number.POSITIVE_INFINITY);
    const res = await post('summarize', { text: `Failing call ${Math.random()}. Another sentence here.` });
    fake.reset();
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('ai_unavailable');
    expect(res.text).not.toMatch(/secret detail|quota details|fake/i);
    expect(await used()).toBe(before);
    expect(await db.aiCreditReservation.count({ where: { tenantId } })).toBe(0);
  });

  it('validation is 400 before the provider is asked', async () => {
    const calls = fake.completions().length;
    const res = await post('hints', { question: 'Why?', count: 9 });
    expect(res.status).toBe(400);
    expect(fake.completions().length).toBe(calls);
  });

  it('a call whose worst case does not fit the credits left is 402 before the provider is asked', async () => {
    const { adminKey } = await createTestTenant({ plan: 'enterprise', aiTokensPerMonth: 500 });
    const calls = fake.completions().length;
    const res = await api.post('/content/simplify', { key: adminKey, body: { text: 'word '.repeat(2_000), targetGradeLevel: 4 } });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('ai_credits_exhausted');
    expect(fake.completions().length).toBe(calls);
  });

  it('health says openai when the server answers and unavailable when it does not', async () => {
    expect((await api.get('/health')).body.checks.ai).toBe('openai');
    const url = process.env.OPENAI_BASE_URL;
    process.env.OPENAI_BASE_URL = 'http://127.0.0.1:9/v1';
    try {
      expect((await api.get('/health')).body.checks.ai).toBe('unavailable');
    } finally {
      process.env.OPENAI_BASE_URL = url;
    }
  });
});
