import { describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/** GET /widget/config: which content transforms the embeddable widget may offer a tenant's visitors. */

const SITE = 'https://learn.acme.example';

async function tenantWithWidget(transforms: string[] | null) {
  const t = await createTestTenant();
  const settings: Record<string, unknown> = { allowedOrigins: [SITE] };
  if (transforms) settings.widgetContent = { transforms, dailyTokensPerUser: 5000 };
  expect((await api.put(`/tenants/${t.tenantId}`, { key: t.adminKey, body: { settings } })).status).toBe(200);
  const created = await api.post(`/tenants/${t.tenantId}/api-keys`, { key: t.adminKey, body: { type: 'publishable', name: 'Widget' } });
  expect(created.status).toBe(201);
  return { ...t, pk: created.body.key as string };
}

const states = (body: { content: { transforms: { name: string; state: string }[] } }) =>
  Object.fromEntries(body.content.transforms.map((t) => [t.name, t.state]));

describe('GET /widget/config', () => {
  it('offers nothing by default: every transform is off', async () => {
    const t = await tenantWithWidget(null);
    const answer = await api.get('/widget/config', { key: t.pk, headers: { Origin: SITE } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(answer.body.content.provider).toBe('offline');
    expect(answer.body.content.dailyTokensPerUser).toBe(20_000);
    expect(new Set(Object.values(states(answer.body)))).toEqual(new Set(['off']));
    expect(Object.keys(states(answer.body))).toEqual(['simplify', 'alt-text', 'hints', 'rephrase', 'vocabulary', 'summarize', 'translate', 'grammar', 'ocr']);
  });

  it('says which allowed transforms the offline service can run and which need a language model', async () => {
    const t = await tenantWithWidget(['simplify', 'translate', 'ocr', 'rephrase']);
    const answer = await api.get('/widget/config', { key: t.pk, headers: { Origin: SITE } });
    expect(answer.status).toBe(200);
    expect(answer.body.content.dailyTokensPerUser).toBe(5000);
    expect(states(answer.body)).toMatchObject({
      simplify: 'available',
      ocr: 'available',
      translate: 'needs_ai_model',
      rephrase: 'needs_ai_model',
      summarize: 'off',
      'alt-text': 'off',
    });
  });

  it('answers for the key’s own tenant only, and not to an origin the tenant does not allow', async () => {
    const [open, closed] = await Promise.all([tenantWithWidget(['summarize']), tenantWithWidget(null)]);
    expect(states((await api.get('/widget/config', { key: open.pk, headers: { Origin: SITE } })).body).summarize).toBe('available');
    expect(states((await api.get('/widget/config', { key: closed.pk, headers: { Origin: SITE } })).body).summarize).toBe('off');
    const foreign = await api.get('/widget/config', { key: open.pk, headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('origin_not_allowed');
    // Readable by the refused page's script, so its developer sees why (no credentials).
    expect(foreign.headers.get('access-control-allow-origin')).toBe('https://evil.example');
  });
});
