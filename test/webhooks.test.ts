import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deliverWebhookWorkflow, WEBHOOK_RETRY_SCHEDULE_MS } from '@/lib/workflows/deliver-webhook.ts';
import { testClock } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { JobRunner } from '@/lib/jobs/runner.ts';
import { transaction } from '@/lib/jobs/transaction.ts';
import { emitWebhookEvent, emitWebhookEvents } from '@/lib/webhooks/emit.ts';
import { verifyWebhook, WebhookVerificationError } from '@/lib/webhooks/sign.ts';
import { api, type ApiResponse } from './api.ts';
import { createTestTenant } from './fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// Public IP literals: the SSRF guard accepts them without DNS, and nothing is ever sent to them here.
const PUBLIC = 'https://93.184.216.34';
let urlCounter = 0;
const publicUrl = () => `${PUBLIC}/hooks/${++urlCounter}`;

function expectError(res: ApiResponse, status: number, code: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(typeof res.body.message).toBe('string');
  expect(res.body.traceId).toBe(res.headers.get('x-trace-id'));
}

async function until<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) {
    const value = await check();
    if (value) return value;
  }
  throw new Error('condition not reached in time');
}

async function createEndpoint(key: string, body: Record<string, unknown>) {
  const res = await api.post('/webhooks', { key, body: { events: ['scan.completed'], ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; url: string; secret: string };
}

// --- receivers on loopback -------------------------------------------------------------------

interface Received {
  method: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const servers: http.Server[] = [];

/** A real HTTP receiver on 127.0.0.1 answering the nth request (1-based) with `status(n)`. */
async function receiver(status: (n: number) => number) {
  const requests: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const code = status(requests.length);
      res.writeHead(code, { 'content-type': 'text/plain' });
      res.end(code < 300 ? 'thanks' : 'receiver is sad');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, requests };
}

function standardHeaders(h: http.IncomingHttpHeaders): Record<string, string> {
  return { 'webhook-id': String(h['webhook-id']), 'webhook-timestamp': String(h['webhook-timestamp']), 'webhook-signature': String(h['webhook-signature']) };
}

// --- environment ---------------------------------------------------------------------------------

const saved = { private: process.env.ALLOW_PRIVATE_NETWORK_TARGETS, schedule: process.env.WEBHOOK_RETRY_SCHEDULE_MS };
const runners: JobRunner[] = [];

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

beforeEach(() => {
  delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
});

afterEach(async () => {
  for (const r of runners.splice(0)) await r.stop(1000);
  for (const s of servers.splice(0)) await new Promise((resolve) => s.close(resolve));
  testClock.reset();
  restore('ALLOW_PRIVATE_NETWORK_TARGETS', saved.private);
  restore('WEBHOOK_RETRY_SCHEDULE_MS', saved.schedule);
});

function startRunner() {
  const r = new JobRunner({ workflows: [deliverWebhookWorkflow], pollMs: 25, backoffBaseMs: 20 }).start();
  runners.push(r);
  return r;
}

// --- endpoints -------------------------------------------------------------------------------------

describe('POST /webhooks', () => {
  it('201 with the whsec_ secret once; the same URL again is 200 with the existing endpoint and no secret', async () => {
    const t = await createTestTenant();
    const url = publicUrl();
    const res = await api.post('/webhooks', {
      key: t.adminKey,
      body: { url, events: ['scan.failed', 'scan.completed', 'scan.failed'], description: ' Production ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      url,
      events: ['scan.completed', 'scan.failed'],
      enabled: true,
      description: 'Production',
      failingSince: null,
      disabledAt: null,
      disabledReason: null,
    });
    expect(res.body.id).toMatch(/^whk_[0-9A-Za-z]{22}$/);
    expect(res.body.createdAt).toMatch(/Z$/);
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(res.body.secret.slice(6), 'base64')).toHaveLength(32);
    const { secret, id } = res.body;

    const again = await api.post('/webhooks', { key: t.adminKey, body: { url: url.replace('/hooks', ':443/hooks'), events: ['report.ready'] } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...res.body, secret: undefined });
    expect(again.body).not.toHaveProperty('secret');

    const got = await api.get(`/webhooks/${id}`, { key: t.adminKey });
    expect(got.status).toBe(200);
    expect(got.body).not.toHaveProperty('secret');
    const list = await api.get('/webhooks', { key: t.adminKey });
    expect(list.status).toBe(200);
    expect(list.body.data.map((e: { id: string }) => e.id)).toEqual([id]);
    expect(list.body.nextCursor).toBeNull();
    expect(list.text).not.toContain(secret);
    expect(got.text).not.toContain(secret);
  });

  it('an Idempotency-Key replay answers the creation without the secret', async () => {
    const t = await createTestTenant();
    const body = { url: publicUrl(), events: ['report.ready'] };
    const headers = { 'Idempotency-Key': 'create-hook-1' };
    const first = await api.post('/webhooks', { key: t.adminKey, body, headers });
    expect(first.status).toBe(201);
    const replay = await api.post('/webhooks', { key: t.adminKey, body, headers });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(first.body.id);
    expect(replay.body).not.toHaveProperty('secret');
  });

  it('400 validation_failed with paths for bad fields', async () => {
    const t = await createTestTenant();
    const cases: [Record<string, unknown>, string][] = [
      [{ url: publicUrl() }, 'events'],
      [{ url: publicUrl(), events: [] }, 'events'],
      [{ url: publicUrl(), events: ['scan.completed', 'user.created'] }, 'events[1]'],
      [{ events: ['scan.completed'] }, 'url'],
      [{ url: 'not a url', events: ['scan.completed'] }, 'url'],
      [{ url: `${PUBLIC}/${'a'.repeat(2048)}`, events: ['scan.completed'] }, 'url'],
      [{ url: publicUrl(), events: ['scan.completed'], description: 'd'.repeat(201) }, 'description'],
      [{ url: publicUrl(), events: ['scan.completed'], enabled: 'yes' }, 'enabled'],
    ];
    for (const [body, path] of cases) {
      const res = await api.post('/webhooks', { key: t.adminKey, body });
      expectError(res, 400, 'validation_failed');
      expect(
        res.body.details.map((d: { path: string }) => d.path),
        JSON.stringify(body),
      ).toContain(path);
    }
    expect(await db.webhookEndpoint.count({ where: { tenantId: t.tenantId } })).toBe(0);
  });

  it('422 unsafe_url for loopback, private, metadata and non-http(s) receivers', async () => {
    const t = await createTestTenant();
    for (const url of ['http://127.0.0.1:9/hook', 'http://10.1.2.3/hook', 'http://169.254.169.254/latest', 'ftp://93.184.216.34/x']) {
      const res = await api.post('/webhooks', { key: t.adminKey, body: { url, events: ['scan.completed'] } });
      expectError(res, 422, 'unsafe_url');
      expect(res.text).not.toContain('127.0.0.1');
    }
    expect(await db.webhookEndpoint.count({ where: { tenantId: t.tenantId } })).toBe(0);
  });

  it('403 for a key without the webhooks scope', async () => {
    const t = await createTestTenant();
    const key = await api.post(`/tenants/${t.tenantId}/api-keys`, { key: t.adminKey, body: { scopes: ['profiles:read'] } });
    expect(key.status).toBe(201);
    expectError(await api.get('/webhooks', { key: key.body.key }), 403, 'forbidden');
    expectError(await api.post('/webhooks', { key: key.body.key, body: { url: publicUrl(), events: ['scan.completed'] } }), 403, 'forbidden');
  });
});

describe('GET /webhooks', () => {
  it('pages newest first', async () => {
    const t = await createTestTenant();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await createEndpoint(t.adminKey, { url: publicUrl() })).id);
    const first = await api.get('/webhooks?limit=2', { key: t.adminKey });
    expect(first.body.data.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await api.get(`/webhooks?limit=2&cursor=${first.body.nextCursor}`, { key: t.adminKey });
    expect(second.body).toEqual({ data: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
    expectError(await api.get('/webhooks?cursor=garbage', { key: t.adminKey }), 400, 'validation_failed');
  });
});

describe('PUT /webhooks/{id}', () => {
  it('changes the given fields and keeps the others', async () => {
    const t = await createTestTenant();
    const created = await createEndpoint(t.adminKey, { url: publicUrl(), description: 'old' });
    const res = await api.put(`/webhooks/${created.id}`, { key: t.adminKey, body: { events: ['report.ready', 'snapshot.ready'], enabled: false } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, url: created.url, events: ['report.ready', 'snapshot.ready'], enabled: false, description: 'old' });
    expect(res.body).not.toHaveProperty('secret');
    const cleared = await api.put(`/webhooks/${created.id}`, { key: t.adminKey, body: { description: null } });
    expect(cleared.body.description).toBeNull();
    expectError(await api.put(`/webhooks/${created.id}`, { key: t.adminKey, body: { events: [] } }), 400, 'validation_failed');
  });

  it('re-checks a new URL (422), refuses another endpoint\u2019s URL (409), and re-enabling clears the failure record', async () => {
    const t = await createTestTenant();
    const a = await createEndpoint(t.adminKey, { url: publicUrl() });
    const b = await createEndpoint(t.adminKey, { url: publicUrl() });
    expectError(await api.put(`/webhooks/${a.id}`, { key: t.adminKey, body: { url: 'http://127.0.0.1:8080/x' } }), 422, 'unsafe_url');
    expectError(await api.put(`/webhooks/${a.id}`, { key: t.adminKey, body: { url: b.url } }), 409, 'conflict');
    expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id: a.id } })).url).toBe(a.url);

    const since = new Date(Date.now() - 6 * DAY_MS);
    await db.webhookEndpoint.update({
      where: { id: a.id },
      data: { enabled: false, failingSince: since, disabledAt: new Date(), disabledReason: 'Disabled automatically' },
    });
    const disabled = await api.get(`/webhooks/${a.id}`, { key: t.adminKey });
    expect(disabled.body).toMatchObject({ enabled: false, failingSince: since.toISOString(), disabledReason: 'Disabled automatically' });
    const res = await api.put(`/webhooks/${a.id}`, { key: t.adminKey, body: { enabled: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ enabled: true, failingSince: null, disabledAt: null, disabledReason: null });
  });
});

