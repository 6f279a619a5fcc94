import { InngestTestEngine } from '@inngest/test';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { scanWorkflows } from '@/lib/workflows/scan.ts';

const [scanStart] = scanWorkflows;
import { crons, workflows } from '@/lib/workflows/index.ts';
import { createTestTenant } from '@/test/fixtures.ts';
import { functions } from './functions.ts';
import { toInngestFunction } from './to-function.ts';

/** The workflows as Inngest runs them, through Inngest's own test engine (no Inngest server needed). */
describe('Inngest functions', () => {
  it('serves one function per workflow and plan tier, triggered by its event, with per-tenant and overall concurrency', () => {
    expect(functions.map((f) => f.id())).toEqual([...workflows.flatMap((w) => [w.id, `${w.id}-pro`, `${w.id}-enterprise`]), ...crons.map((c) => c.id)]);
    expect(workflows.map((w) => w.event).sort()).toEqual([
      'compliance/report.requested',
      'scan/page.requested',
      'scan/requested',
      'webhook/delivery.requested',
    ]);
    const config = (f: (typeof functions)[number]) =>
      (f as unknown as { getConfig(o: { baseUrl: URL; appPrefix: string }): { id: string; triggers: unknown[]; concurrency?: unknown }[] }).getConfig({
        baseUrl: new URL('http://localhost/api/inngest'),
        appPrefix: 'a11y-platform',
      })[0]!;
    expect(
      functions
        .slice(0, 3)
        .map(config)
        .map((c) => c.concurrency),
    ).toEqual([1, 2, 4].map((limit) => [{ key: 'event.data.tenantId', limit }]));
    // A scan's pages: each page one run, at most the plan's pages of one tenant at once.
    const scans = functions.slice(3, 6).map(config);
    expect(scans.map((c) => c.triggers)).toEqual([
      [{ event: 'scan/page.requested', expression: "event.data.plan != 'pro' && event.data.plan != 'enterprise'" }],
      [{ event: 'scan/page.requested', expression: "event.data.plan == 'pro'" }],
      [{ event: 'scan/page.requested', expression: "event.data.plan == 'enterprise'" }],
    ]);
    expect(scans.map((c) => c.concurrency)).toEqual(
      [1, 2, 4].map((limit) => [
        { key: 'event.data.tenantId', limit },
        { scope: 'env', key: '"scan-page"', limit: 2 },
      ]),
    );
  });

  it('scan marks the scan running and returns the plan step’s outcome', async () => {
    const { tenantId } = await createTestTenant();
    const scan = await db.scanJob.create({ data: { id: newId('scn'), tenantId, url: 'https://example.com/', standard: 'WCAG22_AA' } });
    const outcome = { pages: 1 };
    const engine = new InngestTestEngine({
      function: toInngestFunction(scanStart),
      events: [{ name: 'scan/requested', data: { scanId: scan.id, tenantId } }],
      // The planning step (robots.txt, sitemaps) is mocked here; the embedded-runner tests run it for real.
      steps: [{ id: 'plan', handler: () => outcome }],
    });
    const { result, error } = await engine.execute();
    expect(error).toBeUndefined();
    expect(result).toEqual(outcome);
    expect((await db.scanJob.findUniqueOrThrow({ where: { id: scan.id } })).status).toBe('running');
  });

  it('scan skips a scan that is no longer queued or running', async () => {
    const { tenantId } = await createTestTenant();
    const scan = await db.scanJob.create({ data: { id: newId('scn'), tenantId, url: 'https://example.com/', standard: 'WCAG22_AA', status: 'canceled' } });
    const engine = new InngestTestEngine({
      function: toInngestFunction(scanStart),
      events: [{ name: 'scan/requested', data: { scanId: scan.id, tenantId } }],
    });
    const { result } = await engine.execute();
    expect(result).toEqual({ skipped: true });
  });

  it('rejects an event whose payload does not match its schema', async () => {
    const engine = new InngestTestEngine({
      function: toInngestFunction(scanStart),
      events: [{ name: 'scan/requested', data: { scanId: 42 } }],
    });
    const { error } = await engine.execute();
    expect(error).toBeDefined();
  });

  it('serves each cron as an Inngest cron function (compliance schedules every minute, the cleanups every 10 or 15)', () => {
    const triggers = (id: string) => {
      const fn = functions.find((f) => f.id() === id)!;
      const [config] = (fn as unknown as { getConfig(o: { baseUrl: URL; appPrefix: string }): { triggers: unknown[] }[] }).getConfig({
        baseUrl: new URL('http://localhost/api/inngest'),
        appPrefix: 'a11y-platform',
      });
      return config!.triggers;
    };
    expect(triggers('compliance-schedules')).toEqual([{ cron: '* * * * *' }]);
    expect(['prune-subject-counters', 'prune-idempotency-keys', 'sweep-widget-days', 'prune-analytics-events'].map((id) => [id, triggers(id)])).toEqual([
      ['prune-subject-counters', [{ cron: '*/10 * * * *' }]],
      ['prune-idempotency-keys', [{ cron: '*/15 * * * *' }]],
      ['sweep-widget-days', [{ cron: '*/15 * * * *' }]],
      ['prune-analytics-events', [{ cron: '*/15 * * * *' }]],
    ]);
  });
});
