/**
 * `npm run bench:widget-traffic`: a site's toolbar traffic through one publishable key of a pro tenant, on a
 * production build with its own database. VISITORS people (default 200) behind ADDRESSES client addresses
 * (default 10, so 20 behind each: an office or a school) each make, every 30 s for BENCH_SECONDS (default
 * 120), what a page view of the toolbar makes: the conditional read of their active features (304 when
 * nothing changed), one save for a burst of changes (the toolbar saves a burst at once), and one analytics
 * batch on page hide. The addresses arrive in X-Forwarded-For from 127.0.0.1, named in TRUSTED_PROXIES.
 * Reports the requests, the refusals (target: none), the requests the key's month counts (a 304 counts
 * nothing) and the latency. Figures: bench/README.md.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { buildUnlessSkipped, databaseEnv, log, machine, positiveInt, printTable, root, round1, runMain, sleep, startServer, tsx, writeResults } from './lib.ts';

const VISITORS = positiveInt('VISITORS', 200);
const ADDRESSES = positiveInt('ADDRESSES', 10);
const SECONDS = positiveInt('BENCH_SECONDS', 120);
const PAGE_VIEW_EVERY_MS = 30_000;
const ORIGIN = 'https://shop.example';
const dataDir = path.join(root, '.data', 'bench-widget-traffic');

type Kind = 'read' | 'save' | 'analytics';

interface Outcome {
  kind: Kind;
  status: number;
  code: string | null;
  ms: number;
}

async function admin(env: NodeJS.ProcessEnv, ...args: string[]): Promise<unknown> {
  const { stdout } = await promisify(execFile)(process.execPath, tsx('scripts/admin.ts', ...args, '--json'), { cwd: root, env });
  return JSON.parse(stdout);
}

/** A pro tenant (60 requests a minute per visitor, 50,000 a month) whose widget may run on ORIGIN, and its publishable key. */
async function proTenant(env: NodeJS.ProcessEnv, base: string): Promise<string> {
  const created = z
    .object({ tenant: z.object({ id: z.string() }), apiKey: z.object({ key: z.string() }) })
    .parse(await admin(env, 'tenant', 'create', '--name', 'Widget traffic', '--plan', 'pro'));
  const tenantId = created.tenant.id;
  const put = await fetch(`${base}/api/v1/tenants/${tenantId}`, {
    method: 'PUT',
    headers: { 'X-Api-Key': created.apiKey.key, 'Content-Type': 'application/json' },
    body: JSON.stringify({ settings: { allowedOrigins: [ORIGIN] } }),
  });
  if (!put.ok) throw new Error(`allowing ${ORIGIN} answered ${put.status}: ${await put.text()}`);
  const key = z.object({ key: z.string() }).parse(await admin(env, 'key', 'create', '--tenant', tenantId, '--name', 'toolbar', '--type', 'publishable'));
  return key.key;
}

