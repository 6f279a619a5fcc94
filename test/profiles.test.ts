import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api, type ApiResponse } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * the contract's "Profiles", rule by rule, each test on a fresh tenant. Feature codes, types, ranges and
 * presets come from prisma/seed/catalogue.json (the data the test database was seeded from).
 */

interface SeedFeature {
  code: string;
  name: string;
  category: string;
  valueType: 'boolean' | 'number' | 'enum' | 'string';
  defaultValue: string | null;
  min: number | null;
  max: number | null;
  step: number | null;
  options: string[];
  sortOrder: number;
}
interface SeedPreset {
  code: string;
  features: { featureCode: string; isEnabled: boolean; value: string | null }[];
}
interface Setting {
  featureCode: string;
  isEnabled: boolean;
  value: string | null;
  setBy: string;
}

const seed = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', 'prisma', 'seed', 'catalogue.json'), 'utf8')) as {
  features: SeedFeature[];
  presets: SeedPreset[];
};
const FEATURES = [...seed.features].sort((a, b) => a.sortOrder - b.sortOrder);
const BY_CODE = new Map(FEATURES.map((f) => [f.code, f]));
const BOOLEANS = FEATURES.filter((f) => f.valueType === 'boolean');
const NUMBER = FEATURES.find((f) => f.valueType === 'number' && f.min !== null && f.max !== null && f.step && f.defaultValue !== null)!;
const ENUM = FEATURES.find((f) => f.valueType === 'enum' && f.options.length > 1)!;
const STRING = FEATURES.find((f) => f.valueType === 'string')!;

/** A number as the API stores it: "1.5", not "1.5000000001". */
const fmt = (n: number) => String(Number(n.toFixed(10)));
/** Valid values of the number feature (on its grid, inside its range) other than its default. */
const numberValues = (() => {
  const { min, max, step } = NUMBER as { min: number; max: number; step: number };
  const out: string[] = [];
  for (let k = 0; min + k * step <= max + 1e-9 && out.length < 3; k++) {
    const v = fmt(min + k * step);
    if (Number(v) !== Number(NUMBER.defaultValue)) out.push(v);
  }
  return out;
})();
const OTHER_ENUM_VALUE = ENUM.options.find((o) => o !== ENUM.defaultValue)!;

const profilePath = (userId: string) => `/profiles/${encodeURIComponent(userId)}`;
const byCode = <T extends { featureCode: string }>(items: T[]) => [...items].sort((a, b) => a.featureCode.localeCompare(b.featureCode));
const settingOf = (profile: { features: Setting[] }, code: string) => profile.features.find((f) => f.featureCode === code);

function expectError(res: ApiResponse, status: number, code: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(typeof res.body.message).toBe('string');
  expect(res.body.traceId).toMatch(/^[0-9a-f]{32}$/);
  expect(res.body.traceId).toBe(res.headers.get('x-trace-id'));
}
function expectDetailPath(res: ApiResponse, path: string) {
  expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message: expect.any(String) })]));
}

const absent = (userId: string) => ({
  exists: false,
  userId,
  features: [],
  activePresetCode: null,
  selfServiceEnabled: true,
  gradeLevel: null,
  configuredBy: null,
});

describe('the seed file offers what these tests need', () => {
  it('has boolean, number, enum and string features and at least one preset', () => {
    expect(BOOLEANS.length).toBeGreaterThanOrEqual(10);
    expect(NUMBER).toBeDefined();
    expect(numberValues.length).toBeGreaterThanOrEqual(2);
    expect(ENUM).toBeDefined();
    expect(OTHER_ENUM_VALUE).toBeDefined();
    expect(STRING).toBeDefined();
    expect(seed.presets.length).toBeGreaterThan(0);
  });
});

