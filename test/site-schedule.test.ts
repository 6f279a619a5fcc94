import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { unsafePruneSiteScans } from '@/lib/sites/prune-site-scans.ts';
import { runDueSites } from '@/lib/sites/run-due-sites.ts';
import { nextRuns } from '@/lib/sites/schedule.ts';
import { crons } from '@/lib/workflows/index.ts';
import { pruneSiteScansCron, siteSchedulesCron } from '@/lib/workflows/site-schedules.ts';
import { api } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * Sites' scheduled runs (lib/sites/run-due-sites.ts) and the retention of their scans
 * (lib/sites/prune-site-scans.ts), on a real database. No runner is started: a scheduled run stays queued.
 */
let origin = '';
let server: http.Server;
const savedEnv = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><title>x</title></html>'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true'; // the site lives on 127.0.0.1
  // The route table, a keyed request's path and the database's connections warmed before the tests: their time is not theirs.
  const warm = await createTestTenant({ plan: 'pro' });
  await api.get('/sites', { key: warm.adminKey });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  if (savedEnv === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedEnv;
});

const DAILY = { cron: '0 3 * * *', timezone: 'UTC' };

/** A site of a new tenant with a daily schedule, its next run moved to `due` (as if the clock had reached it). */
async function dueSite(due: Date, plan: 'starter' | 'pro' | 'enterprise' = 'pro', path = '/home') {
  const t = await createTestTenant({ plan });
  const schedule = plan === 'starter' ? { cron: '0 3 * * 1', timezone: 'UTC' } : DAILY;
  const created = await api.post('/sites', { key: t.adminKey, body: { url: `${origin}${path}`, schedule } });
  expect(created.status).toBe(201);
  await db.site.update({ where: { id: created.body.id }, data: { nextRunAt: due } });
  return { ...t, site: created.body as { id: string; url: string } };
}

const scansOf = (siteId: string) => db.scanJob.findMany({ where: { siteId }, orderBy: { createdAt: 'asc' } });