describe('tenant isolation and DELETE', () => {
  it('another tenant\u2019s endpoint is 404 everywhere, and its DELETE changes nothing', async () => {
    const a = await createTestTenant();
    const b = await createTestTenant();
    const hook = await createEndpoint(a.adminKey, { url: publicUrl() });
    expectError(await api.get(`/webhooks/${hook.id}`, { key: b.adminKey }), 404, 'not_found');
    expectError(await api.put(`/webhooks/${hook.id}`, { key: b.adminKey, body: { enabled: false } }), 404, 'not_found');
    expectError(await api.get(`/webhooks/${hook.id}/deliveries`, { key: b.adminKey }), 404, 'not_found');
    expectError(await api.post(`/webhooks/${hook.id}/test`, { key: b.adminKey }), 404, 'not_found');
    expect((await api.get('/webhooks', { key: b.adminKey })).body.data).toEqual([]);

    // Same answer as for an id that never existed: nothing to tell the two apart.
    const foreign = await api.delete(`/webhooks/${hook.id}`, { key: b.adminKey });
    const never = await api.delete('/webhooks/whk_0000000000000000000000', { key: b.adminKey });
    expect([foreign.status, never.status]).toEqual([204, 204]);
    expect((await api.get(`/webhooks/${hook.id}`, { key: a.adminKey })).body).toMatchObject({ id: hook.id, enabled: true });

    // Same URL in another tenant is another endpoint.
    const bHook = await api.post('/webhooks', { key: b.adminKey, body: { url: hook.url, events: ['scan.completed'] } });
    expect(bHook.status).toBe(201);
    expect(bHook.body.id).not.toBe(hook.id);
  });

  it('DELETE is 204, again 204; the endpoint and its deliveries are gone; a malformed id is 404', async () => {
    const t = await createTestTenant();
    const hook = await createEndpoint(t.adminKey, { url: publicUrl() });
    await emitWebhookEvent(t.tenantId, 'scan.completed', { scanId: 'scn_x' });
    expect(await db.webhookDelivery.count({ where: { endpointId: hook.id } })).toBe(1);

    expect((await api.delete(`/webhooks/${hook.id}`, { key: t.adminKey })).status).toBe(204);
    expect((await api.delete(`/webhooks/${hook.id}`, { key: t.adminKey })).status).toBe(204);
    expectError(await api.get(`/webhooks/${hook.id}`, { key: t.adminKey }), 404, 'not_found');
    expect(await db.webhookDelivery.count({ where: { endpointId: hook.id } })).toBe(0);
    expectError(await api.delete('/webhooks/not-an-id', { key: t.adminKey }), 404, 'not_found');

    // The URL is free again: a new endpoint with a new secret.
    const again = await api.post('/webhooks', { key: t.adminKey, body: { url: hook.url, events: ['scan.completed'] } });
    expect(again.status).toBe(201);
    expect(again.body.secret).not.toBe(hook.secret);
  });

  it('405 with Allow for methods a path does not take', async () => {
    const t = await createTestTenant();
    const res = await api.patch('/webhooks/whk_0000000000000000000000', { key: t.adminKey, body: {} });
    expectError(res, 405, 'method_not_allowed');
    expect(res.headers.get('allow')).toBe('GET, PUT, DELETE, HEAD, OPTIONS');
  });
});

