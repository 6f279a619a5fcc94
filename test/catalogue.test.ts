import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '@/lib/catalog/seed.ts';
import { api, type ApiResponse } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * The catalogue endpoints, checked against prisma/seed/catalogue.json, the data the template database
 * was seeded from. Sizes and contents come from that file, never from constants here.
 */
type SeedFeature = CatalogueFile['features'][number];

const seed = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', 'prisma', 'seed', 'catalogue.json'), 'utf8')) as CatalogueFile;
const FEATURES = [...seed.features].sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));
const PRESETS = seed.presets;

/** The feature record of the contract's "Catalogue", field for field. */
const FEATURE_FIELDS = [
  'code',
  'name',
  'description',
  'category',
  'valueType',
  'defaultValue',
  'min',
  'max',
  'step',
  'unit',
  'options',
  'requiresAi',
  'wcagCriteria',
  'sortOrder',
  'widget',
].sort();
const PRESET_FIELDS = ['code', 'name', 'description', 'features'].sort();

const asRecord = (f: SeedFeature) => Object.fromEntries(FEATURE_FIELDS.map((k) => [k, f[k as keyof SeedFeature]]));
const byFeatureCode = <T extends { featureCode: string }>(items: T[]) => [...items].sort((a, b) => a.featureCode.localeCompare(b.featureCode));
const codes = (items: { code: string }[]) => items.map((i) => i.code);

function expectError(res: ApiResponse, status: number, code: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(typeof res.body.message).toBe('string');
  expect(res.body.traceId).toMatch(/^[0-9a-f]{32}$/);
  expect(res.body.traceId).toBe(res.headers.get('x-trace-id'));
}

/** "Text Size" → "tEXT sIZE": a case-insensitive match must still find it. */
const swapCase = (s: string) => [...s].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
const matchesText = (f: SeedFeature, q: string) => f.name.toLowerCase().includes(q.toLowerCase()) || f.description.toLowerCase().includes(q.toLowerCase());

let key: string;

beforeAll(async () => {
  key = (await createTestTenant({})).adminKey;
});

describe('the seed file itself', () => {
  it('is a catalogue worth testing against (at least 35 features, some presets)', () => {
    // A sanity floor from the contract ("at least 35"), not a size the tests depend on.
    expect(FEATURES.length).toBeGreaterThanOrEqual(35);
    expect(PRESETS.length).toBeGreaterThan(0);
  });
});

