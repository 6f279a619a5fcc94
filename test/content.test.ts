import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeLevel } from '@/lib/content/providers/local/readability.ts';
import { db } from '@/lib/db/client.ts';
import { api } from './api.ts';
import { hugePng } from './heavy-inputs.ts';
import { createTestTenant } from './fixtures.ts';
import { servePng } from './fixtures/render-text.ts';

/**
 * The nine /content/* endpoints through the real route handlers, on the offline provider (OPENAI_*
 * unset): contract shapes, credits and their header, the cache, limits and errors.
 * test/content-openai.test.ts covers the same endpoints against a fake OpenAI-compatible server.
 */

const DENSE =
  'Notwithstanding the considerable methodological heterogeneity characterising contemporary investigations, ' +
  'the preponderance of empirical evidence substantiates the proposition that systematic interventions, ' +
  'implemented consistently across heterogeneous educational institutions, substantially ameliorate ' +
  'comprehension difficulties experienced by disadvantaged learners; consequently, policymakers should ' +
  'prioritise the dissemination of evidence-based instructional methodologies, particularly those ' +
  'emphasising metacognitive strategies, vocabulary acquisition, and collaborative interpretation.';

const GRAMMAR_TEXT = 'i dont think this is is a apple.';

let key: string;
let tenantId: string;

