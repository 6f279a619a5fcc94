import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { api, type ApiResponse } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/** The embeddable widget's AI setting as a new tenant has it: no transforms (off), 2,000 tokens per end user a day. */
const WIDGET_OFF = { transforms: [], dailyTokensPerUser: 20_000 };

/** Every error: the status, the code, and a traceId equal to the X-Trace-Id header. */
function expectError(res: ApiResponse, status: number, code: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(typeof res.body.message).toBe('string');
  expect(res.body.traceId).toBeTruthy();
  expect(res.body.traceId).toBe(res.headers.get('x-trace-id'));
}

function withoutTraceId(body: Record<string, unknown>) {
  const { traceId: _traceId, ...rest } = body;
  return rest;
}

describe('GET /tenants', () => {
  it("lists exactly the key's own tenant in { data, nextCursor }", async () => {
    const a = await createTestTenant({});
    await createTestTenant({}); // another tenant that must not show up

    const res = await api.get('/tenants', { key: a.adminKey });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'nextCursor']);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      id: a.tenantId,
      name: a.tenant.name,
      slug: a.tenant.slug,
      plan: 'enterprise',
      settings: { defaultStandard: 'WCAG22_AA', allowedOrigins: [], dataRetentionDays: 365 },
    });
    expect(res.body.data[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(res.body.data[0].billingAnchor).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  });
});

describe('GET /tenants/{id}', () => {
  it('200 for its own tenant', async () => {
    const a = await createTestTenant({});
    const res = await api.get(`/tenants/${a.tenantId}`, { key: a.adminKey });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.tenantId, name: a.tenant.name, slug: a.tenant.slug, plan: 'enterprise' });
    expect(res.body.settings).toEqual({
      defaultStandard: 'WCAG22_AA',
      allowedOrigins: [],
      dataRetentionDays: 365,
      requireSignedUserIds: false,
      widgetContent: WIDGET_OFF,
    });
  });

  it("404 not_found for another tenant's id and for a random id, with identical bodies apart from traceId", async () => {
    const a = await createTestTenant({});
    const b = await createTestTenant({});

    const other = await api.get(`/tenants/${b.tenantId}`, { key: a.adminKey });
    expectError(other, 404, 'not_found');
    const random = await api.get(`/tenants/ten_${randomBytes(11).toString('hex')}`, { key: a.adminKey });
    expectError(random, 404, 'not_found');

    expect(withoutTraceId(other.body)).toEqual(withoutTraceId(random.body));
    expect(other.text).not.toContain(b.tenantId);
    expect(other.text).not.toContain(b.tenant.name);
  });
});