describe('GET /features', () => {
  it('returns { data, nextCursor, total }, total = every feature of catalogue.json, default limit 50, in sortOrder', async () => {
    const res = await api.get('/features', { key });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'nextCursor', 'total']);
    expect(res.body.total).toBe(FEATURES.length);
    expect(res.body.data).toHaveLength(Math.min(50, FEATURES.length));
    if (FEATURES.length > 50) expect(res.body.nextCursor).toEqual(expect.any(String));
    else expect(res.body.nextCursor).toBeNull();

    const orders = res.body.data.map((f: SeedFeature) => f.sortOrder);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
    expect(codes(res.body.data)).toEqual(codes(FEATURES.slice(0, 50)));
  });

  it('each record has exactly the contract’s feature fields, with the values of catalogue.json', async () => {
    const res = await api.get('/features?limit=200', { key });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(FEATURES.length);
    expect(res.body.nextCursor).toBeNull();
    for (const record of res.body.data as Record<string, unknown>[]) {
      expect(Object.keys(record).sort()).toEqual(FEATURE_FIELDS);
    }
    expect(res.body.data).toEqual(FEATURES.map(asRecord));
  });

  it('pages with limit and cursor over every feature exactly once, in sortOrder', async () => {
    const limit = 7;
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await api.get(`/features${query}`, { key });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(FEATURES.length);
      expect(res.body.data.length).toBeLessThanOrEqual(limit);
      expect(res.body.data.length).toBeGreaterThan(0);
      seen.push(...codes(res.body.data));
      cursor = res.body.nextCursor;
      pages++;
      expect(pages).toBeLessThanOrEqual(Math.ceil(FEATURES.length / limit));
    } while (cursor);
    expect(pages).toBe(Math.ceil(FEATURES.length / limit));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(codes(FEATURES));
  });

  it('400 validation_failed for a bad cursor and for a limit over 200', async () => {
    const badCursor = await api.get('/features?cursor=not-a-cursor', { key });
    expectError(badCursor, 400, 'validation_failed');
    expect(badCursor.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'cursor' })]));

    const tooMany = await api.get('/features?limit=201', { key });
    expectError(tooMany, 400, 'validation_failed');
    expect(tooMany.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'limit' })]));
  });

  it('category=vision returns only vision features, total = vision features in catalogue.json', async () => {
    const vision = FEATURES.filter((f) => f.category === 'vision');
    expect(vision.length).toBeGreaterThan(0);
    const res = await api.get('/features?category=vision&limit=200', { key });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(vision.length);
    expect(res.body.data.every((f: SeedFeature) => f.category === 'vision')).toBe(true);
    expect(codes(res.body.data)).toEqual(codes(vision));
  });

  it('every category of the catalogue filters to its own features', async () => {
    const categories = [...new Set(FEATURES.map((f) => f.category))];
    for (const category of categories) {
      const res = await api.get(`/features?category=${category}&limit=200`, { key });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(FEATURES.filter((f) => f.category === category).length);
      expect(new Set(res.body.data.map((f: SeedFeature) => f.category))).toEqual(new Set([category]));
    }
  });

  it('400 validation_failed at "category" for an unknown category', async () => {
    const res = await api.get('/features?category=telepathy', { key });
    expectError(res, 400, 'validation_failed');
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'category' })]));
  });

  it('q matches the name case-insensitively', async () => {
    // A name with a space cannot match a (hyphenated) code, so the expectation is exact.
    const target = FEATURES.find((f) => f.name.includes(' ') && f.name !== swapCase(f.name))!;
    expect(target).toBeDefined();
    const q = swapCase(target.name);
    const expected = FEATURES.filter((f) => matchesText(f, q));
    const res = await api.get(`/features?limit=200&q=${encodeURIComponent(q)}`, { key });
    expect(res.status).toBe(200);
    expect(codes(res.body.data)).toContain(target.code);
    expect(codes(res.body.data)).toEqual(codes(expected));
    expect(res.body.total).toBe(expected.length);
  });

  it('q matches the description case-insensitively', async () => {
    // Two words from the middle of a description (not of its name), upper-cased.
    const target = FEATURES.find((f) => {
      const words = f.description.split(/\s+/);
      return words.length > 4 && !f.name.toLowerCase().includes(words.slice(2, 4).join(' ').toLowerCase());
    })!;
    expect(target).toBeDefined();
    const q = target.description.split(/\s+/).slice(2, 4).join(' ').toUpperCase();
    const expected = FEATURES.filter((f) => matchesText(f, q));
    const res = await api.get(`/features?limit=200&q=${encodeURIComponent(q)}`, { key });
    expect(res.status).toBe(200);
    expect(codes(res.body.data)).toContain(target.code);
    expect(codes(res.body.data)).toEqual(codes(expected));
    expect(res.body.total).toBe(expected.length);
  });

  it('q and category combine; a q matching nothing gives total 0', async () => {
    const target = FEATURES.find((f) => f.name.includes(' '))!;
    const q = target.name.toLowerCase();
    const expected = FEATURES.filter((f) => f.category === target.category && matchesText(f, q));
    const res = await api.get(`/features?category=${target.category}&q=${encodeURIComponent(q)}`, { key });
    expect(res.status).toBe(200);
    expect(codes(res.body.data)).toEqual(codes(expected));
    expect(res.body.total).toBe(expected.length);

    const none = await api.get(`/features?q=${encodeURIComponent('zz no such tool zz')}`, { key });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ data: [], nextCursor: null, total: 0 });
  });
});

describe('widget support', () => {
  const UNSUPPORTED = FEATURES.filter((f) => !f.widget.supported);
  const SUPPORTED = FEATURES.filter((f) => f.widget.supported);

  it('the seed file has features on both sides', () => {
    expect(UNSUPPORTED.length).toBeGreaterThan(0);
    expect(SUPPORTED.length).toBeGreaterThan(0);
  });

  it('GET /features gives every feature { supported, reason }: a sentence when not in the widget, null when in it', async () => {
    const res = await api.get('/features?limit=200', { key });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(FEATURES.length);
    for (const f of res.body.data as SeedFeature[]) {
      expect(Object.keys(f.widget).sort(), f.code).toEqual(['reason', 'supported']);
      expect(typeof f.widget.supported, f.code).toBe('boolean');
      if (f.widget.supported) expect(f.widget.reason, f.code).toBeNull();
      else expect(f.widget.reason?.trim().length, f.code).toBeGreaterThan(0);
    }
    const unsupported = (res.body.data as SeedFeature[]).filter((f) => !f.widget.supported);
    expect(unsupported.map((f) => [f.code, f.widget.reason])).toEqual(UNSUPPORTED.map((f) => [f.code, f.widget.reason]));
  });

  it('GET /features/{code} of a feature the widget does not offer says why', async () => {
    const feature = UNSUPPORTED[0]!;
    const res = await api.get(`/features/${encodeURIComponent(feature.code)}`, { key });
    expect(res.status).toBe(200);
    expect(res.body.widget).toEqual({ supported: false, reason: feature.widget.reason });
  });

  it('widget=true and widget=false split the catalogue, and combine with category', async () => {
    const yes = await api.get('/features?widget=true&limit=200', { key });
    expect(yes.status).toBe(200);
    expect(codes(yes.body.data)).toEqual(codes(SUPPORTED));
    expect(yes.body.total).toBe(SUPPORTED.length);

    const no = await api.get('/features?widget=false&limit=200', { key });
    expect(no.status).toBe(200);
    expect(codes(no.body.data)).toEqual(codes(UNSUPPORTED));
    expect(no.body.total).toBe(UNSUPPORTED.length);

    const category = UNSUPPORTED[0]!.category;
    const both = await api.get(`/features?widget=false&category=${category}&limit=200`, { key });
    expect(both.status).toBe(200);
    expect(codes(both.body.data)).toEqual(codes(UNSUPPORTED.filter((f) => f.category === category)));
  });

  it('400 validation_failed at "widget" for a value other than true or false', async () => {
    const res = await api.get('/features?widget=yes', { key });
    expectError(res, 400, 'validation_failed');
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'widget' })]));
  });
});

