/**
 * `npm run bench:report`: time to generate each report for a target of 50 pages with realistic findings, in
 * this process, median of 5: the build (model, HTML edition, OpenACR and its validation, the document to
 * print: what the compute worker does) and the PDF (printed by the scanner's Chromium from that document,
 * tagged, with bookmarks: what the main thread asks the browser for). The baseline in the same run prints
 * a one-page document with the same browser. Then the renderer's memory over 20 VPATs in a row: this
 * process's heap after a garbage collection and the resident memory of the Chromium processes, sampled
 * after each report. Builders and printing only: the workflow's database reads are not in the figures
 * (bench/README.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildReport } from '../lib/compliance/report/build-report.ts';
import { printPdf } from '../lib/compliance/report/print-pdf.ts';
import { checkPdf } from '../lib/remediation/pdf/check-pdf.ts';
import { closeBrowser } from '../lib/scanner/render/browser.ts';
import { reportFixture } from '../test/fixtures/compliance-report.ts';
import { checkInterrupted, handleInterrupts, log, machine, positiveInt, printTable, runMain, writeResults } from './lib.ts';

const GOAL_MS = 2000;
/** "Flat": the mean of the last five samples within this share of the first five's. */
const FLAT_SHARE = 0.15;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const mib = (bytes: number) => bytes / 1024 / 1024;

async function time<T>(fn: () => Promise<T> | T): Promise<[number, T]> {
  const started = performance.now();
  const value = await fn();
  return [performance.now() - started, value];
}

const BASELINE_HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title></head><body><main><h1>Baseline</h1><p>One page.</p></main></body></html>';

/** Resident memory of this process's descendants (the browser and its renderers), from /proc. */
function descendantsRss(): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const mine = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (!mine.has(pid) && mine.has(ppid)) {
        mine.add(pid);
        grew = true;
      }
    }
  }
  mine.delete(process.pid);
  let kib = 0;
  for (const pid of mine) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kib * 1024;
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

async function main() {
  handleInterrupts();
  const started = new Date();
  const runs = positiveInt('BENCH_RUNS', 5);
  const pages = positiveInt('BENCH_PAGES', 50);
  const series = positiveInt('BENCH_SERIES', 20);
  const before = machine();
  const input = reportFixture({ pages });
  log(`${pages} pages, ${input.issues.length} issues, ${input.criteria.length} criteria; ${runs} runs each after one warm-up`);

  const times: Record<string, number[]> = { baseline: [], 'vpat build': [], 'vpat PDF': [], 'compliance build': [], 'compliance PDF': [] };
  const sizes: Record<string, number> = {};
  const findings: Record<string, number> = {};
  // Warm-up: the browser's start, module loading, the schema's compilation, the fonts read once.
  await printPdf(BASELINE_HTML);
  for (const type of ['vpat', 'compliance'] as const) await printPdf(buildReport(type, reportFixture({ pages })).printHtml);
  // Alternated, so a noisy neighbour hits every case alike.
  for (let i = 0; i < runs; i++) {
    checkInterrupted();
    times.baseline!.push((await time(() => printPdf(BASELINE_HTML)))[0]);
    for (const type of ['vpat', 'compliance'] as const) {
      const [buildMs, built] = await time(() => buildReport(type, reportFixture({ pages })));
      const [printMs, pdf] = await time(() => printPdf(built.printHtml));
      times[`${type} build`]!.push(buildMs);
      times[`${type} PDF`]!.push(printMs);
      sizes[type] = pdf.length;
      if (i === 0) findings[type] = (await checkPdf(pdf, `bench:${type}`)).issues.length;
    }
  }
  const medians = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
  const pdfGoal = (k: string) => (k.endsWith('PDF') ? (medians[k]! < GOAL_MS ? 'PASS' : 'ABOVE GOAL') : '');
  printTable([
    ['case', 'median ms', 'min ms', 'max ms', 'PDF bytes', 'PDF check findings', 'goal (PDF < 2 s)'],
    ...Object.entries(times).map(([k, v]) => {
      const type = k.split(' ')[0]!;
      return [
        k,
        medians[k]!.toFixed(0),
        Math.min(...v).toFixed(0),
        Math.max(...v).toFixed(0),
        k.endsWith('PDF') ? String(sizes[type]) : '',
        k.endsWith('PDF') ? String(findings[type]) : '',
        pdfGoal(k),
      ];
    }),
  ]);

  log(`memory over ${series} VPATs in a row`);
  const heap: number[] = [];
  const browser: number[] = [];
  for (let i = 0; i < series; i++) {
    checkInterrupted();
    await printPdf(buildReport('vpat', reportFixture({ pages })).printHtml);
    gc();
    heap.push(process.memoryUsage().heapUsed);
    browser.push(descendantsRss());
  }
  const drift = (xs: number[]) => mean(xs.slice(-5)) / mean(xs.slice(0, 5)) - 1;
  const flat = (xs: number[]) => (Math.abs(drift(xs)) <= FLAT_SHARE ? 'FLAT' : 'GROWS');
  printTable([
    ['memory', 'report 1 MiB', `report ${series} MiB`, 'min MiB', 'max MiB', 'last 5 / first 5', 'verdict'],
    ...(
      [
        ['Node heap after GC', heap],
        ['Chromium processes (RSS)', browser],
      ] as const
    ).map(([name, xs]) => [
      name,
      mib(xs[0]!).toFixed(1),
      mib(xs.at(-1)!).toFixed(1),
      mib(Math.min(...xs)).toFixed(1),
      mib(Math.max(...xs)).toFixed(1),
      `${drift(xs) >= 0 ? '+' : ''}${(drift(xs) * 100).toFixed(1)} %`,
      flat(xs),
    ]),
  ]);
  await writeResults('report', started, {
    machine: before,
    pages,
    issues: input.issues.length,
    runs,
    times,
    medians,
    goalMs: GOAL_MS,
    pdfBytes: sizes,
    pdfCheckFindings: findings,
    memory: { heap, browser },
  });
}

try {
  await runMain(main);
} finally {
  await closeBrowser();
}
