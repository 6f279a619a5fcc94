import { expect, test } from '@playwright/test';
import { adminCli, type CreatedTenant } from './admin-cli.ts';

test.describe('profiles over HTTP, on a production build', () => {
  test('userIds with slashes, spaces, percent signs and emoji round-trip through the router', async ({ request }) => {
    const { apiKey } = await adminCli<CreatedTenant>('tenant', 'create', '--name', 'E2E Profiles', '--plan', 'pro');
    const headers = { 'X-Api-Key': apiKey.key };
    const features = (await (await request.get('/api/v1/features?limit=200', { headers })).json()).data as { code: string; valueType: string }[];
    const toggle = features.find((f) => f.valueType === 'boolean')!.code;

    for (const userId of ['org/42/user', 'Ada Lovelace', '100% sure', 'ünïcødé 😀', '?#&=+', 'x'.repeat(256)]) {
      const path = `/api/v1/profiles/${encodeURIComponent(userId)}`;
      const created = await request.put(path, { headers, data: { features: [{ featureCode: toggle, isEnabled: true }] } });
      expect(created.status(), userId).toBe(201);
      expect((await created.json()).userId, userId).toBe(userId);

      const active = await request.get(`${path}/active-features`, { headers });
      expect(active.status(), userId).toBe(200);
      expect(await active.json(), userId).toEqual({ userId, exists: true, activePresetCode: null, features: [{ featureCode: toggle, value: null }] });
      const etag = active.headers().etag!;
      expect((await request.get(`${path}/active-features`, { headers: { ...headers, 'If-None-Match': etag } })).status(), userId).toBe(304);

      expect((await request.delete(path, { headers })).status(), userId).toBe(204);
      expect((await (await request.get(path, { headers })).json()).exists, userId).toBe(false);
    }

    const tooLong = await request.get(`/api/v1/profiles/${'y'.repeat(257)}`, { headers });
    expect(tooLong.status()).toBe(400);
    expect((await tooLong.json()).code).toBe('invalid_user_id');
  });
});
