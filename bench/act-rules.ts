/**
 * How well the scanner does on the W3C ACT Rules test cases (`npm run bench:act`): recall on `failed`
 * cases and false reports on `passed` ones, per rule and overall. ACT_LIMIT=N runs the first N runnable
 * cases (or a random N with ACT_SAMPLE=<seed>, the same N for the same seed); ACT_CONCURRENCY pages at once
 * (default 2, one per core); ACT_TIMEOUT_MS per page (default 15000). A rule is judged on its primary
 * A/AA success criteria; ACT_SECONDARY=1 also counts the criteria ACT marks as secondary (less strict
 * than the rule), which brings in the ARIA rules that have only those.
 */
import { actCorpusDir, classifyCase, loadActCases, seededShuffle, serveCorpus, type ActCase, type Skip } from '../lib/scanner/engine/act-corpus.ts';
import { axeEngine } from '../lib/scanner/engine/axe-engine.ts';
import { closeBrowser } from '../lib/scanner/engine/browser.ts';
import { scanPage } from '../lib/scanner/engine/scan-page.ts';
import { checkInterrupted, handleInterrupts, log, machine, positiveInt, printTable, runMain, writeResults } from './lib.ts';

let CORPUS: string;
try {
  CORPUS = actCorpusDir();
} catch (error) {
  console.error(`[bench] ${(error as Error).message}`);
  process.exit(2);
}
const STANDARD = 'WCAG22_AA';

interface Outcome {
  ruleId: string;
  testcaseId: string;
  expected: 'failed' | 'passed';
  criteria: string[];
  /** A finding whose criteria meet the rule's. */
  reported: boolean;
  /** Rules of those findings, to see which axe rule answered for the ACT rule. */
  matchedRules: string[];
  ms: number;
  error?: string;
}

async function scanCase(origin: string, c: ActCase, criteria: string[], timeoutMs: number): Promise<Outcome> {
  const started = Date.now();
  const base = { ruleId: c.ruleId, testcaseId: c.testcaseId, expected: c.expected as Outcome['expected'], criteria };
  try {
    const scan = await scanPage(`${origin}${c.path}`, {
      standard: STANDARD,
      includeBestPractices: false,
      timeoutMs,
      allowRequest: (url) => url.origin === origin,
    });
    const matched = scan.findings.filter((f) => f.wcag.some((sc) => criteria.includes(sc)));
    return { ...base, reported: matched.length > 0, matchedRules: [...new Set(matched.map((f) => f.ruleId))], ms: Date.now() - started };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ...base, reported: false, matchedRules: [], ms: Date.now() - started, error: message };
  }
}

