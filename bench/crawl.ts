/**
 * `npm run bench:crawl`: site scans with a page as the unit of work. A generated site of BENCH_CRAWL_PAGES
 * (500) pages — the 24 pages of bench:scan, each with links to four more, so every page is within 5 links
 * of the start — is served from 127.0.0.1 and crawled by the service's scan workflows running in worker
 * processes (bench/crawl-worker.ts) against one embedded PostgreSQL:
 *
 * - pages per minute with one instance of 1, 2 and 4 slots, and with two instances of 1 slot each, over a
 *   window of BENCH_CRAWL_WINDOW_S (60) seconds after the crawl is under way, as ratios to 1 slot in the
 *   same run (targets: 2 slots ≥ 1.8×, two instances ≥ 1.7× one);
 * - watching a site (bench/crawl-tracking.ts): tracking a crawl of BENCH_TRACK_PAGES (2,000) pages as a share of
 *   the time the 2-slot crawl takes for it (target ≤ 20 %);
 * - during the whole crawl of the site with 2 slots: how long another tenant's single page waits to start,
 *   against the crawl's mean page time (target: under one page's scan time + 1 s), and the worker's memory
 *   over the crawl (flat: the last quarter's median RSS against the first's).
 *
 * No production build is needed: the workers run the workflows directly. Results go to bench/results/.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { measureTracking } from './crawl-tracking.ts';
import { generatePages, serveSite } from './scan-pages.ts';
import { checkInterrupted, handleInterrupts, log, machine, positiveInt, printTable, root, round1, runMain, sleep, tsx, writeResults } from './lib.ts';

const PAGES = positiveInt('BENCH_CRAWL_PAGES', 500);
const TRACK_PAGES = positiveInt('BENCH_TRACK_PAGES', 2000);
const WINDOW_S = positiveInt('BENCH_CRAWL_WINDOW_S', 60);
const WARMUP_PAGES = 6;
const dataDir = path.join(root, '.data', 'bench-crawl');

function siteFiles(): Record<string, { type: string; body: string }> {
  const templates = generatePages();
  const files: Record<string, { type: string; body: string }> = {};
  for (let i = 0; i < PAGES; i++) {
    const links = [1, 2, 3, 4].map((k) => 4 * i + k).filter((j) => j < PAGES);
    const nav = `<nav aria-label="Site"><ul>${links.map((j) => `<li><a href="/c/${j}">Page ${j}</a></li>`).join('')}</ul></nav>`;
    files[`/c/${i}`] = { type: 'text/html; charset=utf-8', body: templates[i % templates.length]!.html.replace('</main>', `${nav}</main>`) };
  }
  return files;
}

interface Worker {
  child: ChildProcess;
  memory: { rss: number; heap: number }[];
}

function startWorker(env: NodeJS.ProcessEnv, slots: number, name: string): Promise<Worker> {
  const child = spawn(process.execPath, tsx('bench/crawl-worker.ts'), {
    cwd: root,
    env: { ...env, SLOTS: String(slots), INSTANCE_ID: name, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const worker: Worker = { child, memory: [] };
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.once('exit', (code) => reject(new Error(`worker ${name} ended (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 1);
        if (line === 'ready') resolve(worker);
        else if (line.startsWith('{')) worker.memory.push(JSON.parse(line));
      }
    });
  });
}

async function stopWorkers(workers: Worker[]): Promise<void> {
  await Promise.all(
    workers.map(
      (w) =>
        new Promise<void>((resolve) => {
          if (w.child.exitCode !== null) return resolve();
          w.child.once('exit', () => resolve());
          w.child.kill('SIGTERM');
          setTimeout(() => w.child.kill('SIGKILL'), 5_000).unref();
        }),
    ),
  );
}

/** Busy and total jiffies of all CPUs, from /proc/stat: the machine's load over a window, whoever causes it. */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

const busyShare = (from: ReturnType<typeof cpuTimes>, to: ReturnType<typeof cpuTimes>) =>
  round1((100 * (to.busy - from.busy)) / Math.max(1, to.total - from.total));

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};