describe('PUT /tenants/{id}', () => {
  it('changes name and settings and returns the updated tenant', async () => {
    const a = await createTestTenant({});
    const res = await api.put(`/tenants/${a.tenantId}`, {
      key: a.adminKey,
      body: {
        name: 'Renamed Tenant',
        settings: { defaultStandard: 'WCAG21_AA', allowedOrigins: ['https://app.example.com', 'http://localhost:3000'], dataRetentionDays: 30 },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.tenantId, name: 'Renamed Tenant', plan: 'enterprise' });
    expect(res.body.settings).toEqual({
      defaultStandard: 'WCAG21_AA',
      allowedOrigins: ['https://app.example.com', 'http://localhost:3000'],
      dataRetentionDays: 30,
      requireSignedUserIds: false,
      widgetContent: WIDGET_OFF,
    });

    const read = await api.get(`/tenants/${a.tenantId}`, { key: a.adminKey });
    expect(read.status).toBe(200);
    expect(read.body.name).toBe('Renamed Tenant');
    expect(read.body.settings).toEqual(res.body.settings);
  });

  it('keeps the settings and name it was not given', async () => {
    const a = await createTestTenant({});
    const first = await api.put(`/tenants/${a.tenantId}`, {
      key: a.adminKey,
      body: { settings: { defaultStandard: 'WCAG20_AA', dataRetentionDays: 90 } },
    });
    expect(first.status).toBe(200);
    expect(first.body.name).toBe(a.tenant.name);
    expect(first.body.settings).toEqual({
      defaultStandard: 'WCAG20_AA',
      allowedOrigins: [],
      dataRetentionDays: 90,
      requireSignedUserIds: false,
      widgetContent: WIDGET_OFF,
    });

    const second = await api.put(`/tenants/${a.tenantId}`, {
      key: a.adminKey,
      body: { settings: { allowedOrigins: ['https://school.example.org'] } },
    });
    expect(second.status).toBe(200);
    expect(second.body.settings).toEqual({
      defaultStandard: 'WCAG20_AA',
      allowedOrigins: ['https://school.example.org'],
      dataRetentionDays: 90,
      requireSignedUserIds: false,
      widgetContent: WIDGET_OFF,
    });

    const third = await api.put(`/tenants/${a.tenantId}`, { key: a.adminKey, body: { name: 'Only The Name' } });
    expect(third.status).toBe(200);
    expect(third.body.name).toBe('Only The Name');
    expect(third.body.settings).toEqual(second.body.settings);
  });

  it('400 validation_failed with a details entry at "plan" when the body names a plan, and the plan stays', async () => {
    const a = await createTestTenant({ plan: 'pro' });
    const res = await api.put(`/tenants/${a.tenantId}`, { key: a.adminKey, body: { name: 'New', plan: 'enterprise' } });
    expectError(res, 400, 'validation_failed');
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'plan', message: expect.any(String) })]));

    const read = await api.get(`/tenants/${a.tenantId}`, { key: a.adminKey });
    expect(read.body.plan).toBe('pro');
    expect(read.body.name).toBe(a.tenant.name);
  });

  it.each([
    ['https://x.com/path', 'settings.allowedOrigins[0]'],
    ['ftp://x', 'settings.allowedOrigins[0]'],
  ])('400 validation_failed for the origin %s at path %s', async (bad, path) => {
    const a = await createTestTenant({});
    const res = await api.put(`/tenants/${a.tenantId}`, { key: a.adminKey, body: { settings: { allowedOrigins: [bad] } } });
    expectError(res, 400, 'validation_failed');
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it('reports the index of the bad origin in a longer list', async () => {
    const a = await createTestTenant({});
    const res = await api.put(`/tenants/${a.tenantId}`, {
      key: a.adminKey,
      body: { settings: { allowedOrigins: ['https://ok.example.com', 'https://x.com/path'] } },
    });
    expectError(res, 400, 'validation_failed');
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(['settings.allowedOrigins[1]']);
  });

  it.each([0, -5, 3651, 1.5, '30'])('400 validation_failed for dataRetentionDays %s', async (days) => {
    const a = await createTestTenant({});
    const res = await api.put(`/tenants/${a.tenantId}`, { key: a.adminKey, body: { settings: { dataRetentionDays: days } } });
    expectError(res, 400, 'validation_failed');
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'settings.dataRetentionDays' })]));

    const read = await api.get(`/tenants/${a.tenantId}`, { key: a.adminKey });
    expect(read.body.settings.dataRetentionDays).toBe(365);
  });

  it('widgetContent: the transforms the widget may call and its daily tokens per end user, each changed alone', async () => {
    const a = await createTestTenant({});
    const on = await api.put(`/tenants/${a.tenantId}`, {
      key: a.adminKey,
      body: { settings: { widgetContent: { transforms: ['simplify', 'summarize', 'simplify'], dailyTokensPerUser: 5000 } } },
    });
    expect(on.status).toBe(200);
    expect(on.body.settings.widgetContent).toEqual({ transforms: ['simplify', 'summarize'], dailyTokensPerUser: 5000 });

    // Naming one field keeps the other, and the other settings stay.
    const cap = await api.put(`/tenants/${a.tenantId}`, { key: a.adminKey, body: { settings: { widgetContent: { dailyTokensPerUser: 100 } } } });
    expect(cap.body.settings.widgetContent).toEqual({ transforms: ['simplify', 'summarize'], dailyTokensPerUser: 100 });
    const off = await api.put(`/tenants/${a.tenantId}`, { key: a.adminKey, body: { settings: { widgetContent: { transforms: [] } } } });
    expect(off.body.settings).toEqual({ ...on.body.settings, widgetContent: { transforms: [], dailyTokensPerUser: 100 } });
    expect((await api.get(`/tenants/${a.tenantId}`, { key: a.adminKey })).body.settings).toEqual(off.body.settings);
  });

  it('400 validation_failed naming settings.widgetContent.transforms[i] for an unknown transform; nothing changes', async () => {
    const a = await createTestTenant({});
    const res = await api.put(`/tenants/${a.tenantId}`, {
      key: a.adminKey,
      body: { settings: { widgetContent: { transforms: ['simplify', 'write-my-essay'] } } },
    });
    expectError(res, 400, 'validation_failed');
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(['settings.widgetContent.transforms[1]']);
    expectError(
      await api.put(`/tenants/${a.tenantId}`, { key: a.adminKey, body: { settings: { widgetContent: { transforms: 'simplify' } } } }),
      400,
      'validation_failed',
    );
    expect((await api.get(`/tenants/${a.tenantId}`, { key: a.adminKey })).body.settings.widgetContent).toEqual(WIDGET_OFF);
  });

  it.each([99, 200_001, 0, -100, 150.5, '2000', null])('400 validation_failed at settings.widgetContent.dailyTokensPerUser for %s', async (tokens) => {
    const a = await createTestTenant({});
    const res = await api.put(`/tenants/${a.tenantId}`, { key: a.adminKey, body: { settings: { widgetContent: { dailyTokensPerUser: tokens } } } });
    expectError(res, 400, 'validation_failed');
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(['settings.widgetContent.dailyTokensPerUser']);
    expect((await api.get(`/tenants/${a.tenantId}`, { key: a.adminKey })).body.settings.widgetContent).toEqual(WIDGET_OFF);
  });

  it.each([100, 200_000])('dailyTokensPerUser %s, a bound, is accepted', async (tokens) => {
    const a = await createTestTenant({});
    const res = await api.put(`/tenants/${a.tenantId}`, { key: a.adminKey, body: { settings: { widgetContent: { dailyTokensPerUser: tokens } } } });
    expect(res.status).toBe(200);
    expect(res.body.settings.widgetContent).toEqual({ transforms: [], dailyTokensPerUser: tokens });
  });

  it('a stored widgetContent this version cannot read is off (unknown transforms dropped), and the other settings survive', async () => {
    const a = await createTestTenant({});
    const put = await api.put(`/tenants/${a.tenantId}`, { key: a.adminKey, body: { settings: { allowedOrigins: ['https://kept.example'] } } });
    expect(put.status).toBe(200);
    const row = await db.tenant.findUniqueOrThrow({ where: { id: a.tenantId } });
    const settings = row.settings as Record<string, unknown>;
    await db.tenant.update({
      where: { id: a.tenantId },
      data: { settings: { ...settings, widgetContent: { transforms: ['retired', 'grammar'], dailyTokensPerUser: 300 } } },
    });
    expect((await api.get(`/tenants/${a.tenantId}`, { key: a.adminKey })).body.settings).toMatchObject({
      allowedOrigins: ['https://kept.example'],
      widgetContent: { transforms: ['grammar'], dailyTokensPerUser: 300 },
    });
    await db.tenant.update({
      where: { id: a.tenantId },
      data: { settings: { ...settings, widgetContent: { transforms: ['grammar'], dailyTokensPerUser: 'lots' } } },
    });
    expect((await api.get(`/tenants/${a.tenantId}`, { key: a.adminKey })).body.settings).toMatchObject({
      allowedOrigins: ['https://kept.example'],
      widgetContent: WIDGET_OFF,
    });
  });

  it("404 not_found on another tenant's id, which stays unchanged", async () => {
    const a = await createTestTenant({});
    const b = await createTestTenant({});
    const res = await api.put(`/tenants/${b.tenantId}`, { key: a.adminKey, body: { name: 'Hijacked' } });
    expectError(res, 404, 'not_found');

    const read = await api.get(`/tenants/${b.tenantId}`, { key: b.adminKey });
    expect(read.status).toBe(200);
    expect(read.body.name).toBe(b.tenant.name);
    const own = await api.get(`/tenants/${a.tenantId}`, { key: a.adminKey });
    expect(own.body.name).toBe(a.tenant.name);
  });
});