const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`);

function tally(outcomes: Outcome[]) {
  const ok = outcomes.filter((o) => !o.error);
  const failed = ok.filter((o) => o.expected === 'failed');
  const passed = ok.filter((o) => o.expected === 'passed');
  return {
    failedTotal: failed.length,
    failedDetected: failed.filter((o) => o.reported).length,
    passedTotal: passed.length,
    passedFalselyReported: passed.filter((o) => o.reported).length,
    errors: outcomes.length - ok.length,
  };
}

async function main() {
  handleInterrupts();
  const started = new Date();
  const timeoutMs = positiveInt('ACT_TIMEOUT_MS', 15_000);
  const concurrency = positiveInt('ACT_CONCURRENCY', 2);
  const limit = process.env.ACT_LIMIT ? positiveInt('ACT_LIMIT', 1) : undefined;
  const seed = process.env.ACT_SAMPLE || undefined;
  const includeSecondary = process.env.ACT_SECONDARY === '1';

  const approved = await loadActCases(CORPUS, { approvedOnly: true });
  const skipped: Record<Skip, number> = { inapplicable: 0, non_html: 0, no_wcag_criterion: 0, aaa_only: 0 };
  let runnable: { c: ActCase; criteria: string[] }[] = [];
  for (const c of approved) {
    const verdict = classifyCase(c, includeSecondary);
    if ('skip' in verdict) skipped[verdict.skip]++;
    else runnable.push({ c, criteria: verdict.criteria });
  }
  const available = runnable.length;
  if (seed) runnable = seededShuffle(runnable, seed);
  if (limit) runnable = runnable.slice(0, limit);
  log(
    `${approved.length} approved test cases; ${available} runnable, running ${runnable.length}` +
      `${seed ? ` (sample seed "${seed}")` : ''} with ${concurrency} at a time; skipped: ${JSON.stringify(skipped)}`,
  );

  // The local server stands in for www.w3.org; requests elsewhere are refused, and ALLOW_PRIVATE lets loopback through.
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
  const corpus = await serveCorpus(CORPUS);
  const outcomes: Outcome[] = [];
  const runStarted = Date.now();
  try {
    let next = 0;
    const worker = async () => {
      while (next < runnable.length) {
        checkInterrupted();
        const { c, criteria } = runnable[next++]!;
        outcomes.push(await scanCase(corpus.origin, c, criteria, timeoutMs));
        if (outcomes.length % 50 === 0) log(`${outcomes.length}/${runnable.length} scanned`);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await closeBrowser();
    await corpus.close();
  }
  const elapsedMs = Date.now() - runStarted;

  const byRule = new Map<string, Outcome[]>();
  for (const o of outcomes) byRule.set(o.ruleId, [...(byRule.get(o.ruleId) ?? []), o]);
  const names = new Map(approved.map((c) => [c.ruleId, c.ruleName]));
  const perRule = [...byRule]
    .map(([ruleId, list]) => ({
      ruleId,
      ruleName: names.get(ruleId) ?? '',
      criteria: list[0]!.criteria,
      ...tally(list),
      axeRules: [...new Set(list.flatMap((o) => (o.expected === 'failed' ? o.matchedRules : [])))],
    }))
    .sort((a, b) => a.ruleName.localeCompare(b.ruleName));
  const totals = tally(outcomes);

  printTable([
    ['ACT rule', 'SC', 'failed found', 'passed flagged', 'errors'],
    ...perRule.map((r) => [
      `${r.ruleId} ${r.ruleName.slice(0, 44)}`,
      r.criteria.join(' '),
      `${r.failedDetected}/${r.failedTotal}`,
      `${r.passedFalselyReported}/${r.passedTotal}`,
      String(r.errors),
    ]),
  ]);
  printTable([
    ['Overall', 'cases', 'rate'],
    ['failed cases reported (recall)', `${totals.failedDetected}/${totals.failedTotal}`, pct(totals.failedDetected, totals.failedTotal)],
    ['passed cases falsely reported', `${totals.passedFalselyReported}/${totals.passedTotal}`, pct(totals.passedFalselyReported, totals.passedTotal)],
    ['errors (timeouts, load failures)', String(totals.errors), pct(totals.errors, outcomes.length)],
    ...Object.entries(skipped).map(([reason, n]) => [`skipped: ${reason}`, String(n), '']),
    ['elapsed', `${(elapsedMs / 1000).toFixed(1)} s`, `${((outcomes.length * 1000) / elapsedMs).toFixed(2)} pages/s`],
  ]);
  console.log('');

  await writeResults('act', started, {
    startedAt: started.toISOString(),
    machine: machine(),
    engine: { name: axeEngine.name, version: axeEngine.version },
    standard: STANDARD,
    options: { limit: limit ?? null, sample: seed ?? null, concurrency, timeoutMs, includeSecondary },
    approvedCases: approved.length,
    runnableCases: available,
    scannedCases: outcomes.length,
    elapsedMs,
    totals: {
      ...totals,
      recall: totals.failedTotal ? totals.failedDetected / totals.failedTotal : null,
      falseReportRate: totals.passedTotal ? totals.passedFalselyReported / totals.passedTotal : null,
      skipped,
    },
    perRule,
    cases: outcomes,
  });
}

await runMain(main);
