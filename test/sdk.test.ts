import { afterEach, describe, expect, it } from 'vitest';
import { A11yApiError, A11yClient } from '../sdk/src/index.ts';
import { db } from '@/lib/db/client.ts';
import { inProcessFetch } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/** The client library against the real route handlers and database (no HTTP server needed). */
const clients: A11yClient[] = [];
function client(apiKey: string, options: Partial<ConstructorParameters<typeof A11yClient>[0]> = {}) {
  const c = new A11yClient({ apiKey, baseUrl: 'http://localhost:3000/api/v1', fetch: inProcessFetch, maxRetries: 0, ...options });
  clients.push(c);
  return c;
}
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close();
});

describe('@a11y-platform/client against the service', () => {
  it('reads the catalogue and manages a profile end to end', async () => {
    const { adminKey } = await createTestTenant();
    const a11y = client(adminKey);
    const features = await a11y.features.list({ limit: 200 });
    expect(features.total).toBe(features.data.length);
    const toggle = features.data.find((f) => f.valueType === 'boolean')!;
    const presets = await a11y.presets.list();

    const userId = 'org/7/user 100%';
    const updated = await a11y.profiles.update(userId, { features: [{ featureCode: toggle.code, isEnabled: true }], setBy: 'admin' });
    expect(updated).toMatchObject({ exists: true, userId });
    const applied = await a11y.profiles.applyPreset(userId, { presetCode: presets.data[0]!.code });
    expect(applied.activePresetCode).toBe(presets.data[0]!.code);

    const active = await a11y.profiles.activeFeatures(userId);
    if (active.notModified) throw new Error('expected a body on the first request');
    expect(active.features.map((f) => f.featureCode)).toContain(toggle.code);
    expect(active.etag).toMatch(/^W\/"/);
    const again = await a11y.profiles.activeFeatures(userId, { etag: active.etag! });
    expect(again).toMatchObject({ notModified: true, etag: active.etag });

    await a11y.profiles.delete(userId);
    expect((await a11y.profiles.get(userId)).exists).toBe(false);
  });

  it('raises typed errors carrying code, status and trace id', async () => {
    const { adminKey } = await createTestTenant();
    const a11y = client(adminKey);
    const error = await a11y.profiles.update('u', { features: [{ featureCode: 'no-such-tool', isEnabled: true }] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(A11yApiError);
    expect(error).toMatchObject({ status: 400, code: 'unknown_feature' });
    expect((error as A11yApiError).traceId).toMatch(/^[0-9a-f]{32}$/);

    const unauthorised = await client(`sk_live_${'Z'.repeat(43)}`)
      .features.list()
      .catch((e: unknown) => e);
    expect(unauthorised).toMatchObject({ status: 401, code: 'invalid_api_key' });
  });

  it('with trackUsage, logs an activation per enabled feature in one batch, not one call each', async () => {
    const { adminKey, tenantId } = await createTestTenant();
    let logCalls = 0;
    const counting: typeof fetch = async (input, init) => {
      if (new Request(input, init).url.endsWith('/analytics/log')) logCalls++;
      return inProcessFetch(input, init);
    };
    const a11y = client(adminKey, { fetch: counting, trackUsage: true, usage: { flushAt: 100, flushIntervalMs: 60_000 } });
    const features = (await a11y.features.list({ limit: 200 })).data;
    const toggles = features.filter((f) => f.valueType === 'boolean').slice(0, 3);
    const preset = (await a11y.presets.list()).data[0]!;

    await a11y.profiles.update('reader-1', { features: toggles.map((f) => ({ featureCode: f.code, isEnabled: true })) });
    await a11y.profiles.applyPreset('reader-2', { presetCode: preset.code });
    await a11y.activate({ featureCode: toggles[0]!.code, userId: 'reader-3' });
    expect(logCalls).toBe(0);

    await a11y.flush();
    expect(logCalls).toBe(1);
    const presetEnabled = preset.features.filter((f) => f.isEnabled).length;
    const logged = await db.analyticsEvent.findMany({ where: { tenantId }, orderBy: { id: 'asc' } });
    expect(logged).toHaveLength(toggles.length + presetEnabled + 1);
    expect(new Set(logged.map((e) => e.action))).toEqual(new Set(['activated']));
    expect(logged.filter((e) => e.externalUserId === 'reader-2')).toHaveLength(presetEnabled);

    const report = await a11y.analytics.get();
    expect(report.totals.activations).toBe(logged.length);
    expect(report.totals.uniqueUsers).toBe(3);
  });

  it('dismisses an issue fingerprint, finds the same dismissal again, lists and removes it', async () => {
    const { adminKey } = await createTestTenant();
    const a11y = client(adminKey);
    const fingerprint = 'a'.repeat(32);
    const created = await a11y.scanner.createDismissal({ fingerprint, reason: 'decorative image' }).withResponse();
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ fingerprint, reason: 'decorative image', id: expect.any(String) });
    const again = await a11y.scanner.createDismissal({ fingerprint, reason: 'decorative image' }).withResponse();
    expect(again).toMatchObject({ status: 200, data: { id: created.data.id } });
    expect((await a11y.scanner.listDismissals()).data.map((d) => d.id)).toEqual([created.data.id]);

    await a11y.scanner.deleteDismissal(created.data.id);
    await a11y.scanner.deleteDismissal(created.data.id); // already gone: still fine
    expect((await a11y.scanner.listDismissals()).data).toEqual([]);
    await expect(a11y.scanner.createDismissal({ fingerprint: 'not hex', reason: 'decorative' })).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
  });

  it('splits more than 500 events into batches and pages through lists', async () => {
    const { adminKey, tenantId } = await createTestTenant();
    const a11y = client(adminKey);
    const code = (await a11y.features.list({ limit: 1 })).data[0]!.code;
    await a11y.analytics.log(Array.from({ length: 1_200 }, (_, i) => ({ featureCode: code, externalUserId: `u${i % 40}`, action: 'activated' as const })));
    expect(await db.analyticsEvent.count({ where: { tenantId } })).toBe(1_200);

    const codes: string[] = [];
    for await (const feature of a11y.paginate((cursor) => a11y.features.list({ limit: 10, cursor }))) codes.push(feature.code);
    expect(codes.length).toBe((await a11y.features.list({ limit: 200 })).total);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
