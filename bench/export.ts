/**
 * `npm run bench:export`: whether an issue export streams in constant memory. A scan of 1,000 and one of
 * BENCH_EXPORT_ROWS (20,000) occurrences are seeded with SQL (selectors and markup of realistic length),
 * and each is exported as CSV through a real HTTP server in this process (the route handlers of
 * app/api/v1, their web stream piped into the socket with backpressure) to a client here that counts the
 * bytes and keeps none. While the bytes flow, the heap is sampled every 50 ms after a garbage collection;
 * the figure is the peak growth over the heap before the request. Flat is a ratio (20,000 : 1,000) near 1.
 * Rows per second come from a run of their own, without the sampling's collections.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { handleInterrupts, log, machine, positiveInt, printTable, root, round1, runMain, writeResults } from './lib.ts';

const ROWS = positiveInt('BENCH_EXPORT_ROWS', 20_000);
const SMALL = 1_000;
const dataDir = path.join(root, '.data', 'bench-export');

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const mib = (bytes: number) => round1(bytes / 1024 / 1024);

/** The route file behind a node server whose responses stream (test/http-harness.ts buffers them). */
async function serve(): Promise<{ base: string; close(): Promise<void> }> {
  const { inProcessFetch } = await import('../test/api.ts');
  const server = http.createServer(async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const response = await inProcessFetch(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body) return void res.end();
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>), res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Downloads `url`, keeping only the count of bytes; with `sample`, the peak heap growth meanwhile. */
async function download(url: string, key: string, sample: boolean): Promise<{ bytes: number; seconds: number; peakGrowth: number }> {
  gc();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const timer = sample
    ? setInterval(() => {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }, 50)
    : null;
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { 'X-Api-Key': key } });
    if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.byteLength;
    return { bytes, seconds: (performance.now() - started) / 1000, peakGrowth: peak - before };
  } finally {
    if (timer) clearInterval(timer);
  }
}

async function main(): Promise<void> {
  handleInterrupts();
  const started = new Date();
  const before = machine();
  const { removeDataDir } = await import('./lib.ts');
  await removeDataDir(dataDir);
  process.env.DATA_DIR = dataDir;
  const { prepareDatabase } = await import('../scripts/prepare-database.ts');
  const database = await prepareDatabase({ log });
  process.env.DATABASE_URL = database.url;
  const { db } = await import('../lib/db/client.ts');
  const { createTenant, createTenantInput } = await import('../lib/tenants/create-tenant.ts');
  const created = await createTenant(createTenantInput.parse({ name: 'Export bench', plan: 'enterprise' }), 'bench');
  const tenantId = created.tenant.id;

  /** A completed scan with `n` occurrences on n / 20 pages, written by one statement. */
  const seed = async (n: number) => {
    const scanId = `scn_bench${n}`;
    await db.scanJob.create({
      data: { id: scanId, tenantId, url: 'https://bench.example/', standard: 'WCAG22_AA', status: 'completed', completedAt: new Date() },
    });
    await db.$executeRaw`
      INSERT INTO scan_issues (id, job_id, tenant_id, rule_id, impact, wcag, level, description, help, help_url, page_url, selector, html,
                               failure_summary, fingerprint, engine, occurrence, reports, track_key)
      SELECT 'iss_' || ${scanId} || '_' || lpad(i::text, 6, '0'), ${scanId}, ${tenantId}, 'image-alt', 'critical', ARRAY['1.1.1'], 'A',
             'Images must have alternative text', 'Images must have alternative text', 'https://dequeuniversity.com/rules/axe/4.10/image-alt',
             'https://bench.example/products/' || (i / 20), 'main > section.products > ul > li:nth-child(' || i || ') > a > img.thumbnail',
             '<img src="/media/catalogue/' || md5(i::text) || '.jpg" class="thumbnail" width="320" height="240" loading="lazy" data-sku="' || i || '">',
             'Fix any of the following: Element does not have an alt attribute', md5(i::text), 'axe-core', 'new',
             '[{"engine":"axe-core","ruleId":"image-alt","message":"Element does not have an alt attribute"}]'::jsonb, md5('k' || (i % 50)::text)
        FROM generate_series(1, ${n}) AS i`;
    return scanId;
  };
  const small = await seed(SMALL);
  const large = await seed(ROWS);
  log(`seeded ${SMALL} and ${ROWS} occurrences`);

  const server = await serve();
  const key = created.apiKey.key;
  const url = (scanId: string) => `${server.base}/api/v1/scanner/jobs/${scanId}/issues/export?format=csv`;
  try {
    await download(url(small), key, false); // the route file loads, the code warms up
    const smallRun = await download(url(small), key, true);
    const largeRun = await download(url(large), key, true);
    const speed = await download(url(large), key, false);
    const rowsPerSecond = Math.round(ROWS / speed.seconds);
    const ratio = round1(largeRun.peakGrowth / Math.max(1, smallRun.peakGrowth));
    printTable([
      ['occurrences', 'bytes', 'peak heap growth (MiB)'],
      [String(SMALL), String(smallRun.bytes), String(mib(smallRun.peakGrowth))],
      [String(ROWS), String(largeRun.bytes), String(mib(largeRun.peakGrowth))],
    ]);
    log(`peak heap growth ${ROWS.toLocaleString('en')} : ${SMALL.toLocaleString('en')} = ${ratio} (flat ≈ 1); ${rowsPerSecond.toLocaleString('en')} rows/s`);
    await writeResults('export', started, {
      machine: before,
      rows: { small: SMALL, large: ROWS },
      bytes: { small: smallRun.bytes, large: largeRun.bytes },
      peakHeapGrowthMiB: { small: mib(smallRun.peakGrowth), large: mib(largeRun.peakGrowth) },
      ratio,
      rowsPerSecond,
    });
  } finally {
    await server.close();
    await db.$disconnect();
    await database.stop();
  }
}

await runMain(main);