/** One visitor's page views: a conditional read, a burst's one save, and the analytics of the burst. */
async function visitor(index: number, context: { base: string; key: string; features: string[]; until: number }, outcomes: Outcome[]): Promise<void> {
  const userId = `visitor-${index}`;
  const headers = { 'X-Api-Key': context.key, Origin: ORIGIN, 'X-Forwarded-For': `198.51.100.${(index % ADDRESSES) + 1}` };
  const call = async (kind: Kind, url: string, init: RequestInit = {}): Promise<Response> => {
    const started = performance.now();
    const res = await fetch(`${context.base}/api/v1${url}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
    const text = await res.text();
    const code = res.ok || res.status === 304 ? null : (z.object({ code: z.string() }).safeParse(JSON.parse(text || '{}')).data?.code ?? String(res.status));
    outcomes.push({ kind, status: res.status, code, ms: performance.now() - started });
    return res;
  };
  let etag: string | null = null;
  await sleep(Math.random() * PAGE_VIEW_EVERY_MS);
  for (let view = 0; Date.now() < context.until; view++) {
    const nextView = Date.now() + PAGE_VIEW_EVERY_MS;
    const read = await call('read', `/profiles/${userId}/active-features`, etag ? { headers: { 'If-None-Match': etag } } : {});
    if (read.status === 200) etag = read.headers.get('etag');
    // With each page view, a burst of changes: 12 features turned on (or off again), saved at once.
    const on = view % 2 === 0;
    const changes = context.features.map((featureCode) => ({ featureCode, isEnabled: on }));
    await call('save', `/profiles/${userId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ features: changes, setBy: 'user' }),
    });
    const events = changes.map(({ featureCode }) => ({
      featureCode,
      externalUserId: userId,
      action: on ? 'activated' : 'deactivated',
      pagePath: '/products',
    }));
    await call('analytics', '/analytics/log', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ events }) });
    await sleep(Math.max(0, nextView - Date.now()));
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<void> {
  const started = new Date();
  await buildUnlessSkipped();
  const env = { ...(await databaseEnv(dataDir)), TRUSTED_PROXIES: '127.0.0.1' };
  const server = await startServer(env);
  try {
    const key = await proTenant(env, server.base);
    const catalogue = await fetch(`${server.base}/api/v1/features?limit=100`, { headers: { 'X-Api-Key': key, Origin: ORIGIN } });
    const features = z
      .object({ data: z.array(z.object({ code: z.string() })) })
      .parse(await catalogue.json())
      .data.slice(0, 12)
      .map((f) => f.code);
    log(
      `${VISITORS} visitors behind ${ADDRESSES} addresses, a page view every ${PAGE_VIEW_EVERY_MS / 1000} s for ${SECONDS} s, ${features.length} features a burst`,
    );
    const outcomes: Outcome[] = [];
    const context = { base: server.base, key, features, until: Date.now() + SECONDS * 1000 };
    await Promise.all(Array.from({ length: VISITORS }, (_, i) => visitor(i, context, outcomes)));

    const refused = outcomes.filter((o) => o.code !== null);
    const tally = new Map<string, number>();
    for (const o of refused) tally.set(`${o.status} ${o.code}`, (tally.get(`${o.status} ${o.code}`) ?? 0) + 1);
    const byCode = [...tally].map(([code, n]) => [code, String(n)]);
    const counted = outcomes.filter((o) => o.code === null && o.status !== 304).length;
    const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const rows = (['read', 'save', 'analytics'] as const).map((kind) => {
      const mine = outcomes.filter((o) => o.kind === kind);
      return [kind, String(mine.length), String(mine.filter((o) => o.status === 304).length), String(mine.filter((o) => o.code !== null).length)];
    });
    printTable([
      ['request', 'sent', '304', 'refused'],
      ...rows,
      ['all', String(outcomes.length), String(outcomes.filter((o) => o.status === 304).length), String(refused.length)],
    ]);
    if (byCode.length) printTable([['refusal', 'count'], ...byCode]);
    const report = {
      machine: machine(),
      visitors: VISITORS,
      addresses: ADDRESSES,
      seconds: SECONDS,
      sent: outcomes.length, // `requests` is a key writeResults leaves out
      refused: refused.length,
      refusals: Object.fromEntries(byCode),
      countedByMonth: counted,
      latencyMs: { p50: round1(percentile(latencies, 50)), p95: round1(percentile(latencies, 95)), max: round1(latencies.at(-1) ?? 0) },
      target: 'no request refused',
      met: refused.length === 0,
    };
    log(`counted against the month: ${counted} of ${outcomes.length}; latency p50 ${report.latencyMs.p50} ms, p95 ${report.latencyMs.p95} ms`);
    log(report.met ? 'target met: no request refused' : `target missed: ${refused.length} requests refused`);
    await writeResults('widget-traffic', started, report);
    if (!report.met) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await runMain(main);
