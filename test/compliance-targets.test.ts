import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '@/lib/clock.ts';
import { putEvaluation } from '@/lib/compliance/put-evaluation.ts';
import { createTargetInput } from '@/lib/compliance/schemas.ts';
import { createTarget } from '@/lib/compliance/create-target.ts';
import { deleteTarget } from '@/lib/compliance/delete-target.ts';
import { db } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { api, type ApiResponse } from './api.ts';
import { activeMember, clockPast, createTestTenant } from './fixtures.ts';

// Public IP literals: the SSRF guard accepts them without DNS, and nothing is fetched here.
const PUBLIC = 'https://93.184.216.34';

function expectError(res: ApiResponse, status: number, code: string) {
  expect({ status: res.status, code: res.body?.code }, JSON.stringify(res.body)).toEqual({ status, code });
}

let key: string;
let tenantId: string;
beforeEach(async () => {
  ({ adminKey: key, tenantId } = await createTestTenant());
});
afterEach(() => testClock.reset());

const target = (body: Record<string, unknown> = {}) => ({ name: 'Marketing site', urls: [`${PUBLIC}/`, `${PUBLIC}/pricing`], ...body });

describe('compliance targets', () => {
  it('creates a target (201) and answers a repeat by name with the same one (200)', async () => {
    testClock.set('2026-11-25T10:00:00Z');
    const res = await api.post('/compliance/targets', {
      key,
      body: target({ schedule: 'weekly', deadline: '2027-03-31', urls: [`${PUBLIC}/`, `${PUBLIC}/`, `${PUBLIC}/a`] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.stringMatching(/^tgt_/),
      name: 'Marketing site',
      standard: 'WCAG22_AA',
      urls: [`${PUBLIC}/`, `${PUBLIC}/a`],
      minScore: 90,
      deadline: '2027-03-31',
      schedule: 'weekly',
      nextRunAt: '2026-12-02T10:00:00.000Z',
      latestSnapshot: null,
    });

    const again = await api.post('/compliance/targets', { key, body: target({ urls: [`${PUBLIC}/other`] }) });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(res.body.id);
    expect(again.body.urls).toEqual([`${PUBLIC}/`, `${PUBLIC}/a`]);
  });

  it('takes the tenant’s default standard and computes a daily schedule', async () => {
    const settings = await api.put(`/tenants/${tenantId}`, { key, body: { settings: { defaultStandard: 'WCAG21_A' } } });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    testClock.set('2026-11-25T10:00:00Z');
    const res = await api.post('/compliance/targets', { key, body: target({ schedule: 'daily' }) });
    expect(res.body).toMatchObject({ standard: 'WCAG21_A', nextRunAt: '2026-11-26T10:00:00.000Z' });
  });

  it('refuses an unsafe URL naming which (422) and more than 100 URLs (400)', async () => {
    const urls = [`${PUBLIC}/1`, `${PUBLIC}/2`, `${PUBLIC}/3`, 'http://169.254.169.254/latest/meta-data'];
    const res = await api.post('/compliance/targets', { key, body: target({ urls }) });
    expectError(res, 422, 'unsafe_url');
    expect(res.body.details).toEqual([{ path: 'urls[3]', message: expect.any(String) }]);

    const many = Array.from({ length: 101 }, (_, i) => `${PUBLIC}/p${i}`);
    const tooMany = await api.post('/compliance/targets', { key, body: target({ urls: many }) });
    expectError(tooMany, 400, 'validation_failed');
    expect(tooMany.body.details[0].path).toBe('urls');
    expect((await api.post('/compliance/targets', { key, body: target({ urls: many.slice(0, 100) }) })).status).toBe(201);
  });

  it('refuses a schedule on a target with more URLs than the plan allows open scans (400 at schedule)', async () => {
    const starter = await createTestTenant({ plan: 'starter' });
    const six = Array.from({ length: 6 }, (_, i) => `${PUBLIC}/p${i}`);
    const refused = await api.post('/compliance/targets', { key: starter.adminKey, body: target({ urls: six, schedule: 'daily' }) });
    expectError(refused, 400, 'validation_failed');
    expect(refused.body.details).toEqual([{ path: 'schedule', message: expect.stringContaining('6 URLs but its plan (starter) allows 5 scans') }]);

    // Unscheduled it is taken; scheduling it later, or growing a scheduled target past the cap, is refused.
    const big = await api.post('/compliance/targets', { key: starter.adminKey, body: target({ name: 'Big', urls: six }) });
    expect(big.status).toBe(201);
    expectError(await api.put(`/compliance/targets/${big.body.id}`, { key: starter.adminKey, body: { schedule: 'weekly' } }), 400, 'validation_failed');
    const small = await api.post('/compliance/targets', { key: starter.adminKey, body: target({ name: 'Small', schedule: 'daily' }) });
    expect(small.status).toBe(201);
    const grown = await api.put(`/compliance/targets/${small.body.id}`, { key: starter.adminKey, body: { urls: six } });
    expectError(grown, 400, 'validation_failed');
    expect(grown.body.details[0].path).toBe('schedule');
    const five = await api.put(`/compliance/targets/${small.body.id}`, { key: starter.adminKey, body: { urls: six.slice(0, 5) } });
    expect(five.status).toBe(200);
  });

  it('lists newest first, updates, refuses a rename to a taken name (409) and deletes idempotently', async () => {
    const first = (await api.post('/compliance/targets', { key, body: target({ name: 'One' }) })).body;
    await clockPast(first.createdAt);
    const second = (await api.post('/compliance/targets', { key, body: target({ name: 'Two', schedule: 'daily' }) })).body;
    const list = await api.get('/compliance/targets?limit=1', { key });
    expect(list.body.data.map((t: { id: string }) => t.id)).toEqual([second.id]);
    const next = await api.get(`/compliance/targets?limit=1&cursor=${list.body.nextCursor}`, { key });
    expect(next.body.data.map((t: { id: string }) => t.id)).toEqual([first.id]);

    testClock.set('2027-01-01T00:00:00Z');
    const updated = await api.put(`/compliance/targets/${first.id}`, { key, body: { minScore: 80, schedule: 'weekly', urls: [`${PUBLIC}/new`] } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ name: 'One', minScore: 80, schedule: 'weekly', nextRunAt: '2027-01-08T00:00:00.000Z', urls: [`${PUBLIC}/new`] });
    const cleared = await api.put(`/compliance/targets/${second.id}`, { key, body: { schedule: null } });
    expect(cleared.body).toMatchObject({ schedule: null, nextRunAt: null });

    expectError(await api.put(`/compliance/targets/${first.id}`, { key, body: { name: 'Two' } }), 409, 'conflict');
    expectError(await api.put(`/compliance/targets/${first.id}`, { key, body: { urls: ['http://127.0.0.1:1/x'] } }), 422, 'unsafe_url');

    expect((await api.delete(`/compliance/targets/${first.id}`, { key })).status).toBe(204);
    expect((await api.delete(`/compliance/targets/${first.id}`, { key })).status).toBe(204);
    expectError(await api.get(`/compliance/targets/${first.id}`, { key }), 404, 'not_found');
    expectError(await api.delete('/compliance/targets/nonsense', { key }), 404, 'not_found');
  });

  it('hides another tenant’s target (404, as a missing one)', async () => {
    const mine = (await api.post('/compliance/targets', { key, body: target() })).body;
    const other = await createTestTenant();
    expectError(await api.get(`/compliance/targets/${mine.id}`, { key: other.adminKey }), 404, 'not_found');
    expectError(await api.put(`/compliance/targets/${mine.id}`, { key: other.adminKey, body: { minScore: 1 } }), 404, 'not_found');
    expectError(await api.get(`/compliance/targets/${mine.id}/evaluations`, { key: other.adminKey }), 404, 'not_found');
    expectError(await api.put(`/compliance/targets/${mine.id}/evaluations/1.1.1`, { key: other.adminKey, body: { result: 'supports' } }), 404, 'not_found');
    expect((await api.delete(`/compliance/targets/${mine.id}`, { key: other.adminKey })).status).toBe(204);
    expect((await api.get(`/compliance/targets/${mine.id}`, { key })).status).toBe(200);
    expect((await api.get('/compliance/targets', { key: other.adminKey })).body.data).toEqual([]);
  });
});

describe('manual evaluations', () => {
  it('records, replaces, lists and removes evaluations with their author and date', async () => {
    const t = (await api.post('/compliance/targets', { key, body: target() })).body;
    testClock.set('2026-11-25T12:00:00Z');
    const put = await api.put(`/compliance/targets/${t.id}/evaluations/1.4.10`, {
      key,
      body: { result: 'partially_supports', remarks: 'The data table scrolls sideways at 320 px.' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual({
      criterion: '1.4.10',
      result: 'partially_supports',
      remarks: 'The data table scrolls sideways at 320 px.',
      evaluatedBy: expect.stringMatching(/^API key “.+”$/),
      evaluatedAt: '2026-11-25T12:00:00.000Z',
    });
    await api.put(`/compliance/targets/${t.id}/evaluations/1.2.5`, { key, body: { result: 'not_applicable' } });
    // AAA criteria may be evaluated too: the VPAT lists them.
    await api.put(`/compliance/targets/${t.id}/evaluations/1.4.8`, { key, body: { result: 'supports' } });

    const owner = await activeMember(tenantId, 'owner');
    testClock.set('2026-11-26T08:00:00Z');
    const replaced = await putEvaluation(owner.principal, t.id, '1.4.10', { result: 'supports', remarks: '' });
    expect(replaced).toMatchObject({
      result: 'supports',
      evaluatedBy: expect.stringMatching(/^owner-.*@example\.com$/),
      evaluatedAt: '2026-11-26T08:00:00.000Z',
    });

    const list = await api.get(`/compliance/targets/${t.id}/evaluations`, { key });
    expect(list.body.data.map((e: { criterion: string }) => e.criterion)).toEqual(['1.2.5', '1.4.8', '1.4.10']);
    expect(list.body.nextCursor).toBeNull();

    expect((await api.delete(`/compliance/targets/${t.id}/evaluations/1.2.5`, { key })).status).toBe(204);
    expect((await api.delete(`/compliance/targets/${t.id}/evaluations/1.2.5`, { key })).status).toBe(204);
    expect((await api.get(`/compliance/targets/${t.id}/evaluations`, { key })).body.data).toHaveLength(2);
  });

  it('refuses a criterion the target’s WCAG version lacks (400 at criterion) and a bad result', async () => {
    const t22 = (await api.post('/compliance/targets', { key, body: target({ standard: 'WCAG22_AA' }) })).body;
    const t21 = (await api.post('/compliance/targets', { key, body: target({ name: 'Old', standard: 'WCAG21_AA' }) })).body;
    for (const [id, criterion] of [
      [t22.id, '4.1.1'],
      [t21.id, '2.5.8'],
      [t22.id, '9.9.9'],
      [t22.id, 'parsing'],
    ]) {
      const res = await api.put(`/compliance/targets/${id}/evaluations/${criterion}`, { key, body: { result: 'supports' } });
      expectError(res, 400, 'validation_failed');
      expect(res.body.details[0].path).toBe('criterion');
    }
    expect((await api.put(`/compliance/targets/${t21.id}/evaluations/4.1.1`, { key, body: { result: 'supports' } })).status).toBe(200);
    expectError(await api.put(`/compliance/targets/${t22.id}/evaluations/1.1.1`, { key, body: { result: 'pass' } }), 400, 'validation_failed');
  });

  it('is the organisation’s claim: owners, admins and compliance keys evaluate; developers and viewers only read', async () => {
    const t = (await createTarget((await activeMember(tenantId, 'owner')).principal, createTargetInput.parse(target()))).target;
    for (const role of ['owner', 'admin'] as const) {
      const { principal } = await activeMember(tenantId, role);
      await expect(putEvaluation(principal, t.id, '2.4.6', { result: 'supports', remarks: role })).resolves.toMatchObject({ remarks: role });
    }
    for (const role of ['developer', 'viewer'] as const) {
      const { principal } = await activeMember(tenantId, role);
      await expect(putEvaluation(principal, t.id, '2.4.6', { result: 'does_not_support', remarks: '' })).rejects.toMatchObject({ code: 'forbidden' });
    }
    const compliance = await api.post(`/tenants/${tenantId}/api-keys`, { key, body: { name: 'CI audit', scopes: ['compliance'] } });
    const scanner = await api.post(`/tenants/${tenantId}/api-keys`, { key, body: { name: 'Scanner only', scopes: ['scanner'] } });
    expect(compliance.status, JSON.stringify(compliance.body)).toBe(201);
    const byKey = await api.put(`/compliance/targets/${t.id}/evaluations/2.4.6`, { key: compliance.body.key, body: { result: 'supports' } });
    expect(byKey.body.evaluatedBy).toBe('API key “CI audit”');
    expectError(await api.put(`/compliance/targets/${t.id}/evaluations/2.4.6`, { key: scanner.body.key, body: { result: 'supports' } }), 403, 'forbidden');
    expectError(await api.get(`/compliance/targets/${t.id}`, { key: scanner.body.key }), 403, 'forbidden');
  });
});

describe('deleting a target keeps the organisation’s record', () => {
  it('needs the evaluate permission once the target holds evaluations or reports (developers 403); its handed-out reports stay downloadable', async () => {
    const owner = (await activeMember(tenantId, 'owner')).principal;
    const developer = (await activeMember(tenantId, 'developer')).principal;

    // An empty target is the developer's to delete.
    const empty = (await createTarget(owner, createTargetInput.parse(target({ name: 'Scratch' })))).target;
    await expect(deleteTarget(developer, empty.id)).resolves.toBeUndefined();

    const held = (await createTarget(owner, createTargetInput.parse(target()))).target;
    await putEvaluation(owner, held.id, '1.2.2', { result: 'not_applicable', remarks: 'No video' });
    await expect(deleteTarget(developer, held.id)).rejects.toMatchObject({ code: 'forbidden', message: expect.stringContaining('1 manual evaluation(s)') });
    const snapshot = await db.complianceSnapshot.create({
      data: { id: newId('snp'), tenantId, targetId: held.id, status: 'ready', standard: 'WCAG22_AA', criteria: [], readyAt: new Date() },
    });
    const report = await db.complianceReport.create({
      data: {
        id: newId('rpt'),
        tenantId,
        targetId: held.id,
        snapshotId: snapshot.id,
        type: 'compliance',
        status: 'ready',
        product: { name: 'Site' },
        pdf: new TextEncoder().encode('%PDF-1.7 kept'),
        html: '<!DOCTYPE html><html lang="en"><title>Kept</title></html>',
        readyAt: new Date(),
      },
    });
    await db.complianceEvaluation.deleteMany({ where: { targetId: held.id } });
    // A report alone holds it too.
    await expect(deleteTarget(developer, held.id)).rejects.toMatchObject({ code: 'forbidden', message: expect.stringContaining('1 report(s)') });

    await expect(deleteTarget(owner, held.id)).resolves.toBeUndefined();
    expect((await api.get(`/compliance/targets/${held.id}`, { key })).status).toBe(404);
    const kept = await api.get(`/compliance/reports/${report.id}`, { key });
    expect(kept.body).toMatchObject({ id: report.id, status: 'ready', targetId: null, snapshotId: null });
    const pdf = await api.get(`/compliance/reports/${report.id}/download?format=pdf`, { key });
    expect(pdf.status).toBe(200);
    expect(pdf.text).toBe('%PDF-1.7 kept');
  });
});