// --- deliveries ----------------------------------------------------------------------------------

describe('deliveries', () => {
  beforeEach(() => {
    process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
  });

  it('POST /webhooks/{id}/test sends one signed request, verifiable with verifyWebhook and the standardwebhooks package', async () => {
    const t = await createTestTenant();
    const rx = await receiver(() => 204);
    const hook = await createEndpoint(t.adminKey, { url: rx.url });
    const before = Math.floor(Date.now() / 1000);

    const res = await api.post(`/webhooks/${hook.id}/test`, { key: t.adminKey });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ endpointId: hook.id, eventType: 'webhook.test', status: 'succeeded', attempts: 1, nextAttemptAt: null });
    expect(res.body.completedAt).toEqual(expect.any(String));
    expect(res.body.attemptsLog).toEqual([
      { attempt: 1, statusCode: 204, durationMs: expect.any(Number), error: null, responseBody: null, createdAt: expect.any(String) },
    ]);
    expect(res.body.lastAttempt).toEqual(res.body.attemptsLog[0]);

    expect(rx.requests).toHaveLength(1);
    const [req] = rx.requests;
    expect(req!.method).toBe('POST');
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.headers['user-agent']).toBe('a11y-platform-webhooks/1');
    expect(req!.headers['webhook-id']).toBe(res.body.eventId);
    expect(res.body.eventId).toMatch(/^evt_/);
    const timestamp = Number(req!.headers['webhook-timestamp']);
    expect(timestamp).toBeGreaterThanOrEqual(before - 1);
    expect(timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);
    expect(req!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);

    const payload = verifyWebhook<Record<string, unknown>>(hook.secret, req!.headers, req!.body);
    expect(Object.keys(payload)).toEqual(['id', 'type', 'createdAt', 'data']);
    expect(payload).toMatchObject({ id: res.body.eventId, type: 'webhook.test', data: { endpointId: hook.id } });
    expect(new Webhook(hook.secret).verify(req!.body, standardHeaders(req!.headers))).toEqual(payload);

    // Tampering, another secret, or an old message fail.
    expect(() => verifyWebhook(hook.secret, req!.headers, req!.body.replace('webhook.test', 'scan.completed'))).toThrow(WebhookVerificationError);
    const other = (await createEndpoint(t.adminKey, { url: `${rx.url}/other` })).secret;
    expect(() => verifyWebhook(other, req!.headers, req!.body)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(other).verify(req!.body, standardHeaders(req!.headers))).toThrow();
    expect(() => verifyWebhook(hook.secret, req!.headers, req!.body, { now: new Date(Date.now() + 301_000) })).toThrow(/tolerance/);

    const deliveries = await api.get(`/webhooks/${hook.id}/deliveries`, { key: t.adminKey });
    expect(deliveries.status).toBe(200);
    expect(deliveries.body).toEqual({ data: [res.body], nextCursor: null });
  });

  it('a failing test send is reported in the delivery, not as an error, and does not count against the endpoint', async () => {
    const t = await createTestTenant();
    const rx = await receiver(() => 500);
    const hook = await createEndpoint(t.adminKey, { url: rx.url });
    const res = await api.post(`/webhooks/${hook.id}/test`, { key: t.adminKey });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'failed', attempts: 1, lastAttempt: { statusCode: 500, responseBody: 'receiver is sad' } });

    const closed = await receiver(() => 200);
    const gone = await createEndpoint(t.adminKey, { url: closed.url });
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const refused = await api.post(`/webhooks/${gone.id}/test`, { key: t.adminKey });
    expect(refused.body).toMatchObject({ status: 'failed', lastAttempt: { statusCode: null, error: expect.stringMatching(/could not be reached/) } });

    const rows = await db.webhookEndpoint.findMany({ where: { id: { in: [hook.id, gone.id] } } });
    expect(rows.map((r) => r.failingSince)).toEqual([null, null]);
  });

  it('retries on the schedule with the same webhook-id until the receiver accepts: attempts [500, 500, 200]', async () => {
    process.env.WEBHOOK_RETRY_SCHEDULE_MS = '0,50,50';
    const t = await createTestTenant();
    const rx = await receiver((n) => (n <= 2 ? 500 : 200));
    const hook = await createEndpoint(t.adminKey, { url: rx.url, events: ['scan.completed', 'scan.failed'] });
    const unsubscribed = await receiver(() => 200);
    await createEndpoint(t.adminKey, { url: unsubscribed.url, events: ['report.ready'] });
    const off = await receiver(() => 200);
    await createEndpoint(t.adminKey, { url: off.url, enabled: false });

    const emitted = await emitWebhookEvent(t.tenantId, 'scan.completed', { scanId: 'scn_1', score: 97 });
    expect(emitted.deliveryIds).toHaveLength(1);
    startRunner();
    const delivery = await until(async () => {
      const d = await db.webhookDelivery.findUnique({ where: { id: emitted.deliveryIds[0]! } });
      return d?.status !== 'pending' && d;
    });
    expect(delivery.status).toBe('succeeded');

    expect(rx.requests).toHaveLength(3);
    expect(new Set(rx.requests.map((r) => r.headers['webhook-id']))).toEqual(new Set([emitted.eventId]));
    for (const req of rx.requests) {
      const payload = verifyWebhook(hook.secret, req.headers, req.body);
      expect(payload).toEqual({ id: emitted.eventId, type: 'scan.completed', createdAt: expect.any(String), data: { scanId: 'scn_1', score: 97 } });
      expect(new Webhook(hook.secret).verify(req.body, standardHeaders(req.headers))).toEqual(payload);
    }
    expect(unsubscribed.requests).toHaveLength(0);
    expect(off.requests).toHaveLength(0);

    const res = await api.get(`/webhooks/${hook.id}/deliveries`, { key: t.adminKey });
    expect(res.body.data).toHaveLength(1);
    const [d] = res.body.data;
    expect(d).toMatchObject({ eventId: emitted.eventId, eventType: 'scan.completed', status: 'succeeded', attempts: 3, nextAttemptAt: null });
    expect(d.attemptsLog.map((a: { attempt: number; statusCode: number }) => [a.attempt, a.statusCode])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    expect(d.lastAttempt.statusCode).toBe(200);
    // The success ended the failure run the first attempts started.
    expect((await api.get(`/webhooks/${hook.id}`, { key: t.adminKey })).body.failingSince).toBeNull();
  });

  it('fails the delivery when the schedule runs out; the endpoint stays enabled but is marked failing', async () => {
    process.env.WEBHOOK_RETRY_SCHEDULE_MS = '0,50,50';
    const t = await createTestTenant();
    const rx = await receiver(() => 500);
    const hook = await createEndpoint(t.adminKey, { url: rx.url });
    const emitted = await emitWebhookEvent(t.tenantId, 'scan.completed', { scanId: 'scn_2' });
    startRunner();
    const delivery = await until(async () => {
      const d = await db.webhookDelivery.findUnique({ where: { id: emitted.deliveryIds[0]! } });
      return d?.status !== 'pending' && d;
    });
    expect(delivery).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null });
    expect(delivery.completedAt).toBeInstanceOf(Date);
    expect(rx.requests).toHaveLength(3);
    const endpoint = (await api.get(`/webhooks/${hook.id}`, { key: t.adminKey })).body;
    expect(endpoint).toMatchObject({ enabled: true, disabledAt: null });
    expect(endpoint.failingSince).toEqual(expect.any(String));
  });

  it('disables an endpoint failing for 5 days; later events create no delivery for it', async () => {
    const t = await createTestTenant();
    const rx = await receiver(() => 503);
    const hook = await createEndpoint(t.adminKey, { url: rx.url });
    startRunner();
    const settled = (id: string) =>
      until(async () => {
        const d = await db.webhookDelivery.findUnique({ where: { id } });
        return d?.status !== 'pending' && d;
      });

    // Five days and a minute ago, a delivery failed (one attempt: a frozen clock never wakes a sleep).
    process.env.WEBHOOK_RETRY_SCHEDULE_MS = '0';
    testClock.set(new Date(Date.now() - 5 * DAY_MS - 60_000));
    const old = await emitWebhookEvent(t.tenantId, 'scan.completed', { scanId: 'scn_old' });
    expect((await settled(old.deliveryIds[0]!)).status).toBe('failed');
    const failing = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: hook.id } });
    expect(failing.enabled).toBe(true);
    expect(failing.failingSince!.getTime()).toBeLessThan(Date.now() - 5 * DAY_MS);

    // Today the next failure disables it, and its delivery stops without using its retries.
    testClock.reset();
    process.env.WEBHOOK_RETRY_SCHEDULE_MS = '0,50,50';
    const now = await emitWebhookEvent(t.tenantId, 'scan.completed', { scanId: 'scn_new' });
    const last = await settled(now.deliveryIds[0]!);
    expect(last).toMatchObject({ status: 'failed', attempts: 1 });
    expect(rx.requests).toHaveLength(2);

    const endpoint = (await api.get(`/webhooks/${hook.id}`, { key: t.adminKey })).body;
    expect(endpoint.enabled).toBe(false);
    expect(endpoint.disabledAt).toEqual(expect.any(String));
    expect(endpoint.disabledReason).toMatch(/5 days/);
    expect(endpoint.disabledReason).toMatch(/HTTP 503/);

    const later = await emitWebhookEvent(t.tenantId, 'scan.completed', { scanId: 'scn_later' });
    expect(later.deliveryIds).toEqual([]);
    expect(await db.webhookDelivery.count({ where: { endpointId: hook.id } })).toBe(2);

    // Switching it back on starts afresh.
    const enabled = await api.put(`/webhooks/${hook.id}`, { key: t.adminKey, body: { enabled: true } });
    expect(enabled.body).toMatchObject({ enabled: true, failingSince: null, disabledAt: null, disabledReason: null });
  });

  it('emitWebhookEvent joins the caller\u2019s transaction: a rollback leaves no delivery and no job', async () => {
    const t = await createTestTenant();
    const hook = await createEndpoint(t.adminKey, { url: publicUrl() });
    const jobsBefore = await db.job.count();
    let emitted: { deliveryIds: string[] } | undefined;
    await expect(
      transaction(async (tx) => {
        emitted = await emitWebhookEvent(t.tenantId, 'scan.completed', { scanId: 'scn_tx' }, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(emitted?.deliveryIds).toHaveLength(1);
    expect(await db.webhookDelivery.count({ where: { endpointId: hook.id } })).toBe(0);
    expect(await db.job.count()).toBe(jobsBefore);
  });

  it('emitWebhookEvents announces several events at once, each to the endpoints subscribed to it', async () => {
    const t = await createTestTenant();
    const both = await createEndpoint(t.adminKey, { url: publicUrl(), events: ['scan.completed', 'scan.issues_detected'] });
    const completed = await createEndpoint(t.adminKey, { url: publicUrl(), events: ['scan.completed'] });
    await createEndpoint(t.adminKey, { url: publicUrl(), events: ['scan.failed'] });
    await createEndpoint(t.adminKey, { url: publicUrl(), events: ['scan.issues_detected'], enabled: false });
    const other = await createTestTenant();
    await createEndpoint(other.adminKey, { url: publicUrl(), events: ['scan.completed', 'scan.issues_detected'] });

    const data = { scanId: 'scn_both' };
    const [done, detected] = await emitWebhookEvents(t.tenantId, [
      { type: 'scan.completed', data },
      { type: 'scan.issues_detected', data },
    ]);
    const deliveries = await db.webhookDelivery.findMany({ where: { tenantId: t.tenantId } });
    const endpointsOf = (eventId: string) =>
      deliveries
        .filter((d) => d.eventId === eventId)
        .map((d) => d.endpointId)
        .sort();
    expect(endpointsOf(done!.eventId)).toEqual([both.id, completed.id].sort());
    expect(endpointsOf(detected!.eventId)).toEqual([both.id]);
    expect(done!.deliveryIds.sort()).toEqual(
      deliveries
        .filter((d) => d.eventId === done!.eventId)
        .map((d) => d.id)
        .sort(),
    );
    expect(deliveries.find((d) => d.eventId === detected!.eventId)).toMatchObject({
      eventType: 'scan.issues_detected',
      payload: { id: detected!.eventId, type: 'scan.issues_detected', data },
    });
    expect(await db.webhookDelivery.count({ where: { tenantId: other.tenantId } })).toBe(0);
    // Nobody subscribed: no delivery, and nothing fails.
    expect(await emitWebhookEvents(other.tenantId, [{ type: 'scan.failed', data }])).toEqual([{ eventId: expect.any(String), deliveryIds: [] }]);
  });

  it('the default schedule retries for at least 24 hours', () => {
    expect(WEBHOOK_RETRY_SCHEDULE_MS[0]).toBe(0);
    expect(WEBHOOK_RETRY_SCHEDULE_MS.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(DAY_MS);
  });
});