describe('a key without the admin scope', () => {
  it('gets 403 forbidden on tenants, members and api-keys', async () => {
    const a = await createTestTenant({});
    const created = await api.post(`/tenants/${a.tenantId}/api-keys`, { key: a.adminKey, body: { name: 'default scopes' } });
    expect(created.status).toBe(201);
    expect(created.body.scopes).not.toContain('admin');
    const key = created.body.key as string;

    expectError(await api.get('/tenants', { key }), 403, 'forbidden');
    expectError(await api.get(`/tenants/${a.tenantId}`, { key }), 403, 'forbidden');
    expectError(await api.put(`/tenants/${a.tenantId}`, { key, body: { name: 'Nope' } }), 403, 'forbidden');
    expectError(await api.get('/members', { key }), 403, 'forbidden');
    expectError(await api.post('/members/invite', { key, body: { email: 'x@example.com', role: 'viewer' } }), 403, 'forbidden');
    expectError(await api.get(`/tenants/${a.tenantId}/api-keys`, { key }), 403, 'forbidden');
    expectError(await api.post(`/tenants/${a.tenantId}/api-keys`, { key, body: { name: 'escalate', scopes: ['admin'] } }), 403, 'forbidden');
    expectError(await api.post(`/tenants/${a.tenantId}/api-keys`, { key, body: {} }), 403, 'forbidden');

    // Nothing changed: still only the admin key and the one created above.
    const list = await api.get(`/tenants/${a.tenantId}/api-keys`, { key: a.adminKey });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    const tenant = await api.get(`/tenants/${a.tenantId}`, { key: a.adminKey });
    expect(tenant.body.name).toBe(a.tenant.name);
  });
});