describe('GET /profiles/{userId}', () => {
  it('200 exists:false with the defaults for a profile that does not exist', async () => {
    const t = await createTestTenant({});
    const res = await api.get(profilePath('nobody'), { key: t.adminKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(absent('nobody'));
  });
});

describe('userId', () => {
  it('exactly 256 characters is accepted; 257 is 400 invalid_user_id on every profile route', async () => {
    const t = await createTestTenant({});
    const ok = 'u'.repeat(256);
    const created = await api.put(profilePath(ok), { key: t.adminKey, body: { features: [] } });
    expect(created.status).toBe(201);
    expect(created.body.userId).toBe(ok);
    const read = await api.get(profilePath(ok), { key: t.adminKey });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ exists: true, userId: ok });

    const tooLong = 'u'.repeat(257);
    expectError(await api.get(profilePath(tooLong), { key: t.adminKey }), 400, 'invalid_user_id');
    expectError(await api.put(profilePath(tooLong), { key: t.adminKey, body: { features: [] } }), 400, 'invalid_user_id');
    expectError(await api.get(`${profilePath(tooLong)}/active-features`, { key: t.adminKey }), 400, 'invalid_user_id');
    expectError(
      await api.post(`${profilePath(tooLong)}/apply-preset`, { key: t.adminKey, body: { presetCode: seed.presets[0]!.code } }),
      400,
      'invalid_user_id',
    );
    expectError(await api.delete(profilePath(tooLong), { key: t.adminKey }), 400, 'invalid_user_id');
    // Nothing was created under the too-long id (nor its 256-character prefix touched).
    expect((await api.get(profilePath(ok), { key: t.adminKey })).body.features).toEqual([]);
  });

  it('256 emoji (one code point, two UTF-16 units each) are 256 characters; 257 are too many', async () => {
    const t = await createTestTenant({});
    const emoji = '\u{1F600}'.repeat(256);
    expect(emoji.length).toBe(512);
    const created = await api.put(profilePath(emoji), { key: t.adminKey, body: { features: [{ featureCode: BOOLEANS[0]!.code, isEnabled: true }] } });
    expect(created.status).toBe(201);
    expect(created.body.userId).toBe(emoji);
    const read = await api.get(profilePath(emoji), { key: t.adminKey });
    expect(read.body).toMatchObject({ exists: true, userId: emoji });

    expectError(await api.get(profilePath('\u{1F600}'.repeat(257)), { key: t.adminKey }), 400, 'invalid_user_id');
  });

  it.each(['org/42/user', 'user with spaces', '\u{1F9D1}\u200D\u{1F4BB} émoji ユーザー', '100% sure', 'a?b#c&d=e+f', ' padded '])(
    'round-trips %j through PUT, GET, active-features and DELETE',
    async (userId) => {
      const t = await createTestTenant({});
      const feature = BOOLEANS[0]!.code;
      const put = await api.put(profilePath(userId), { key: t.adminKey, body: { features: [{ featureCode: feature, isEnabled: true }] } });
      expect(put.status).toBe(201);
      expect(put.body.userId).toBe(userId);

      const get = await api.get(profilePath(userId), { key: t.adminKey });
      expect(get.status).toBe(200);
      expect(get.body).toMatchObject({ exists: true, userId });
      expect(get.body.features.map((f: Setting) => f.featureCode)).toEqual([feature]);

      const active = await api.get(`${profilePath(userId)}/active-features`, { key: t.adminKey });
      expect(active.status).toBe(200);
      expect(active.body).toEqual({ userId, exists: true, activePresetCode: null, features: [{ featureCode: feature, value: null }] });

      const del = await api.delete(profilePath(userId), { key: t.adminKey });
      expect(del.status).toBe(204);
      expect((await api.get(profilePath(userId), { key: t.adminKey })).body).toEqual(absent(userId));
    },
  );
});

