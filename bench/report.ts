/**
 * `npm run bench:report`: time to generate a VPAT (PDF, HTML and validated OpenACR) and a compliance
 * report (PDF and HTML) for a target of 50 pages with realistic findings, in this process, median of 5;
 * the baseline in the same run renders a one-page PDF with the same library. Builders only: the database
 * reads of the workflow are not in the figures (bench/README.md).
 */
import { renderToBuffer, Document, Page, Text } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { buildReport } from '../lib/compliance/report/build-report.ts';
import { reportFixture } from '../test/fixtures/compliance-report.ts';
import { handleInterrupts, checkInterrupted, log, machine, positiveInt, printTable, runMain, writeResults } from './lib.ts';

const GOAL_MS = 2000;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function main() {
  handleInterrupts();
  const started = new Date();
  const runs = positiveInt('BENCH_RUNS', 5);
  const pages = positiveInt('BENCH_PAGES', 50);
  const before = machine();
  const input = reportFixture({ pages });
  log(`${pages} pages, ${input.issues.length} issues, ${input.criteria.length} criteria; ${runs} runs each after one warm-up`);
  const cases: Record<string, () => Promise<unknown>> = {
    baseline: () => renderToBuffer(h(Document, { title: 'Baseline', language: 'en' }, h(Page, { size: 'LETTER' }, h(Text, null, 'One page.')))),
    vpat: () => buildReport('vpat', reportFixture({ pages })),
    compliance: () => buildReport('compliance', reportFixture({ pages })),
  };
  const times: Record<string, number[]> = { baseline: [], vpat: [], compliance: [] };
  for (const fn of Object.values(cases)) await fn(); // warm-up: module loading, fonts, the schema's compilation
  // Alternated, so a noisy neighbour hits every case alike.
  for (let i = 0; i < runs; i++) {
    for (const [name, fn] of Object.entries(cases)) {
      checkInterrupted();
      times[name]!.push(await time(fn));
    }
  }
  const sizes = { vpat: await buildReport('vpat', input), compliance: await buildReport('compliance', input) };
  const medians = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
  printTable([
    ['case', 'median ms', 'min ms', 'max ms', 'PDF bytes', 'goal'],
    ...Object.entries(times).map(([k, v]) => [
      k,
      medians[k]!.toFixed(0),
      Math.min(...v).toFixed(0),
      Math.max(...v).toFixed(0),
      k === 'baseline' ? '' : String(sizes[k as 'vpat' | 'compliance'].pdf.length),
      k === 'baseline' ? '' : medians[k]! < GOAL_MS ? 'PASS' : 'ABOVE GOAL',
    ]),
  ]);
  await writeResults('report', started, { machine: before, pages, issues: input.issues.length, runs, times, medians, goalMs: GOAL_MS });
}

await runMain(main);