describe('the schedule tick', () => {
  it('runs a due site once: a second tick, or two ticks at once as two instances would, start nothing more', async () => {
    const at = new Date();
    const { site } = await dueSite(new Date(at.getTime() - 60_000));
    const concurrent = await dueSite(new Date(at.getTime() - 60_000), 'pro', '/other');
    const first = await runDueSites(at);
    const [scan] = await scansOf(site.id);
    expect(first.started).toEqual(expect.arrayContaining([scan!.id, (await scansOf(concurrent.site.id))[0]!.id]));
    expect(scan).toMatchObject({ status: 'queued', trigger: 'schedule', url: site.url });
    const after = await db.site.findUniqueOrThrow({ where: { id: site.id } });
    expect(after.nextRunAt).toEqual(nextRuns(DAILY, 1, at)[0]);
    expect((await runDueSites(at)).started).toEqual([]);
    expect(await scansOf(site.id)).toHaveLength(1);

    // Three instances' ticks at once, for two sites due again: each runs once.
    await db.scanJob.updateMany({ where: { siteId: { in: [site.id, concurrent.site.id] } }, data: { status: 'completed', completedAt: at } });
    await db.site.updateMany({ where: { id: { in: [site.id, concurrent.site.id] } }, data: { nextRunAt: new Date(at.getTime() - 1_000) } });
    const ticks = await Promise.all([runDueSites(at), runDueSites(at), runDueSites(at)]);
    const started = ticks.flatMap((t) => t.started);
    expect(started).toHaveLength(2);
    expect((await scansOf(site.id)).filter((s) => s.status === 'queued')).toHaveLength(1);
    expect((await scansOf(concurrent.site.id)).filter((s) => s.status === 'queued')).toHaveLength(1);
    expect(ticks.flatMap((t) => t.skipped)).toEqual([]);
  });

  it('skips and records a due run while a run of the site is still open, and moves its next run on', async () => {
    const at = new Date();
    const { site, adminKey } = await dueSite(new Date(at.getTime() + HOUR_MS));
    const running = await api.post(`/sites/${site.id}/scans`, { key: adminKey });
    expect(running.status).toBe(202);
    await db.site.update({ where: { id: site.id }, data: { nextRunAt: new Date(at.getTime() - 1_000) } });
    const tick = await runDueSites(at);
    expect(tick.skipped).toContain(site.id);
    expect(await scansOf(site.id)).toHaveLength(1);
    const after = await db.site.findUniqueOrThrow({ where: { id: site.id } });
    expect(after).toMatchObject({ skippedRuns: 1, lastSkippedAt: at, nextRunAt: nextRuns(DAILY, 1, at)[0] });
    expect((await api.get(`/sites/${site.id}`, { key: adminKey })).body).toMatchObject({ skippedRuns: 1, lastSkippedAt: at.toISOString() });
  });

  it('after a long downtime runs once, not once per missed slot, and its next run is in the future', async () => {
    const at = new Date();
    const { site } = await dueSite(new Date(at.getTime() - 30 * DAY_MS));
    const tick = await runDueSites(at);
    expect(tick.started).toHaveLength((await scansOf(site.id)).length);
    expect(await scansOf(site.id)).toHaveLength(1);
    const after = await db.site.findUniqueOrThrow({ where: { id: site.id } });
    expect(after.nextRunAt!.getTime()).toBeGreaterThan(at.getTime());
    expect(after.nextRunAt!.getTime() - at.getTime()).toBeLessThanOrEqual(DAY_MS);
    expect((await runDueSites(at)).started).toEqual([]);
  });

  it('records a refused run as a failed scan saying why, and the batch goes on', async () => {
    const at = new Date();
    const unsafe = await dueSite(new Date(at.getTime() - 2_000), 'pro', '/a');
    await db.site.update({ where: { id: unsafe.site.id }, data: { url: 'http://169.254.169.254/latest' } });
    // A starter tenant at its cap of open scans (5).
    const full = await dueSite(new Date(at.getTime() - 1_500), 'starter', '/b');
    await db.scanJob.createMany({
      data: Array.from({ length: 5 }, () => ({
        id: newId('scn'),
        tenantId: full.tenantId,
        url: `${origin}/x`,
        standard: 'WCAG22_AA',
        status: 'queued' as const,
      })),
    });
    const fine = await dueSite(new Date(at.getTime() - 1_000), 'pro', '/c');
    const tick = await runDueSites(at);
    const [refusedUnsafe] = await scansOf(unsafe.site.id);
    const [refusedFull] = await scansOf(full.site.id);
    expect(refusedUnsafe).toMatchObject({ status: 'failed', trigger: 'schedule', error: expect.stringMatching(/^Scheduled run not started: /) });
    expect(refusedFull).toMatchObject({ status: 'failed', trigger: 'schedule', error: expect.stringContaining('the most its plan (starter) allows at once') });
    expect(tick.refused).toEqual(expect.arrayContaining([refusedUnsafe!.id, refusedFull!.id]));
    expect(tick.started).toContain((await scansOf(fine.site.id))[0]!.id);
    for (const id of [unsafe.site.id, full.site.id])
      expect((await db.site.findUniqueOrThrow({ where: { id } })).nextRunAt!.getTime()).toBeGreaterThan(at.getTime());
  });

  it('runs in both drivers: the tick every minute, the retention every 15 minutes', () => {
    expect(crons).toEqual(expect.arrayContaining([siteSchedulesCron, pruneSiteScansCron]));
    expect([siteSchedulesCron.cron, siteSchedulesCron.everyMs, pruneSiteScansCron.cron, pruneSiteScansCron.everyMs]).toEqual([
      '* * * * *',
      60_000,
      '*/15 * * * *',
      15 * 60_000,
    ]);
  });
});

