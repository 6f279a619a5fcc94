import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { jobsDriver, sendEvent } from '@/lib/jobs/send-event.ts';
import { type CommitTx, transaction } from '@/lib/jobs/transaction.ts';
import { failScan } from '@/lib/scanner/finish/fail-scan.ts';
import { insertPages } from '@/lib/scanner/claim/insert-pages.ts';
import { queuePages } from '@/lib/scanner/claim/queue-pages.ts';
import { sweepFrontiers } from '@/lib/scanner/claim/sweep-frontiers.ts';
import { api } from '@/test/api.ts';
import { createTestTenant } from '@/test/fixtures.ts';

/**
 * The Inngest driver: events go to Inngest's event API, here a fake one on loopback that records each
 * event together with whether the row it names was already committed when the event arrived.
 */
interface Received {
  name: string;
  data: Record<string, string>;
  committed: boolean;
  id?: string;
}

const received: Received[] = [];
let server: http.Server;
const ENV = ['INNGEST_BASE_URL', 'INNGEST_EVENT_KEY'] as const;
const saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));

async function rowExists(name: string, data: Record<string, string>): Promise<boolean> {
  if (name === 'scan/requested') return (await db.scanJob.count({ where: { id: data.scanId } })) === 1;
  if (name === 'scan/page.requested') return (await db.scanPage.count({ where: { id: data.pageId } })) === 1;
  if (name === 'webhook/delivery.requested') return (await db.webhookDelivery.count({ where: { id: data.deliveryId } })) === 1;
  return false;
}

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const events = JSON.parse(body) as { name: string; data: Record<string, string>; id?: string }[];
    for (const e of events) received.push({ name: e.name, data: e.data, committed: await rowExists(e.name, e.data), ...(e.id ? { id: e.id } : {}) });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ids: events.map((_, i) => `evt${i}`), status: 200 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.INNGEST_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  process.env.INNGEST_EVENT_KEY = 'test-event-key';
});

beforeEach(() => {
  received.length = 0;
});

afterAll(async () => {
  for (const k of ENV) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  await new Promise((resolve) => server.close(resolve));
});

describe('events under the Inngest driver', () => {
  it('uses the Inngest driver here', () => {
    expect(jobsDriver()).toBe('inngest');
  });

  it('sends the event of a new scan after its transaction committed, so the workflow finds the scan', async () => {
    const t = await createTestTenant();
    const res = await api.post('/scanner/jobs', { key: t.adminKey, body: { url: 'https://93.184.216.34/', standard: 'WCAG22_AA' } });
    expect(res.status).toBe(202);
    expect(received).toEqual([{ name: 'scan/requested', data: { scanId: res.body.id, tenantId: t.tenantId, plan: 'enterprise' }, committed: true }]);
    expect(await db.job.count()).toBe(0); // no embedded job rows under Inngest
  });

  it('sends webhook delivery events after the scan’s transaction committed', async () => {
    const t = await createTestTenant();
    const hook = await api.post('/webhooks', { key: t.adminKey, body: { url: 'https://93.184.216.34/hook', events: ['scan.failed'] } });
    expect(hook.status).toBe(201);
    const scan = await api.post('/scanner/jobs', { key: t.adminKey, body: { url: 'https://93.184.216.34/', standard: 'WCAG22_AA' } });
    received.length = 0;
    await failScan(scan.body.id, 'The page answered with HTTP status 500.');
    const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { endpointId: hook.body.id } });
    expect(received).toEqual([
      { name: 'webhook/delivery.requested', data: { deliveryId: delivery.id, tenantId: t.tenantId, plan: 'enterprise' }, committed: true },
    ]);
  });

  it('sends nothing when the transaction rolls back', async () => {
    await expect(
      transaction(async (tx) => {
        await sendEvent('scan/requested', { scanId: 'scn_rolled_back', tenantId: 'ten_x' }, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([]);
  });

  it('refuses to send inside a transaction it cannot wait for (which only a cast gets past the compiler)', async () => {
    await expect(
      db.$transaction((tx) => sendEvent('scan/requested', { scanId: 'scn_plain', tenantId: 'ten_x' }, { tx: tx as unknown as CommitTx })),
    ).rejects.toThrow(/not opened with transaction\(\)/);
    expect(received).toEqual([]);
  });

  it('sends at once without a transaction', async () => {
    await sendEvent('scan/requested', { scanId: 'scn_now', tenantId: 'ten_x' });
    expect(received).toEqual([{ name: 'scan/requested', data: { scanId: 'scn_now', tenantId: 'ten_x' }, committed: false }]);
  });

  it('sends each page of a scan’s frontier as an event with the page’s own id, after the commit; a sweep sends stale pages again under the same ids', async () => {
    const t = await createTestTenant();
    const res = await api.post('/scanner/jobs', { key: t.adminKey, body: { url: 'https://93.184.216.34/', crawl: { maxPages: 5 } } });
    expect(res.status).toBe(202);
    await db.scanJob.update({ where: { id: res.body.id }, data: { status: 'running', startedAt: new Date() } });
    received.length = 0;
    // The start page only: robots.txt and the sitemap are not read here (no network), so planning is done
    // directly through the frontier as planScan does.
    const pageIds = await transaction(async (tx) => {
      const ids = await insertPages(tx, { id: res.body.id, tenantId: t.tenantId }, [{ url: 'https://93.184.216.34/', depth: 0 }]);
      await queuePages(tx, { id: res.body.id, tenantId: t.tenantId }, ids);
      return ids;
    });
    const event = {
      name: 'scan/page.requested',
      data: { scanId: res.body.id, pageId: pageIds[0], tenantId: t.tenantId, plan: 'enterprise' },
      committed: true,
      id: `scan-page-${pageIds[0]}`,
    };
    expect(received).toEqual([event]);
    received.length = 0;
    expect(await sweepFrontiers(60_000)).toBe(0); // not stale yet
    expect(await sweepFrontiers(0)).toBe(1);
    expect(received).toEqual([event]);
  });
});
