import { InngestTestEngine } from '@inngest/test';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { createTestTenant } from '@/test/fixtures.ts';
import { functions } from './functions.ts';
import { toInngestFunction } from './to-function.ts';
import { scanPageWorkflow } from './workflows/scan-page.ts';
import { workflows } from './workflows/index.ts';

/** The workflows as Inngest runs them, through Inngest's own test engine (no Inngest server needed). */
describe('Inngest functions', () => {
  it('serves one function per workflow, triggered by its event', () => {
    expect(functions.map((f) => f.id())).toEqual(workflows.map((w) => w.id));
    expect(workflows.map((w) => w.event).sort()).toEqual(['scan/requested', 'webhook/delivery.requested']);
  });

  it('scan-page marks the scan running and returns the scan step’s outcome', async () => {
    const { tenantId } = await createTestTenant();
    const scan = await db.scanJob.create({ data: { id: newId('scn'), tenantId, url: 'https://example.com/', standard: 'WCAG22_AA' } });
    const outcome = { status: 'completed', summary: { total: 0 } };
    const engine = new InngestTestEngine({
      function: toInngestFunction(scanPageWorkflow),
      events: [{ name: 'scan/requested', data: { scanId: scan.id, tenantId } }],
      // The browser step is mocked here; the embedded-runner tests run it for real.
      steps: [{ id: 'scan', handler: () => outcome }],
    });
    const { result, error } = await engine.execute();
    expect(error).toBeUndefined();
    expect(result).toEqual(outcome);
    expect((await db.scanJob.findUniqueOrThrow({ where: { id: scan.id } })).status).toBe('running');
  });

  it('scan-page skips a scan that is no longer queued or running', async () => {
    const { tenantId } = await createTestTenant();
    const scan = await db.scanJob.create({ data: { id: newId('scn'), tenantId, url: 'https://example.com/', standard: 'WCAG22_AA', status: 'canceled' } });
    const engine = new InngestTestEngine({
      function: toInngestFunction(scanPageWorkflow),
      events: [{ name: 'scan/requested', data: { scanId: scan.id, tenantId } }],
    });
    const { result } = await engine.execute();
    expect(result).toEqual({ skipped: true });
  });

  it('rejects an event whose payload does not match its schema', async () => {
    const engine = new InngestTestEngine({
      function: toInngestFunction(scanPageWorkflow),
      events: [{ name: 'scan/requested', data: { scanId: 42 } }],
    });
    const { error } = await engine.execute();
    expect(error).toBeDefined();
  });
});