describe('PUT /profiles/{userId}', () => {
  it('201 with the full profile when it creates it, 200 afterwards', async () => {
    const t = await createTestTenant({});
    const [a, b] = [BOOLEANS[0]!.code, BOOLEANS[1]!.code];
    const first = await api.put(profilePath('alice'), {
      key: t.adminKey,
      body: {
        features: [
          { featureCode: a, isEnabled: true },
          { featureCode: NUMBER.code, isEnabled: true, value: numberValues[0] },
        ],
      },
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      exists: true,
      userId: 'alice',
      activePresetCode: null,
      selfServiceEnabled: true,
      gradeLevel: null,
      configuredBy: null,
      features: expect.any(Array),
    });
    expect(byCode(first.body.features)).toEqual(
      byCode([
        { featureCode: a, isEnabled: true, value: null, setBy: 'api' },
        { featureCode: NUMBER.code, isEnabled: true, value: numberValues[0]!, setBy: 'api' },
      ]),
    );
    // GET answers the same profile.
    expect((await api.get(profilePath('alice'), { key: t.adminKey })).body).toEqual(first.body);

    const second = await api.put(profilePath('alice'), { key: t.adminKey, body: { features: [{ featureCode: b, isEnabled: true }] } });
    expect(second.status).toBe(200);
    expect(second.body.exists).toBe(true);
  });

  it('upserts the listed settings and keeps the others', async () => {
    const t = await createTestTenant({});
    const [a, b, c] = [BOOLEANS[0]!.code, BOOLEANS[1]!.code, BOOLEANS[2]!.code];
    await api.put(profilePath('u1'), {
      key: t.adminKey,
      body: {
        features: [
          { featureCode: a, isEnabled: true },
          { featureCode: b, isEnabled: true },
        ],
      },
    });
    const res = await api.put(profilePath('u1'), {
      key: t.adminKey,
      body: {
        features: [
          { featureCode: b, isEnabled: false },
          { featureCode: c, isEnabled: true },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(byCode(res.body.features)).toEqual(
      byCode([
        { featureCode: a, isEnabled: true, value: null, setBy: 'api' },
        { featureCode: b, isEnabled: false, value: null, setBy: 'api' },
        { featureCode: c, isEnabled: true, value: null, setBy: 'api' },
      ]),
    );
    // An empty update changes nothing.
    const none = await api.put(profilePath('u1'), { key: t.adminKey, body: { features: [] } });
    expect(none.status).toBe(200);
    expect(byCode(none.body.features)).toEqual(byCode(res.body.features));
  });

  it('value omitted keeps the stored value (or the default for a new setting); null resets to defaultValue', async () => {
    const t = await createTestTenant({});
    const url = profilePath('values');
    const fresh = await api.put(url, { key: t.adminKey, body: { features: [{ featureCode: ENUM.code, isEnabled: true }] } });
    expect(settingOf(fresh.body, ENUM.code)?.value).toBe(ENUM.defaultValue);

    await api.put(url, {
      key: t.adminKey,
      body: {
        features: [
          { featureCode: NUMBER.code, isEnabled: true, value: numberValues[0] },
          { featureCode: ENUM.code, isEnabled: true, value: OTHER_ENUM_VALUE },
        ],
      },
    });
    const kept = await api.put(url, {
      key: t.adminKey,
      body: {
        features: [
          { featureCode: NUMBER.code, isEnabled: false },
          { featureCode: ENUM.code, isEnabled: true },
        ],
      },
    });
    expect(kept.status).toBe(200);
    expect(settingOf(kept.body, NUMBER.code)).toEqual({ featureCode: NUMBER.code, isEnabled: false, value: numberValues[0], setBy: 'api' });
    expect(settingOf(kept.body, ENUM.code)).toEqual({ featureCode: ENUM.code, isEnabled: true, value: OTHER_ENUM_VALUE, setBy: 'api' });

    const reset = await api.put(url, {
      key: t.adminKey,
      body: {
        features: [
          { featureCode: NUMBER.code, isEnabled: true, value: null },
          { featureCode: ENUM.code, isEnabled: true, value: null },
        ],
      },
    });
    expect(reset.status).toBe(200);
    expect(settingOf(reset.body, NUMBER.code)?.value).toBe(NUMBER.defaultValue);
    expect(settingOf(reset.body, ENUM.code)?.value).toBe(ENUM.defaultValue);
  });

  it('a number value travels as a string and is stored as sent; a string feature keeps its text', async () => {
    const t = await createTestTenant({});
    const res = await api.put(profilePath('numbers'), {
      key: t.adminKey,
      body: {
        features: [
          { featureCode: NUMBER.code, isEnabled: true, value: numberValues[1] },
          { featureCode: STRING.code, isEnabled: true, value: 'x'.repeat(256) },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(settingOf(res.body, NUMBER.code)?.value).toBe(numberValues[1]);
    expect(typeof settingOf(res.body, NUMBER.code)?.value).toBe('string');
    expect(settingOf(res.body, STRING.code)?.value).toBe('x'.repeat(256));
    const read = await api.get(profilePath('numbers'), { key: t.adminKey });
    expect(settingOf(read.body, NUMBER.code)?.value).toBe(numberValues[1]);
  });

  it('setBy defaults to "api" and is echoed per feature', async () => {
    const t = await createTestTenant({});
    const [a, b] = [BOOLEANS[0]!.code, BOOLEANS[1]!.code];
    const first = await api.put(profilePath('who'), { key: t.adminKey, body: { features: [{ featureCode: a, isEnabled: true }] } });
    expect(settingOf(first.body, a)?.setBy).toBe('api');
    for (const setBy of ['admin', 'user', 'preset', 'api']) {
      const res = await api.put(profilePath('who'), { key: t.adminKey, body: { setBy, features: [{ featureCode: b, isEnabled: true }] } });
      expect(res.status).toBe(200);
      expect(settingOf(res.body, b)?.setBy).toBe(setBy);
      expect(settingOf(res.body, a)?.setBy).toBe('api');
    }
    const bad = await api.put(profilePath('who'), { key: t.adminKey, body: { setBy: 'robot', features: [] } });
    expectError(bad, 400, 'validation_failed');
    expectDetailPath(bad, 'setBy');
  });

  it('updates selfServiceEnabled, gradeLevel and configuredBy, and keeps them when not sent', async () => {
    const t = await createTestTenant({});
    const res = await api.put(profilePath('fields'), {
      key: t.adminKey,
      body: { features: [], selfServiceEnabled: false, gradeLevel: 7, configuredBy: 'teacher@school.example' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ exists: true, selfServiceEnabled: false, gradeLevel: 7, configuredBy: 'teacher@school.example' });

    const untouched = await api.put(profilePath('fields'), { key: t.adminKey, body: { features: [{ featureCode: BOOLEANS[0]!.code, isEnabled: true }] } });
    expect(untouched.body).toMatchObject({ selfServiceEnabled: false, gradeLevel: 7, configuredBy: 'teacher@school.example' });

    const cleared = await api.put(profilePath('fields'), {
      key: t.adminKey,
      body: { features: [], selfServiceEnabled: true, gradeLevel: null, configuredBy: null },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ selfServiceEnabled: true, gradeLevel: null, configuredBy: null });
    expect((await api.get(profilePath('fields'), { key: t.adminKey })).body).toEqual(cleared.body);
  });

  it('400 unknown_feature at features[i].featureCode; the existing profile is unchanged', async () => {
    const t = await createTestTenant({});
    const [a, b] = [BOOLEANS[0]!.code, BOOLEANS[1]!.code];
    await api.put(profilePath('known'), { key: t.adminKey, body: { features: [{ featureCode: a, isEnabled: true }], gradeLevel: 3 } });
    const before = await api.get(profilePath('known'), { key: t.adminKey });

    const res = await api.put(profilePath('known'), {
      key: t.adminKey,
      body: {
        features: [
          { featureCode: b, isEnabled: true },
          { featureCode: 'no-such-feature', isEnabled: true },
        ],
        gradeLevel: 9,
      },
    });
    expectError(res, 400, 'unknown_feature');
    expectDetailPath(res, 'features[1].featureCode');
    expect((await api.get(profilePath('known'), { key: t.adminKey })).body).toEqual(before.body);
  });

  it('400 unknown_feature on a new userId leaves no profile behind', async () => {
    const t = await createTestTenant({});
    const res = await api.put(profilePath('ghost'), { key: t.adminKey, body: { features: [{ featureCode: 'no-such-feature', isEnabled: true }] } });
    expectError(res, 400, 'unknown_feature');
    expectDetailPath(res, 'features[0].featureCode');
    expect((await api.get(profilePath('ghost'), { key: t.adminKey })).body).toEqual(absent('ghost'));
  });

  const { min, max, step } = NUMBER as { min: number; max: number; step: number };
  const invalidValues: [string, () => { featureCode: string; isEnabled: boolean; value: unknown }][] = [
    ['a number below min', () => ({ featureCode: NUMBER.code, isEnabled: true, value: fmt(min - step) })],
    ['a number above max', () => ({ featureCode: NUMBER.code, isEnabled: true, value: fmt(max + step) })],
    ['a number off the step grid', () => ({ featureCode: NUMBER.code, isEnabled: true, value: fmt(min + step / 2) })],
    ['a JSON number (values travel as strings)', () => ({ featureCode: NUMBER.code, isEnabled: true, value: max + step })],
    ['text for a number feature', () => ({ featureCode: NUMBER.code, isEnabled: true, value: 'large' })],
    ['an enum value not in options', () => ({ featureCode: ENUM.code, isEnabled: true, value: `${ENUM.options[0]}-not-an-option` })],
    ['a value for a boolean feature', () => ({ featureCode: BOOLEANS[0]!.code, isEnabled: true, value: 'true' })],
    ['a value longer than 256 characters', () => ({ featureCode: STRING.code, isEnabled: true, value: 'x'.repeat(257) })],
  ];
  it.each(invalidValues)('400 validation_failed at features[i].value for %s, nothing written', async (_label, make) => {
    const t = await createTestTenant({});
    const valid = { featureCode: BOOLEANS[1]!.code, isEnabled: true };
    const res = await api.put(profilePath('strict'), { key: t.adminKey, body: { features: [valid, make()] } });
    expectError(res, 400, 'validation_failed');
    expectDetailPath(res, 'features[1].value');
    expect((await api.get(profilePath('strict'), { key: t.adminKey })).body).toEqual(absent('strict'));
  });

  it('400 validation_failed for a featureCode listed twice in one request', async () => {
    const t = await createTestTenant({});
    const code = BOOLEANS[0]!.code;
    const res = await api.put(profilePath('dup'), {
      key: t.adminKey,
      body: {
        features: [
          { featureCode: code, isEnabled: true },
          { featureCode: code, isEnabled: false },
        ],
      },
    });
    expectError(res, 400, 'validation_failed');
    expectDetailPath(res, 'features[1].featureCode');
    expect((await api.get(profilePath('dup'), { key: t.adminKey })).body).toEqual(absent('dup'));
  });

  it('400 validation_failed for more than 200 features', async () => {
    const t = await createTestTenant({});
    const features = Array.from({ length: 201 }, (_, i) => ({ featureCode: FEATURES[i % FEATURES.length]!.code, isEnabled: true }));
    const res = await api.put(profilePath('many'), { key: t.adminKey, body: { features } });
    expectError(res, 400, 'validation_failed');
    expectDetailPath(res, 'features');
    expect((await api.get(profilePath('many'), { key: t.adminKey })).body).toEqual(absent('many'));
  });

  it.each<[string, unknown, string]>([
    ['isEnabled "yes"', { features: [{ featureCode: 'x', isEnabled: 'yes' }] }, 'features[0].isEnabled'],
    ['a missing isEnabled', { features: [{ featureCode: 'x' }] }, 'features[0].isEnabled'],
    ['a numeric featureCode', { features: [{ featureCode: 42, isEnabled: true }] }, 'features[0].featureCode'],
    ['an object value', { features: [{ featureCode: 'x', isEnabled: true, value: { a: 1 } }] }, 'features[0].value'],
    ['features not an array', { features: 'all' }, 'features'],
    ['selfServiceEnabled "no"', { features: [], selfServiceEnabled: 'no' }, 'selfServiceEnabled'],
    ['gradeLevel 2.5', { features: [], gradeLevel: 2.5 }, 'gradeLevel'],
    ['gradeLevel "5"', { features: [], gradeLevel: '5' }, 'gradeLevel'],
  ])('400 validation_failed with a path for wrong types: %s', async (_label, body, path) => {
    const t = await createTestTenant({});
    const res = await api.put(profilePath('types'), { key: t.adminKey, body });
    expectError(res, 400, 'validation_failed');
    expectDetailPath(res, path);
    expect((await api.get(profilePath('types'), { key: t.adminKey })).body).toEqual(absent('types'));
  });
});

describe('self service', () => {
  it('setBy "user" is 403 self_service_disabled when switched off; admin still works; users cannot switch it', async () => {
    const t = await createTestTenant({});
    const [a, b] = [BOOLEANS[0]!.code, BOOLEANS[1]!.code];
    const url = profilePath('pupil');
    const setup = await api.put(url, {
      key: t.adminKey,
      body: { setBy: 'admin', selfServiceEnabled: false, features: [{ featureCode: a, isEnabled: true }] },
    });
    expect(setup.status).toBe(201);
    expect(setup.body.selfServiceEnabled).toBe(false);

    const byUser = await api.put(url, {
      key: t.adminKey,
      body: {
        setBy: 'user',
        features: [
          { featureCode: a, isEnabled: false },
          { featureCode: b, isEnabled: true },
        ],
      },
    });
    expectError(byUser, 403, 'self_service_disabled');
    expect((await api.get(url, { key: t.adminKey })).body).toEqual(setup.body);

    const byAdmin = await api.put(url, { key: t.adminKey, body: { setBy: 'admin', features: [{ featureCode: b, isEnabled: true }] } });
    expect(byAdmin.status).toBe(200);
    expect(settingOf(byAdmin.body, b)).toEqual({ featureCode: b, isEnabled: true, value: null, setBy: 'admin' });

    const userSwitch = await api.put(url, { key: t.adminKey, body: { setBy: 'user', selfServiceEnabled: true, features: [] } });
    expectError(userSwitch, 403, 'forbidden');
    expect((await api.get(url, { key: t.adminKey })).body.selfServiceEnabled).toBe(false);
  });

  it('setBy "user" may not switch self service even while it is on', async () => {
    const t = await createTestTenant({});
    const res = await api.put(profilePath('self'), { key: t.adminKey, body: { setBy: 'user', selfServiceEnabled: false, features: [] } });
    expectError(res, 403, 'forbidden');
    expect((await api.get(profilePath('self'), { key: t.adminKey })).body).toEqual(absent('self'));

    // While it is on, users change their own settings.
    const own = await api.put(profilePath('self'), {
      key: t.adminKey,
      body: { setBy: 'user', features: [{ featureCode: BOOLEANS[0]!.code, isEnabled: true }] },
    });
    expect(own.status).toBe(201);
    expect(own.body.features[0].setBy).toBe('user');
  });
});

describe('POST /profiles/{userId}/apply-preset', () => {
  // The preset with the most features, and the settings it should produce.
  const preset = [...seed.presets].sort((a, b) => b.features.length - a.features.length)[0]!;
  const expectedSettings = () =>
    preset.features.map((pf) => {
      const feature = BY_CODE.get(pf.featureCode)!;
      const value = feature.valueType === 'boolean' ? null : (pf.value ?? feature.defaultValue);
      return { featureCode: pf.featureCode, isEnabled: pf.isEnabled, value, setBy: 'preset' };
    });
  const presetCodes = new Set(preset.features.map((f) => f.featureCode));
  const outside = BOOLEANS.find((f) => !presetCodes.has(f.code))!;
  const inside = preset.features.find((pf) => BY_CODE.get(pf.featureCode)!.valueType === 'boolean') ?? preset.features[0]!;

  /** Compares numbers numerically ("1.50" and "1.5" are the same setting); everything else exactly. */
  function expectPresetSettings(actual: Setting[]) {
    const normal = (s: Setting) => {
      const type = BY_CODE.get(s.featureCode)?.valueType;
      return { ...s, value: type === 'number' && s.value !== null ? fmt(Number(s.value)) : s.value };
    };
    expect(byCode(actual).map(normal)).toEqual(byCode(expectedSettings()).map(normal));
    for (const s of actual) expect(s.value === null || typeof s.value === 'string').toBe(true);
  }

  it('200 with the full profile, creating it when absent; preset features carry setBy "preset"', async () => {
    const t = await createTestTenant({});
    const res = await api.post(`${profilePath('new-user')}/apply-preset`, { key: t.adminKey, body: { presetCode: preset.code } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      exists: true,
      userId: 'new-user',
      activePresetCode: preset.code,
      selfServiceEnabled: true,
      gradeLevel: null,
      configuredBy: null,
    });
    expectPresetSettings(res.body.features);
    expect((await api.get(profilePath('new-user'), { key: t.adminKey })).body).toEqual(res.body);
  });

  it('every preset of the catalogue applies to a fresh profile', async () => {
    const t = await createTestTenant({});
    for (const p of seed.presets) {
      const res = await api.post(`${profilePath(`p-${p.code}`)}/apply-preset`, { key: t.adminKey, body: { presetCode: p.code } });
      expect(res.status).toBe(200);
      expect(res.body.activePresetCode).toBe(p.code);
      expect(byCode<Setting>(res.body.features).map((s: Setting) => [s.featureCode, s.isEnabled, s.setBy])).toEqual(
        byCode(p.features).map((f) => [f.featureCode, f.isEnabled, 'preset']),
      );
    }
  });

  it('without clearExisting other settings stay; the preset overrides its own features', async () => {
    const t = await createTestTenant({});
    const url = profilePath('keeper');
    await api.put(url, {
      key: t.adminKey,
      body: {
        features: [
          { featureCode: outside.code, isEnabled: true },
          { featureCode: inside.featureCode, isEnabled: !inside.isEnabled },
        ],
      },
    });
    const res = await api.post(`${url}/apply-preset`, { key: t.adminKey, body: { presetCode: preset.code, gradeLevel: 4 } });
    expect(res.status).toBe(200);
    expect(res.body.activePresetCode).toBe(preset.code);
    expect(res.body.gradeLevel).toBe(4);
    expect(settingOf(res.body, outside.code)).toEqual({ featureCode: outside.code, isEnabled: true, value: null, setBy: 'api' });
    expectPresetSettings(res.body.features.filter((s: Setting) => s.featureCode !== outside.code));
  });

  it('with clearExisting true the other settings are gone', async () => {
    const t = await createTestTenant({});
    const url = profilePath('clean');
    await api.put(url, { key: t.adminKey, body: { features: [{ featureCode: outside.code, isEnabled: true }] } });
    const res = await api.post(`${url}/apply-preset`, { key: t.adminKey, body: { presetCode: preset.code, clearExisting: true } });
    expect(res.status).toBe(200);
    expect(settingOf(res.body, outside.code)).toBeUndefined();
    expectPresetSettings(res.body.features);
    expect(res.body.features).toHaveLength(preset.features.length);
  });

  it('400 unknown_preset for a code not in the catalogue, and no profile is created', async () => {
    const t = await createTestTenant({});
    const res = await api.post(`${profilePath('nopreset')}/apply-preset`, { key: t.adminKey, body: { presetCode: 'no-such-preset' } });
    expectError(res, 400, 'unknown_preset');
    expect((await api.get(profilePath('nopreset'), { key: t.adminKey })).body).toEqual(absent('nopreset'));
  });

  it('400 validation_failed without a presetCode or with a bad gradeLevel', async () => {
    const t = await createTestTenant({});
    const missing = await api.post(`${profilePath('x')}/apply-preset`, { key: t.adminKey, body: {} });
    expectError(missing, 400, 'validation_failed');
    expectDetailPath(missing, 'presetCode');
    const grade = await api.post(`${profilePath('x')}/apply-preset`, { key: t.adminKey, body: { presetCode: preset.code, gradeLevel: 'five' } });
    expectError(grade, 400, 'validation_failed');
    expectDetailPath(grade, 'gradeLevel');
  });
});

describe('GET /profiles/{userId}/active-features', () => {
  it('only enabled features with their values, an ETag, and 304 on If-None-Match', async () => {
    const t = await createTestTenant({});
    const url = profilePath('reader');
    const [on, off] = [BOOLEANS[0]!.code, BOOLEANS[1]!.code];
    await api.put(url, {
      key: t.adminKey,
      body: {
        features: [
          { featureCode: on, isEnabled: true },
          { featureCode: off, isEnabled: false },
          { featureCode: NUMBER.code, isEnabled: true, value: numberValues[0] },
        ],
      },
    });
    const res = await api.get(`${url}/active-features`, { key: t.adminKey });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['activePresetCode', 'exists', 'features', 'userId']);
    expect(res.body).toMatchObject({ userId: 'reader', exists: true, activePresetCode: null });
    expect(byCode(res.body.features)).toEqual(
      byCode([
        { featureCode: on, value: null },
        { featureCode: NUMBER.code, value: numberValues[0]! },
      ]),
    );
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();

    const cached = await api.get(`${url}/active-features`, { key: t.adminKey, headers: { 'If-None-Match': etag! } });
    expect(cached.status).toBe(304);
    expect(cached.text).toBe('');
    expect(cached.headers.get('etag')).toBe(etag);

    // A change gives a new ETag; the old one no longer matches.
    await api.put(url, { key: t.adminKey, body: { features: [{ featureCode: off, isEnabled: true }] } });
    const changed = await api.get(`${url}/active-features`, { key: t.adminKey, headers: { 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBeTruthy();
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body.features.map((f: { featureCode: string }) => f.featureCode)).toContain(off);

    // A value change alone also changes the ETag.
    const etag2 = changed.headers.get('etag')!;
    await api.put(url, { key: t.adminKey, body: { features: [{ featureCode: NUMBER.code, isEnabled: true, value: numberValues[1] }] } });
    const revalued = await api.get(`${url}/active-features`, { key: t.adminKey, headers: { 'If-None-Match': etag2 } });
    expect(revalued.status).toBe(200);
    expect(revalued.headers.get('etag')).not.toBe(etag2);
  });

  it('reports the active preset', async () => {
    const t = await createTestTenant({});
    const preset = seed.presets[0]!;
    await api.post(`${profilePath('pre')}/apply-preset`, { key: t.adminKey, body: { presetCode: preset.code } });
    const res = await api.get(`${profilePath('pre')}/active-features`, { key: t.adminKey });
    expect(res.status).toBe(200);
    expect(res.body.activePresetCode).toBe(preset.code);
    expect(res.body.features.map((f: { featureCode: string }) => f.featureCode).sort()).toEqual(
      preset.features
        .filter((f) => f.isEnabled)
        .map((f) => f.featureCode)
        .sort(),
    );
  });

  it('for a missing profile: exists false and no features', async () => {
    const t = await createTestTenant({});
    const res = await api.get(`${profilePath('missing')}/active-features`, { key: t.adminKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: 'missing', exists: false, activePresetCode: null, features: [] });
    expect(res.headers.get('etag')).toBeTruthy();
  });
});

describe('DELETE /profiles/{userId}', () => {
  it('204, again 204, and GET afterwards answers exists false', async () => {
    const t = await createTestTenant({});
    const url = profilePath('leaver');
    await api.put(url, { key: t.adminKey, body: { gradeLevel: 5, features: [{ featureCode: BOOLEANS[0]!.code, isEnabled: true }] } });
    const first = await api.delete(url, { key: t.adminKey });
    expect(first.status).toBe(204);
    expect(first.text).toBe('');
    const again = await api.delete(url, { key: t.adminKey });
    expect(again.status).toBe(204);
    expect((await api.get(url, { key: t.adminKey })).body).toEqual(absent('leaver'));
    expect((await api.get(`${url}/active-features`, { key: t.adminKey })).body).toMatchObject({ exists: false, features: [] });

    // A new PUT creates it anew.
    expect((await api.put(url, { key: t.adminKey, body: { features: [] } })).status).toBe(201);
  });
});

describe('tenant isolation', () => {
  it('the same userId in two tenants is two profiles; B never sees A’s settings', async () => {
    const a = await createTestTenant({});
    const b = await createTestTenant({});
    const url = profilePath('shared-user');
    const [fa, fb] = [BOOLEANS[0]!.code, BOOLEANS[1]!.code];
    const inA = await api.put(url, { key: a.adminKey, body: { gradeLevel: 3, configuredBy: 'A', features: [{ featureCode: fa, isEnabled: true }] } });
    expect(inA.status).toBe(201);

    expect((await api.get(url, { key: b.adminKey })).body).toEqual(absent('shared-user'));
    expect((await api.get(`${url}/active-features`, { key: b.adminKey })).body).toMatchObject({ exists: false, features: [] });

    const inB = await api.put(url, { key: b.adminKey, body: { features: [{ featureCode: fb, isEnabled: true }] } });
    expect(inB.status).toBe(201);
    expect(inB.body.features.map((f: Setting) => f.featureCode)).toEqual([fb]);
    expect(inB.body).toMatchObject({ gradeLevel: null, configuredBy: null });

    expect((await api.delete(url, { key: b.adminKey })).status).toBe(204);
    expect((await api.get(url, { key: a.adminKey })).body).toEqual(inA.body);
  });
});

describe('scopes and keys', () => {
  it('a profiles:read key reads but gets 403 forbidden on writes', async () => {
    const t = await createTestTenant({});
    const url = profilePath('scoped');
    await api.put(url, { key: t.adminKey, body: { features: [{ featureCode: BOOLEANS[0]!.code, isEnabled: true }] } });
    const created = await api.post(`/tenants/${t.tenantId}/api-keys`, { key: t.adminKey, body: { scopes: ['profiles:read'] } });
    expect(created.status).toBe(201);
    const readKey = created.body.key as string;

    const read = await api.get(url, { key: readKey });
    expect(read.status).toBe(200);
    expect(read.body.exists).toBe(true);
    expect((await api.get(`${url}/active-features`, { key: readKey })).status).toBe(200);

    expectError(await api.put(url, { key: readKey, body: { features: [{ featureCode: BOOLEANS[1]!.code, isEnabled: true }] } }), 403, 'forbidden');
    expectError(await api.post(`${url}/apply-preset`, { key: readKey, body: { presetCode: seed.presets[0]!.code } }), 403, 'forbidden');
    expectError(await api.delete(url, { key: readKey }), 403, 'forbidden');
    expect((await api.get(url, { key: t.adminKey })).body).toEqual(read.body);
  });

  it('a publishable key reads and writes profiles from an allowed origin; another origin is 403 origin_not_allowed', async () => {
    const t = await createTestTenant({});
    expect((await api.put(`/tenants/${t.tenantId}`, { key: t.adminKey, body: { settings: { allowedOrigins: ['https://app.example'] } } })).status).toBe(200);
    const created = await api.post(`/tenants/${t.tenantId}/api-keys`, { key: t.adminKey, body: { type: 'publishable' } });
    expect(created.status).toBe(201);
    const pk = created.body.key as string;
    const url = profilePath('browser-user');
    const allowed = { origin: 'https://app.example' };

    const put = await api.put(url, { key: pk, headers: allowed, body: { setBy: 'user', features: [{ featureCode: BOOLEANS[0]!.code, isEnabled: true }] } });
    expect(put.status).toBe(201);
    expect(put.headers.get('access-control-allow-origin')).toBe('https://app.example');
    const get = await api.get(url, { key: pk, headers: allowed });
    expect(get.status).toBe(200);
    expect(get.body).toEqual(put.body);
    expect(get.headers.get('access-control-allow-origin')).toBe('https://app.example');
    const active = await api.get(`${url}/active-features`, { key: pk, headers: allowed });
    expect(active.status).toBe(200);
    expect(active.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(active.headers.get('access-control-expose-headers')).toContain('ETag');

    const foreign = { origin: 'https://evil.example' };
    const fGet = await api.get(url, { key: pk, headers: foreign });
    expectError(fGet, 403, 'origin_not_allowed');
    // Readable by the refused page's script, so its developer sees why (no credentials).
    expect(fGet.headers.get('access-control-allow-origin')).toBe('https://evil.example');
    expectError(
      await api.put(url, { key: pk, headers: foreign, body: { features: [{ featureCode: BOOLEANS[1]!.code, isEnabled: true }] } }),
      403,
      'origin_not_allowed',
    );
    expectError(await api.get(url, { key: pk }), 403, 'origin_not_allowed');
    expect((await api.get(url, { key: t.adminKey })).body).toEqual(put.body);
  });
});

describe('concurrency', () => {
  it('10 concurrent PUTs to one new userId: one 201, nine 200, and all 10 features kept', async () => {
    const t = await createTestTenant({});
    const url = profilePath('racer');
    const codes = BOOLEANS.slice(0, 10).map((f) => f.code);
    const results = await Promise.all(codes.map((code) => api.put(url, { key: t.adminKey, body: { features: [{ featureCode: code, isEnabled: true }] } })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const final = await api.get(url, { key: t.adminKey });
    expect(final.body.exists).toBe(true);
    expect(final.body.features.map((f: Setting) => f.featureCode).sort()).toEqual([...codes].sort());
    expect(final.body.features.every((f: Setting) => f.isEnabled)).toBe(true);
  });
});

describe('input PostgreSQL cannot store (U+0000)', () => {
  // The contract allows any Unicode in a userId and any text in a value; a NUL cannot go into a PostgreSQL
  // text column, so the answer must be the input's own 400 (or storing it faithfully), never a 500.
  const nulUser = 'user\u0000id';

  it('a userId containing U+0000 is 400 invalid_user_id (or works), never 500', async () => {
    const t = await createTestTenant({});
    const calls = [
      () => api.get(profilePath(nulUser), { key: t.adminKey }),
      () => api.put(profilePath(nulUser), { key: t.adminKey, body: { features: [] } }),
      () => api.get(`${profilePath(nulUser)}/active-features`, { key: t.adminKey }),
      () => api.post(`${profilePath(nulUser)}/apply-preset`, { key: t.adminKey, body: { presetCode: seed.presets[0]!.code } }),
      () => api.delete(profilePath(nulUser), { key: t.adminKey }),
    ];
    for (const call of calls) {
      const res = await call();
      if (res.status >= 400) expectError(res, 400, 'invalid_user_id');
      else expect(res.status).toBeLessThan(300);
    }
  });

  it('a setting value or configuredBy containing U+0000 is 400 validation_failed at its path (or stored as sent), never 500', async () => {
    const t = await createTestTenant({});
    const value = await api.put(profilePath('nul-value'), {
      key: t.adminKey,
      body: { features: [{ featureCode: STRING.code, isEnabled: true, value: 'a\u0000b' }] },
    });
    if (value.status >= 400) {
      expectError(value, 400, 'validation_failed');
      expectDetailPath(value, 'features[0].value');
    } else expect(settingOf(value.body, STRING.code)?.value).toBe('a\u0000b');

    const configuredBy = await api.put(profilePath('nul-configured'), { key: t.adminKey, body: { configuredBy: 'a\u0000b' } });
    if (configuredBy.status >= 400) {
      expectError(configuredBy, 400, 'validation_failed');
      expectDetailPath(configuredBy, 'configuredBy');
    } else expect(configuredBy.body.configuredBy).toBe('a\u0000b');
  });
});