describe('retention of a site’s scans', () => {
  it('deletes scans past the plan’s days with their pages and issues; keeps the latest completed and those a tracked issue last saw', async () => {
    const t = await createTestTenant({ plan: 'starter' });
    const site = (await api.post('/sites', { key: t.adminKey, body: { url: `${origin}/kept` } })).body as { id: string };
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
    const scan = async (status: 'completed' | 'failed' | 'canceled' | 'running', endedDaysAgo: number | null, siteId: string | null = site.id) => {
      const id = newId('scn');
      await db.scanJob.create({
        data: {
          id,
          tenantId: t.tenantId,
          siteId,
          url: `${origin}/kept`,
          standard: 'WCAG22_AA',
          status,
          createdAt: ago((endedDaysAgo ?? 0) + 1),
          completedAt: endedDaysAgo === null ? null : ago(endedDaysAgo),
        },
      });
      const page = await db.scanPage.create({
        data: { id: newId('pag'), tenantId: t.tenantId, scanId: id, url: `${origin}/kept`, host: '127.0.0.1', depth: 0, status: 'done' },
      });
      await db.scanIssue.createMany({
        data: Array.from({ length: 3 }, (_, i) => ({
          id: newId('iss'),
          jobId: id,
          tenantId: t.tenantId,
          pageId: page.id,
          ruleId: 'image-alt',
          impact: 'critical' as const,
          wcag: ['1.1.1'],
          description: 'd',
          help: 'h',
          helpUrl: 'https://example.com',
          pageUrl: `${origin}/kept`,
          selector: `img:nth-child(${i})`,
          html: '<img>',
          failureSummary: 'f',
          fingerprint: `${id}-${i}`,
          engine: 'axe-core',
          occurrence: 'new',
        })),
      });
      return id;
    };
    const old = await scan('completed', 40);
    const oldFailed = await scan('failed', 35);
    const lastSeen = await scan('completed', 38);
    const latest = await scan('completed', 31); // the newest completed: kept, however old
    const recentFailed = await scan('canceled', 10); // within 30 days
    const notASite = await scan('completed', 60, null); // a scan of POST /scanner/jobs: not the sites' retention
    await db.trackedIssue.create({
      data: {
        id: newId('iss'),
        tenantId: t.tenantId,
        siteId: site.id,
        fingerprint: 'fp',
        ruleId: 'image-alt',
        impact: 'critical',
        wcag: ['1.1.1'],
        engines: ['axe'],
        description: 'd',
        help: 'h',
        helpUrl: 'https://example.com',
        selector: 'img',
        html: '<img>',
        status: 'fixed',
        latestCheck: 'not_found',
        occurrences: 1,
        firstSeenAt: ago(40),
        firstSeenScanId: old,
        lastSeenAt: ago(38),
        lastSeenScanId: lastSeen,
      },
    });
    const pruned = await unsafePruneSiteScans();
    expect(pruned).toEqual({ scans: 2, rows: 2 * (3 + 1 + 1) });
    const left = (await db.scanJob.findMany({ where: { tenantId: t.tenantId }, select: { id: true } })).map((s) => s.id).sort();
    expect(left).toEqual([lastSeen, latest, recentFailed, notASite].sort());
    expect(await db.scanIssue.count({ where: { jobId: { in: [old, oldFailed] } } })).toBe(0);
    expect(await db.scanPage.count({ where: { scanId: { in: [old, oldFailed] } } })).toBe(0);
    expect(await db.scanIssue.count({ where: { jobId: lastSeen } })).toBe(3);
    expect(await db.trackedIssue.count({ where: { siteId: site.id } })).toBe(1);
    expect(await unsafePruneSiteScans()).toEqual({ scans: 0, rows: 0 });
  });

  it('does bounded work per run: a scan with more rows than a run deletes keeps its row for the next run', async () => {
    const t = await createTestTenant({ plan: 'starter' });
    const site = (await api.post('/sites', { key: t.adminKey, body: { url: `${origin}/big` } })).body as { id: string };
    const ids = [newId('scn'), newId('scn')];
    for (const [i, id] of ids.entries()) {
      await db.scanJob.create({
        data: {
          id,
          tenantId: t.tenantId,
          siteId: site.id,
          url: `${origin}/big`,
          standard: 'WCAG22_AA',
          status: 'completed',
          completedAt: new Date(Date.now() - (50 - i) * DAY_MS),
        },
      });
    }
    const [big] = ids;
    await db.scanPage.createMany({
      data: Array.from({ length: 1_100 }, (_, i) => ({
        id: newId('pag'),
        tenantId: t.tenantId,
        scanId: big!,
        url: `${origin}/big/${i}`,
        host: '127.0.0.1',
        depth: 1,
        status: 'done' as const,
      })),
    });
    expect(await unsafePruneSiteScans({ maxBatches: 1 })).toEqual({ scans: 0, rows: 1_000 });
    expect(await unsafePruneSiteScans({ maxBatches: 1 })).toEqual({ scans: 1, rows: 101 });
    expect(await db.scanJob.count({ where: { siteId: site.id } })).toBe(1);
  });
});