beforeAll(async () => {
  ({ adminKey: key, tenantId } = await createTestTenant({ plan: 'pro' }));
  // Warm, as a running service is (a tenant of its own, so this file's credits and cache start untouched):
  // the grammar checker and the NLP model set up in the compute threads, the browser that renders test
  // images started, Tesseract's worker loaded. Seconds, once: no one test's time.
  const { adminKey: warm } = await createTestTenant({ plan: 'enterprise' });
  const image = await servePng('WARM');
  const saved = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
  try {
    const answers = await Promise.all([
      post('grammar', { text: 'Warm up.' }, warm),
      post('grammar', { text: 'Warm up again.' }, warm),
      post('simplify', { text: 'Warm up the engines that simplify text.', targetGradeLevel: 5 }, warm),
      post('ocr', { imageUrl: image.url }, warm),
    ]);
    for (const res of answers) expect(res.status).toBe(200);
  } finally {
    if (saved === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
    else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = saved;
    await image.close();
  }
}, 120_000);

const post = (path: string, body: unknown, k = key, headers?: Record<string, string>) => api.post(`/content/${path}`, { key: k, body, headers });

describe('offline provider: the transforms it does', () => {
  it('simplify lowers the Flesch-Kincaid grade of a dense passage and reports both grades', async () => {
    const res = await post('simplify', { text: DENSE, targetGradeLevel: 8 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ wasCached: false, provider: 'local' });
    expect(res.body.model).toMatch(/offline/);
    expect(res.body.gradeLevelBefore).toBe(gradeLevel(DENSE));
    expect(res.body.gradeLevelAfter).toBe(gradeLevel(res.body.result));
    expect(res.body.gradeLevelAfter).toBeLessThan(res.body.gradeLevelBefore);
    expect(res.body.targetReached).toBe(res.body.gradeLevelAfter <= 8);
    expect(res.body.tokensUsed).toBeGreaterThan(0);
    expect(Number(res.headers.get('x-ai-credits-remaining'))).toBe(500_000 - res.body.tokensUsed);
  });

  it('grammar finds the known mistakes at their offsets in UTF-16 code units', async () => {
    const text = `😀 ${GRAMMAR_TEXT}`;
    const res = await post('grammar', { text });
    expect(res.status).toBe(200);
    const corrections = res.body.corrections as { offset: number; length: number; original: string; replacement: string; message: string }[];
    for (const c of corrections) expect(text.slice(c.offset, c.offset + c.length)).toBe(c.original);
    const originals = corrections.map((c) => c.original);
    expect(originals).toEqual(expect.arrayContaining(['i', 'dont']));
    expect(corrections.find((c) => c.original === 'i')).toMatchObject({ offset: 3, replacement: 'I' });
    expect(corrections.some((c) => /\bis is\b|^is$/.test(c.original))).toBe(true);
    expect(corrections.some((c) => c.original === 'a' && c.replacement === 'an')).toBe(true);
    expect(res.body.result).toContain('I ');
    expect(res.body.language).toBe('en-US'); // none asked for, no British spelling in the text
  });

  it('summarize returns sentences of the text, shorter for short', async () => {
    const text = Array.from({ length: 12 }, (_, i) => `Sentence number ${i + 1} talks about reading comprehension and learner support in schools.`).join(' ');
    const short = await post('summarize', { text, length: 'short' });
    const long = await post('summarize', { text, length: 'long' });
    expect(short.status).toBe(200);
    expect(short.body.result.length).toBeLessThan(long.body.result.length);
    expect(text).toContain(short.body.result.split(/(?<=\.)\s/)[0]);
  });

  it('vocabulary gives words with definitions', async () => {
    const res = await post('vocabulary', { text: DENSE, maxWords: 5 });
    expect(res.status).toBe(200);
    expect(res.body.words.length).toBeGreaterThan(0);
    expect(res.body.words.length).toBeLessThanOrEqual(5);
    for (const w of res.body.words) expect(w.definition.length).toBeGreaterThan(3);
  });

  it('ocr reads the text of an image the test renders, fetched through the SSRF guard', async () => {
    const served = await servePng('HELLO WORLD 2026');
    const saved = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
    process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
    try {
      const res = await post('ocr', { imageUrl: served.url });
      expect(res.status).toBe(200);
      expect(res.body.result).toContain('HELLO WORLD');
      expect(res.body.confidence).toBeGreaterThan(0.8);
      expect(res.body.provider).toBe('local');
      const notImage = await post('ocr', { imageUrl: served.url.replace('image.png', 'page.html') });
      expect(notImage.status).toBe(400);
      expect(notImage.body.details[0].path).toBe('imageUrl');
    } finally {
      if (saved === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
      else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = saved;
      await served.close();
    }
  });

  it('ocr refuses an image whose header claims more than 25 megapixels, before decoding it', async () => {
    const png = hugePng();
    const server = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'image/png' }).end(png));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const saved = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
    process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
    try {
      const res = await post('ocr', { imageUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/bomb.png` });
      expect(res.status).toBe(400);
      expect(res.body.details[0]).toMatchObject({ path: 'imageUrl' });
      expect(res.body.message).toContain('30,000 × 20,000 pixels');
    } finally {
      if (saved === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
      else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = saved;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('ocr refuses an image URL on a private address (422 unsafe_url)', async () => {
    const res = await post('ocr', { imageUrl: 'http://169.254.169.254/latest/meta-data/' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('unsafe_url');
  });

  it('what needs a language model answers 503 ai_provider_required naming the variables, and charges nothing', async () => {
    const before = (await post('grammar', { text: 'Fine text.' })).headers.get('x-ai-credits-remaining');
    for (const [path, body] of [
      ['alt-text', { imageUrl: 'https://example.com/a.png' }],
      ['hints', { question: 'What is 2 + 2?' }],
      ['rephrase', { question: 'What is 2 + 2?' }],
      ['translate', { text: 'Hello', targetLanguage: 'fr' }],
    ] as const) {
      const res = await post(path, body);
      expect(res.status, path).toBe(503);
      expect(res.body.code).toBe('ai_provider_required');
      expect(res.body.message).toContain('OPENAI_API_KEY');
      expect(res.body.message).toContain('OPENAI_BASE_URL');
    }
    const after = (await post('grammar', { text: 'Fine text.' })).headers.get('x-ai-credits-remaining');
    expect(after).toBe(before); // the second grammar call is a cache hit: nothing was spent in between
  });
});

describe('cache', () => {
  it('a repeat is a hit: identical answer, tokensUsed 0, no credits spent; normalised input hits too', async () => {
    const text = `${DENSE} Cache probe ${Date.now()}.`;
    const first = await post('summarize', { text });
    expect(first.body.wasCached).toBe(false);
    const second = await post('summarize', { text: `  ${text.replaceAll(' ', '  ')}\r\n`, length: 'medium' });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ ...first.body, wasCached: true, tokensUsed: 0 });
    expect(second.headers.get('x-ai-credits-remaining')).toBe(first.headers.get('x-ai-credits-remaining'));
    const other = await post('summarize', { text, length: 'short' });
    expect(other.body.wasCached).toBe(false);
  });

  it('is per tenant: another tenant pays for its own answer', async () => {
    const text = `Per-tenant cache ${Date.now()}. ${DENSE}`;
    await post('summarize', { text });
    const { adminKey } = await createTestTenant({ plan: 'pro' });
    const res = await post('summarize', { text }, adminKey);
    expect(res.body.wasCached).toBe(false);
    expect(res.body.tokensUsed).toBeGreaterThan(0);
  });

  it('entries lapse with the tenant retention', async () => {
    const text = `Retention ${Date.now()}. ${DENSE}`;
    await post('summarize', { text });
    await db.contentCacheEntry.updateMany({ where: { tenantId }, data: { createdAt: new Date(Date.now() - 400 * 86_400_000) } });
    expect((await post('summarize', { text })).body.wasCached).toBe(false);
  });
});

describe('credits', () => {
  it('starter plan: 402 ai_credits_required on every transform', async () => {
    const { adminKey } = await createTestTenant({ plan: 'starter' });
    const res = await post('simplify', { text: 'Hello there.', targetGradeLevel: 4 }, adminKey);
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('ai_credits_required');
    expect((await post('ocr', { imageUrl: 'https://example.com/x.png' }, adminKey)).body.code).toBe('ai_credits_required');
  });

  it('concurrent calls never spend more than the tenant has', async () => {
    const { adminKey, tenantId: small } = await createTestTenant({ plan: 'enterprise', aiTokensPerMonth: 1_000 });
    // Distinct texts (no cache hits), each costing well over 100 tokens: at most a handful fit.
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => post('summarize', { text: `Call ${i}. ${DENSE}`, length: 'long' }, adminKey)));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 402);
    expect(ok.length + refused.length).toBe(16);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r.body.code).toBe('ai_credits_exhausted');
    let spent = ok.reduce((sum, r) => sum + r.body.tokensUsed, 0);
    expect(spent).toBeLessThanOrEqual(1_000);
    const row = await db.aiCreditPeriod.findFirstOrThrow({ where: { tenantId: small } });
    expect(Number(row.tokensUsed)).toBe(spent);
    expect(row.calls).toBe(ok.length);
    // Spend on until the worst case of another long summary no longer fits: refused before any work, and
    // the header says what is left.
    let after = await post('summarize', { text: `Once more. ${DENSE}`, length: 'long' }, adminKey);
    for (let i = 0; after.status === 200 && i < 10; i++) {
      spent += after.body.tokensUsed;
      after = await post('summarize', { text: `Once more ${i}. ${DENSE}`, length: 'long' }, adminKey);
    }
    expect(after.status).toBe(402);
    expect(after.body.code).toBe('ai_credits_exhausted');
    expect(Number(after.headers.get('x-ai-credits-remaining'))).toBe(1_000 - spent);
  });

  it('a cache hit is served even when the credits are used up', async () => {
    const { adminKey } = await createTestTenant({ plan: 'enterprise', aiTokensPerMonth: 600 });
    const text = 'Short text to check.';
    const first = await post('grammar', { text }, adminKey);
    expect(first.status).toBe(200);
    // Spend the rest.
    while ((await post('summarize', { text: `${Math.random()} ${DENSE}` }, adminKey)).status === 200);
    const again = await post('grammar', { text }, adminKey);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ wasCached: true, tokensUsed: 0 });
  });
});

describe('validation and limits', () => {
  it('answers 400 naming the field, before credits or provider', async () => {
    for (const [path, body, field] of [
      ['simplify', { text: 'x', targetGradeLevel: 0 }, 'targetGradeLevel'],
      ['simplify', { text: 'x', targetGradeLevel: 17 }, 'targetGradeLevel'],
      ['simplify', { targetGradeLevel: 5 }, 'text'],
      ['hints', { question: 'q', count: 6 }, 'count'],
      ['summarize', { text: 'x', length: 'huge' }, 'length'],
      ['translate', { text: 'x', targetLanguage: 'not a tag!' }, 'targetLanguage'],
      ['grammar', { text: '' }, 'text'],
      ['alt-text', { imageUrl: '' }, 'imageUrl'],
      ['vocabulary', { text: 'x', maxWords: 0 }, 'maxWords'],
    ] as const) {
      const res = await post(path, body);
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.details.map((d: { path: string }) => d.path)).toContain(field);
    }
    // Also for a transform the offline provider cannot do, and on the starter plan.
    expect((await post('translate', { text: 'x' })).status).toBe(400);
    const { adminKey } = await createTestTenant({ plan: 'starter' });
    expect((await post('hints', { question: 5 }, adminKey)).status).toBe(400);
  });

  it('text over 50,000 characters is 413 payload_too_large', async () => {
    const res = await post('grammar', { text: 'a '.repeat(25_001) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
    expect(res.body.message).toContain('50,000');
  });

  it('a key without the content scope is 403', async () => {
    const created = await api.post(`/tenants/${tenantId}/api-keys`, { key, body: { name: 'no content', scopes: ['profiles:read'] } });
    const res = await post('grammar', { text: 'Hello.' }, created.body.key);
    expect(res.status).toBe(403);
  });
});

afterAll(async () => {
  const { closeOcr } = await import('@/lib/content/providers/local/ocr.ts');
  await closeOcr();
});