async function main(): Promise<void> {
  handleInterrupts();
  const started = new Date();
  const before = machine();
  const { removeDataDir } = await import('./lib.ts');
  await removeDataDir(dataDir);
  process.env.DATA_DIR = dataDir;
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
  const { prepareDatabase } = await import('../scripts/prepare-database.ts');
  const database = await prepareDatabase({ log });
  process.env.DATABASE_URL = database.url;
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir };
  // The templates' own pages are served too: their links (navigation, related pages) lead there.
  const site = await serveSite(generatePages(), siteFiles());
  log(`site of ${PAGES} pages at ${site.origin}`);
  const { db } = await import('../lib/db/client.ts');
  const { createTenant, createTenantInput } = await import('../lib/tenants/create-tenant.ts');
  const { createScan } = await import('../lib/scanner/create-scan.ts');
  const { createScanInput } = await import('../lib/scanner/schemas.ts');
  const { cancelScan } = await import('../lib/scanner/cancel-scan.ts');

  const tenant = async (name: string) => {
    const created = await createTenant(createTenantInput.parse({ name, plan: 'enterprise' }), 'bench');
    return { kind: 'system' as const, tenantId: created.tenant.id, actor: 'bench' };
  };
  const crawl = async (principal: Awaited<ReturnType<typeof tenant>>) =>
    createScan(principal, createScanInput.parse({ url: `${site.origin}/c/0`, crawl: { maxPages: PAGES, maxDepth: 10, maxConcurrentPerHost: 8, delayMs: 0 } }));
  const done = (scanId: string) => db.scanPage.count({ where: { scanId, status: 'done' } });

  /** Pages per minute over the window, once WARMUP_PAGES are done (browsers started, pages flowing). */
  async function windowRun(label: string, instances: number, slots: number) {
    checkInterrupted();
    const principal = await tenant(label);
    const workers = await Promise.all(Array.from({ length: instances }, (_, i) => startWorker(env, slots, `${label}-${i}`)));
    try {
      const scan = await crawl(principal);
      while ((await done(scan.id)) < WARMUP_PAGES) await sleep(200);
      const from = await done(scan.id);
      const t0 = Date.now();
      const cpu0 = cpuTimes();
      await sleep(WINDOW_S * 1000);
      const pages = (await done(scan.id)) - from;
      const cpuBusy = busyShare(cpu0, cpuTimes());
      const minutes = (Date.now() - t0) / 60_000;
      await cancelScan(principal, scan.id);
      const perMinute = pages / minutes;
      log(`${label}: ${pages} pages in ${round1(minutes * 60)} s → ${round1(perMinute)} pages/min, CPUs ${cpuBusy} % busy`);
      return {
        label,
        instances,
        slots,
        pages,
        seconds: round1(minutes * 60),
        perMinute: round1(perMinute),
        cpuBusy,
        scanId: scan.id,
        tenantId: principal.tenantId,
      };
    } finally {
      await stopWorkers(workers);
    }
  }

  const runs = [];
  runs.push(await windowRun('1 instance, 1 slot', 1, 1));
  runs.push(await windowRun('1 instance, 2 slots', 1, 2));
  runs.push(await windowRun('1 instance, 4 slots', 1, 4));
  runs.push(await windowRun('2 instances, 1 slot each', 2, 1));
  const base = runs[0]!.perMinute;

  // Watching a site: the tracking of a 2,000-page crawl against the time the 2-slot crawl rate needs for it.
  checkInterrupted();
  const twoSlotRun = runs[1]!;
  const tracking = await measureTracking(db, {
    tenantId: twoSlotRun.tenantId,
    sourceScanId: twoSlotRun.scanId,
    origin: site.origin,
    pages: TRACK_PAGES,
    crawlPerMinute: twoSlotRun.perMinute,
  });

  // The whole site with 2 slots: memory over the crawl, and another tenant's page meanwhile.
  checkInterrupted();
  const principal = await tenant('whole site');
  const other = await tenant('other');
  const [worker] = await Promise.all([startWorker(env, 2, 'whole')]);
  let whole: Record<string, unknown> = {};
  try {
    const scan = await crawl(principal);
    const t0 = Date.now();
    while ((await done(scan.id)) < Math.min(PAGES / 4, 100)) await sleep(500);
    const single = await createScan(other, createScanInput.parse({ url: `${site.origin}/c/${PAGES - 1}` }));
    let ended = '';
    while (!['completed', 'failed', 'canceled'].includes(ended)) {
      await sleep(1000);
      ended = (await db.scanJob.findUniqueOrThrow({ where: { id: scan.id } })).status;
    }
    const seconds = (Date.now() - t0) / 1000;
    const statuses = Object.fromEntries(
      (await db.scanPage.groupBy({ by: ['status'], where: { scanId: scan.id }, _count: true })).map((g) => [g.status, g._count]),
    );
    const singlePage = await db.scanPage.findFirstOrThrow({ where: { scanId: single.id } });
    const singleJob = await db.scanJob.findUniqueOrThrow({ where: { id: single.id } });
    const waitMs = singlePage.startedAt!.getTime() - singleJob.createdAt.getTime();
    const pageTimes = (await db.scanPage.findMany({ where: { scanId: scan.id, status: 'done' }, select: { startedAt: true, finishedAt: true } })).map(
      (p) => p.finishedAt!.getTime() - p.startedAt!.getTime(),
    );
    const meanPageMs = pageTimes.reduce((a, b) => a + b, 0) / pageTimes.length;
    const rss = worker!.memory.map((m) => m.rss);
    const quarter = Math.max(1, Math.floor(rss.length / 4));
    const firstRss = median(rss.slice(0, quarter));
    const lastRss = median(rss.slice(-quarter));
    whole = {
      status: ended,
      statuses,
      errors: [...new Set((await db.scanPage.findMany({ where: { scanId: scan.id, status: 'failed' }, select: { error: true } })).map((p) => p.error))],
      pages: pageTimes.length,
      seconds: round1(seconds),
      perMinute: round1(pageTimes.length / (seconds / 60)),
      otherTenantWaitMs: waitMs,
      meanPageMs: Math.round(meanPageMs),
      waitTargetMet: waitMs < meanPageMs + 1000,
      rssFirstQuarterMiB: round1(firstRss),
      rssLastQuarterMiB: round1(lastRss),
      rssMaxMiB: round1(Math.max(...rss)),
      rssGrowth: round1(lastRss / firstRss),
    };
    log(`whole site: ${JSON.stringify(whole)}`);
  } finally {
    await stopWorkers([worker!]);
  }

  const ratios = runs.map((r) => ({ ...r, ratio: round1(r.perMinute / base) }));
  printTable([
    ['run', 'pages', 'seconds', 'pages/min', '× 1 slot', 'CPUs busy %'],
    ...ratios.map((r) => [r.label, String(r.pages), String(r.seconds), String(r.perMinute), String(r.ratio), String(r.cpuBusy)]),
  ]);
  const twoSlots = ratios[1]!.ratio;
  const twoInstances = ratios[3]!.ratio;
  log(
    `2 slots ${twoSlots}× (target ≥ 1.8): ${twoSlots >= 1.8 ? 'met' : 'NOT met'}; two instances ${twoInstances}× (target ≥ 1.7): ${twoInstances >= 1.7 ? 'met' : 'NOT met'}`,
  );
  log(
    `tracking ${TRACK_PAGES} pages: ${(tracking.firstShare * 100).toFixed(3)} % of the crawl's time on the first scan, ${(tracking.secondShare * 100).toFixed(3)} % on the next (target ≤ 20 %): ${tracking.targetMet ? 'met' : 'NOT met'}`,
  );
  await writeResults('crawl', started, { machine: before, pages: PAGES, windowSeconds: WINDOW_S, runs: ratios, whole, tracking });
  await site.close();
  await db.$disconnect();
  await database.stop();
}

await runMain(main);