describe('GET /features/{code}', () => {
  it('200 with the feature record for every code of catalogue.json', async () => {
    for (const feature of FEATURES) {
      const res = await api.get(`/features/${encodeURIComponent(feature.code)}`, { key });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(FEATURE_FIELDS);
      expect(res.body).toEqual(asRecord(feature));
    }
  });

  it('404 not_found for an unknown code', async () => {
    const res = await api.get('/features/no-such-feature', { key });
    expectError(res, 404, 'not_found');
  });
});

describe('GET /presets', () => {
  it('returns { data, nextCursor, total } with every preset of catalogue.json', async () => {
    const res = await api.get('/presets', { key });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'nextCursor', 'total']);
    expect(res.body.total).toBe(PRESETS.length);
    expect(res.body.data).toHaveLength(Math.min(50, PRESETS.length));
    expect([...codes(res.body.data)].sort()).toEqual(codes(PRESETS.slice(0, 50)).sort());
    for (const preset of res.body.data as Record<string, unknown>[]) expect(Object.keys(preset).sort()).toEqual(PRESET_FIELDS);
  });

  it('pages with limit=1 and keeps total', async () => {
    const res = await api.get('/presets?limit=1', { key });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.total).toBe(PRESETS.length);
    if (PRESETS.length > 1) expect(res.body.nextCursor).toEqual(expect.any(String));
  });
});

describe('GET /presets/{code}', () => {
  it('200 with its features { featureCode, isEnabled, value } for every preset of catalogue.json', async () => {
    for (const preset of PRESETS) {
      const res = await api.get(`/presets/${encodeURIComponent(preset.code)}`, { key });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(PRESET_FIELDS);
      expect(res.body).toMatchObject({ code: preset.code, name: preset.name, description: preset.description });
      for (const f of res.body.features as Record<string, unknown>[]) expect(Object.keys(f).sort()).toEqual(['featureCode', 'isEnabled', 'value']);
      expect(byFeatureCode(res.body.features)).toEqual(byFeatureCode(preset.features));
    }
  });

  it('404 not_found for an unknown code', async () => {
    const res = await api.get('/presets/no-such-preset', { key });
    expectError(res, 404, 'not_found');
  });
});

describe('publishable keys', () => {
  it('read the catalogue from an allowed origin, with CORS headers; another origin is 403 origin_not_allowed', async () => {
    const t = await createTestTenant({});
    const settings = await api.put(`/tenants/${t.tenantId}`, { key: t.adminKey, body: { settings: { allowedOrigins: ['https://app.example'] } } });
    expect(settings.status).toBe(200);
    const created = await api.post(`/tenants/${t.tenantId}/api-keys`, { key: t.adminKey, body: { type: 'publishable' } });
    expect(created.status).toBe(201);
    const pk = created.body.key as string;
    const origin = { origin: 'https://app.example' };

    const list = await api.get('/features', { key: pk, headers: origin });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(FEATURES.length);
    expect(list.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(list.headers.get('vary')).toMatch(/origin/i);
    expect(list.headers.get('access-control-expose-headers')).toContain('X-Trace-Id');

    const one = await api.get(`/features/${encodeURIComponent(FEATURES[0]!.code)}`, { key: pk, headers: origin });
    expect(one.status).toBe(200);
    expect(one.body.code).toBe(FEATURES[0]!.code);
    expect(one.headers.get('access-control-allow-origin')).toBe('https://app.example');

    const presets = await api.get('/presets', { key: pk, headers: origin });
    expect(presets.status).toBe(200);
    expect(presets.body.total).toBe(PRESETS.length);
    expect(presets.headers.get('access-control-allow-origin')).toBe('https://app.example');

    const preset = await api.get(`/presets/${encodeURIComponent(PRESETS[0]!.code)}`, { key: pk, headers: origin });
    expect(preset.status).toBe(200);
    expect(preset.headers.get('access-control-allow-origin')).toBe('https://app.example');

    const foreign = await api.get('/features', { key: pk, headers: { origin: 'https://evil.example' } });
    expectError(foreign, 403, 'origin_not_allowed');
    // Readable by the refused page's script, so its developer sees why (no credentials).
    expect(foreign.headers.get('access-control-allow-origin')).toBe('https://evil.example');
  });
});
