/**
 * `npm run bench:widget`: the embeddable toolbar on a host page of its own origin, against a production
 * build with its own database. Measures, in one run:
 * - the gzipped size of the first script and of every lazy file (budget: first script ≤ 25 kB);
 * - the time from the script's start to the profile applied to what is in view (`a11yw:in-view`), cold (no
 *   copy in the browser) and warm (the browser's copy applied at once, then reconciled with If-None-Match →
 *   304) (target: warm ≤ 100 ms), and to every element (`a11yw:settled`);
 * - the cost of applying every feature the widget implements on a page of 5,000 elements: the page's load
 *   with the widget and every feature on, as a ratio to the same page loaded without the widget, and the
 *   long tasks (> 50 ms) that appear only with the widget (target: none).
 * Figures and how to read them: bench/README.md.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { E2E_CHROMIUM_FLAGS, e2eChromium } from '../e2e/browser.ts';
import { IMPLEMENTED } from '../widget/src/implemented.ts';
import {
  buildUnlessSkipped,
  createTenant,
  databaseEnv,
  log,
  machine,
  positiveInt,
  printTable,
  root,
  round1,
  runMain,
  startServer,
  writeResults,
} from './lib.ts';

const ELEMENTS = 5_000;
const ROUNDS = positiveInt('BENCH_ROUNDS', 5);
const FIRST_SCRIPT_BUDGET = 25 * 1024;
const WARM_TARGET_MS = 100;

/** A long article: sections of headings, paragraphs, links and lists, about `ELEMENTS` elements in all. */
function bigPage(widgetTag: string): string {
  const parts: string[] = [];
  let count = 0;
  for (let s = 0; count < ELEMENTS; s++) {
    parts.push(`<section><h2>Section ${s}</h2>`);
    for (let p = 0; p < 6; p++)
      parts.push(`<p>Paragraph ${p} of section ${s} with <a href="#s${s}">a link</a> and <strong>some bold words</strong> to read.</p>`);
    parts.push('<ul><li>One</li><li>Two</li><li>Three</li></ul></section>');
    count += 1 + 1 + 6 * 3 + 4;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Big page</title></head><body><main><h1>Big page</h1>${parts.join('')}</main>${widgetTag}</body></html>`;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface Load {
  loadMs: number;
  longTasks: number[];
  /** Per long animation frame (over 50 ms): the widget's own script time in it, and the frame's style and layout time. */
  frames: { widgetScriptMs: number; widgetTaskMs: number; styleLayoutMs: number; durationMs: number }[];
  applied: number | null;
  synced: number | null;
  /** Every setting on every element of the page. */
  settled: number | null;
  /** Every setting on what is in view. */
  inView: number | null;
}

/** Loads `url` in `context`'s new page; reads load time, long tasks and the widget's marks once it has settled. */
async function load(
  browser: Browser,
  url: string,
  storage: Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>> | undefined,
  withWidget: boolean,
) {
  const context = await browser.newContext(storage ? { storageState: storage } : {});
  await context.addInitScript(`
    window.__longTasks = [];
    window.__frames = [];
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push(entry.duration); }).observe({ type: 'longtask', buffered: true });
    // Long animation frames say whose script ran in them and how long style and layout took.
    new PerformanceObserver((list) => {
      for (const f of list.getEntries()) {
        const mine = (s) => s.sourceURL.includes('/widget.js') || s.sourceURL.includes('/widget/');
        const widget = f.scripts.filter(mine).reduce((sum, s) => sum + s.duration, 0);
        // One task: scripts back to back (a callback, then the promise reactions it queued), whoever's they are.
        let widgetTask = 0, task = 0, end = -Infinity;
        for (const s of [...f.scripts].sort((a, b) => a.startTime - b.startTime)) {
          if (s.startTime - end > 1) task = 0;
          if (mine(s)) task += s.duration;
          end = s.startTime + s.duration;
          widgetTask = Math.max(widgetTask, task);
        }
        const styleLayout = f.styleAndLayoutStart ? f.startTime + f.duration - f.styleAndLayoutStart : 0;
        const forced = f.scripts.reduce((sum, s) => sum + (s.forcedStyleAndLayoutDuration || 0), 0);
        window.__frames.push({ widgetScriptMs: widget, widgetTaskMs: widgetTask, styleLayoutMs: styleLayout + forced, durationMs: f.duration });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  `);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  if (withWidget) {
    await page.waitForFunction(() => performance.getEntriesByName('a11yw:synced').length > 0, undefined, { timeout: 30_000 });
    // The stylesheet reaches the page a part at a time: wait until every element has it.
    await page.waitForFunction(() => performance.getEntriesByName('a11yw:settled').length > 0, undefined, { timeout: 30_000 });
  }
  await page.waitForTimeout(300);
  // A string, not a function: tsx would wrap the function's inner helpers in a `__name` the page does not have.
  const result = (await page.evaluate(`(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
    const start = mark('a11yw:start');
    const since = (name) => (start === null || mark(name) === null ? null : mark(name) - start);
    return { loadMs: nav.loadEventEnd - nav.startTime, longTasks: window.__longTasks, frames: window.__frames, applied: since('a11yw:applied'), synced: since('a11yw:synced'), settled: since('a11yw:settled'), inView: since('a11yw:in-view') };
  })()`)) as Load;
  const state = await context.storageState();
  await context.close();
  return { result, state };
}

await runMain(async () => {
  const started = new Date();
  await buildUnlessSkipped();
  const manifest = JSON.parse(await readFile(path.join(root, 'widget', 'dist', 'manifest.json'), 'utf8')) as { files: Record<string, { bytes: number }> };
  const sizes: [string, number, number][] = [];
  for (const name of Object.keys(manifest.files)) {
    const data = await readFile(path.join(root, 'widget', 'dist', name));
    sizes.push([name, data.byteLength, gzipSync(data).byteLength]);
  }
  const firstScript = sizes.find(([name]) => name === 'widget.js')?.[2] ?? Number.NaN;

  const env = await databaseEnv(path.join(root, '.data', 'bench-widget'));
  const server = await startServer(env);
  const host = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const key = url.searchParams.get('key');
    const tag = key ? `<script src="${server.base}/widget.js" data-key="${key}" data-user-id="${url.searchParams.get('user')}" async></script>` : '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(bigPage(tag));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const address = host.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  let browser: Browser | null = null;
  try {
    const { tenantId, key } = await createTenant(env, 'Bench widget');
    const admin = { 'X-Api-Key': key, 'Content-Type': 'application/json' };
    await fetch(`${server.base}/api/v1/tenants/${tenantId}`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ settings: { allowedOrigins: [origin] } }),
    });
    const pk = (await (
      await fetch(`${server.base}/api/v1/tenants/${tenantId}/api-keys`, { method: 'POST', headers: admin, body: JSON.stringify({ type: 'publishable' }) })
    ).json()) as { key: string };
    const features = [...IMPLEMENTED].filter((code) => code !== 'syllable-splitting').map((featureCode) => ({ featureCode, isEnabled: true }));
    // The same without the two fonts: registering a font with the document restyles the whole page in the
    // browser (a font-set change), whatever the widget does; this profile shows the rest on its own.
    const FONTS = ['readable-font', 'dyslexia-font'];
    for (const [user, list] of [
      ['bench-user', features],
      ['bench-user-no-fonts', features.filter((f) => !FONTS.includes(f.featureCode))],
    ] as const) {
      const put = await fetch(`${server.base}/api/v1/profiles/${user}`, { method: 'PUT', headers: admin, body: JSON.stringify({ features: list }) });
      if (!put.ok) throw new Error(`profile: ${put.status} ${await put.text()}`);
    }

    browser = await chromium.launch({ executablePath: await e2eChromium(), args: E2E_CHROMIUM_FLAGS });
    const plain: Load[] = [];
    const cold: Load[] = [];
    const warm: Load[] = [];
    const noFonts: Load[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      log(`round ${round + 1} of ${ROUNDS}`);
      plain.push((await load(browser, `${origin}/`, undefined, false)).result);
      const first = await load(browser, `${origin}/?key=${pk.key}&user=bench-user`, undefined, true);
      cold.push(first.result);
      warm.push((await load(browser, `${origin}/?key=${pk.key}&user=bench-user`, first.state, true)).result);
      const firstNoFonts = await load(browser, `${origin}/?key=${pk.key}&user=bench-user-no-fonts`, undefined, true);
      noFonts.push(firstNoFonts.result, (await load(browser, `${origin}/?key=${pk.key}&user=bench-user-no-fonts`, firstNoFonts.state, true)).result);
    }
    const longest = (loads: Load[]) => Math.max(0, ...loads.flatMap((l) => l.longTasks));
    /** The largest `measure` of any long animation frame of these loads. */
    const longestIn = (loads: Load[], measure: 'widgetScriptMs' | 'widgetTaskMs' | 'styleLayoutMs') =>
      Math.max(0, ...loads.flatMap((l) => l.frames.map((f) => f[measure])));
    const longestWidgetScript = longestIn([...cold, ...warm], 'widgetScriptMs');
    const report = {
      machine: machine(),
      elements: ELEMENTS,
      featuresOn: features.length,
      rounds: ROUNDS,
      sizes: Object.fromEntries(sizes.map(([name, bytes, gzipped]) => [name, { bytes, gzipped }])),
      firstScriptGzipped: firstScript,
      coldAppliedMs: median(cold.map((l) => l.inView ?? Number.NaN)),
      warmAppliedMs: median(warm.map((l) => l.inView ?? Number.NaN)),
      warmSyncedMs: median(warm.map((l) => l.synced ?? Number.NaN)),
      loadWithoutWidgetMs: median(plain.map((l) => l.loadMs)),
      loadWithWidgetMs: median(warm.map((l) => l.loadMs)),
      longestTaskWithoutWidgetMs: longest(plain),
      longestTaskWithWidgetMs: longest([...cold, ...warm]),
      longestWidgetScriptInAFrameMs: longestWidgetScript,
      longestWidgetTaskMs: longestIn([...cold, ...warm], 'widgetTaskMs'),
      longestStyleLayoutWithWidgetMs: longestIn([...cold, ...warm], 'styleLayoutMs'),
      longestStyleLayoutWithoutWidgetMs: longestIn(plain, 'styleLayoutMs'),
      warmSettledMs: median(warm.map((l) => l.settled ?? Number.NaN)),
      longestTaskWithoutFontsMs: longest(noFonts),
      longestWidgetScriptInAFrameWithoutFontsMs: longestIn(noFonts, 'widgetScriptMs'),
      longestWidgetTaskWithoutFontsMs: longestIn(noFonts, 'widgetTaskMs'),
    };
    const ratio = report.loadWithWidgetMs / report.loadWithoutWidgetMs;
    printTable([['file', 'bytes', 'gzipped'], ...sizes.filter(([name]) => name.endsWith('.js')).map(([name, bytes, gz]) => [name, String(bytes), String(gz)])]);
    printTable([
      ['measure', 'value', 'target'],
      [
        'first script, gzipped',
        `${round1(firstScript / 1024)} kB`,
        `≤ ${FIRST_SCRIPT_BUDGET / 1024} kB ${firstScript <= FIRST_SCRIPT_BUDGET ? 'met' : 'NOT MET'}`,
      ],
      ['profile applied to what is in view, cold', `${round1(report.coldAppliedMs)} ms`, ''],
      [
        'profile applied to what is in view, warm',
        `${round1(report.warmAppliedMs)} ms`,
        `≤ ${WARM_TARGET_MS} ms ${report.warmAppliedMs <= WARM_TARGET_MS ? 'met' : 'NOT MET'}`,
      ],
      ['reconciled (304), warm', `${round1(report.warmSyncedMs)} ms`, ''],
      ['every setting on every element (settled), warm', `${round1(report.warmSettledMs)} ms`, ''],
      [`page load, ${ELEMENTS} elements, every feature on / without widget`, `${round1(ratio)}×`, ''],
      [
        'longest task with / without widget',
        `${round1(report.longestTaskWithWidgetMs)} / ${round1(report.longestTaskWithoutWidgetMs)} ms`,
        `widget adds none over 50 ms: ${report.longestTaskWithWidgetMs <= Math.max(50, report.longestTaskWithoutWidgetMs) ? 'met' : 'NOT MET'}`,
      ],
      // Long animation frames: the widget's own script in one task and in one frame (style and layout it forces
      // included), and the frames' style and layout.
      [
        'longest task of the widget’s script (a callback and the promise reactions after it)',
        `${round1(report.longestWidgetTaskMs)} ms`,
        `≤ 50 ms ${report.longestWidgetTaskMs <= 50 ? 'met' : 'NOT MET'}`,
      ],
      ['longest run of the widget’s script in one frame (its tasks in that frame together)', `${round1(longestWidgetScript)} ms`, ''],
      [
        'the same without the two fonts (no font-set change): longest task / widget’s task / widget’s script in a frame',
        `${round1(report.longestTaskWithoutFontsMs)} / ${round1(report.longestWidgetTaskWithoutFontsMs)} / ${round1(report.longestWidgetScriptInAFrameWithoutFontsMs)} ms`,
        `widget adds none over 50 ms: ${report.longestTaskWithoutFontsMs <= Math.max(50, report.longestTaskWithoutWidgetMs) && report.longestWidgetTaskWithoutFontsMs <= 50 ? 'met' : 'NOT MET'}`,
      ],
      [
        'longest style and layout in one frame, with / without widget',
        `${round1(report.longestStyleLayoutWithWidgetMs)} / ${round1(report.longestStyleLayoutWithoutWidgetMs)} ms`,
        '',
      ],
    ]);
    await writeResults('widget', started, { ...report, loadRatio: ratio });
  } finally {
    await browser?.close();
    host.close();
    await server.stop();
  }
});
