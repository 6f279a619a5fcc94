/**
 * How well the scanner does on the W3C ACT Rules test cases (`npm run bench:act`): recall on `failed`
 * cases and false reports on `passed` ones, per rule and overall, per engine and merged. Each case is scanned
 * once with the engines of ACT_ENGINES (default axe,ibm,htmlcs) and every rule on (`allRules`); what each
 * engine alone reported is read from the merged issues' reports, and the merge as scans run it by default
 * leaves out the rules of rule-maps/off-by-default.json. Per added rule: the passed cases it flags per
 * criterion against axe's rules on the same cases, and the failed cases it adds (engines/precision/precision.ts).
 * `--write-decisions` writes off-by-default.json from this run (scripts/engine-decisions.ts does it from a
 * saved result). ACT_LIMIT=N runs the first N runnable cases (or a random N with ACT_SAMPLE=<seed>, the same
 * N for the same seed); ACT_CONCURRENCY pages at once (default 2, one per core); ACT_TIMEOUT_MS per page
 * (default 30000). A rule is judged on its primary A/AA success criteria; ACT_SECONDARY=1 also counts the
 * criteria ACT marks as secondary (less strict than the rule), which brings in the ARIA rules that have only those.
 */
import { actCorpusDir, classifyCase, loadActCases, seededShuffle, serveCorpus, type ActCase, type Skip } from '../lib/scanner/engines/precision/act-corpus.ts';
import { closeBrowser } from '../lib/scanner/render/browser.ts';
import { ENGINE_NAMES, type EngineName } from '../lib/scanner/engines/names.ts';
import { caseReports, isOff, type JudgedCase, ruleFigures, tally, views } from '../lib/scanner/engines/precision/precision.ts';
import { scanEnginesFor } from '../lib/scanner/engines/registry.ts';
import { OFF_BY_DEFAULT } from '../lib/scanner/engines/off-by-default.ts';
import { scanPage } from '../lib/scanner/render/scan-page.ts';
import { writeDecisions } from '../scripts/engine-decisions.ts';
import { checkInterrupted, handleInterrupts, log, machine, positiveInt, printTable, runMain, writeResults } from './lib.ts';

let CORPUS: string;
try {
  CORPUS = actCorpusDir();
} catch (error) {
  console.error(`[bench] ${(error as Error).message}`);
  process.exit(2);
}
const STANDARD = 'WCAG22_AA';

interface Outcome extends JudgedCase {
  ms: number;
}

async function scanCase(origin: string, c: ActCase, criteria: string[], engines: EngineName[], timeoutMs: number): Promise<Outcome> {
  const started = Date.now();
  const base = { ruleId: c.ruleId, testcaseId: c.testcaseId, expected: c.expected as Outcome['expected'], criteria };
  try {
    const scan = await scanPage(`${origin}${c.path}`, {
      standard: STANDARD,
      includeBestPractices: false,
      timeoutMs,
      engines: scanEnginesFor(engines),
      allRules: true,
      allowRequest: (url) => url.origin === origin,
    });
    return {
      ...base,
      reports: caseReports(scan.findings, criteria),
      ...(scan.failedEngines ? { failedEngines: scan.failedEngines.map((e) => e.name) } : {}),
      ms: Date.now() - started,
    };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ...base, reports: [], ms: Date.now() - started, error: message };
  }
}

function enginesAsked(): EngineName[] {
  const names = (process.env.ACT_ENGINES || ENGINE_NAMES.join(',')).split(',').map((n) => n.trim());
  const unknown = names.filter((n) => !(ENGINE_NAMES as readonly string[]).includes(n));
  if (unknown.length || names.length === 0) throw new Error(`ACT_ENGINES: unknown engine(s) ${unknown.join(', ')} (known: ${ENGINE_NAMES.join(', ')})`);
  return ENGINE_NAMES.filter((n) => names.includes(n));
}

const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`);

const cell = (n: number, d: number) => `${n}/${d}`;

async function main() {
  handleInterrupts();
  const started = new Date();
  const timeoutMs = positiveInt('ACT_TIMEOUT_MS', 30_000);
  const concurrency = positiveInt('ACT_CONCURRENCY', 2);
  const limit = process.env.ACT_LIMIT ? positiveInt('ACT_LIMIT', 1) : undefined;
  const seed = process.env.ACT_SAMPLE || undefined;
  const includeSecondary = process.env.ACT_SECONDARY === '1';
  const engines = enginesAsked();
  const writeDecisionsFile = process.argv.includes('--write-decisions');

  const all = await loadActCases(CORPUS);
  const approved = all.filter((c) => c.approved);
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
      `${seed ? ` (sample seed "${seed}")` : ''} with ${concurrency} at a time, engines ${engines.join(', ')}, every rule on; skipped: ${JSON.stringify(skipped)}`,
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
        outcomes.push(await scanCase(corpus.origin, c, criteria, engines, timeoutMs));
        if (outcomes.length % 50 === 0) log(`${outcomes.length}/${runnable.length} scanned`);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await closeBrowser();
    await corpus.close();
  }
  const elapsedMs = Date.now() - runStarted;

  const viewList = Object.entries(views(OFF_BY_DEFAULT));
  const byRule = new Map<string, Outcome[]>();
  for (const o of outcomes) byRule.set(o.ruleId, [...(byRule.get(o.ruleId) ?? []), o]);
  const names = new Map(approved.map((c) => [c.ruleId, c.ruleName]));
  const perRule = [...byRule]
    .map(([ruleId, list]) => ({
      ruleId,
      ruleName: names.get(ruleId) ?? '',
      criteria: list[0]!.criteria,
      byView: Object.fromEntries(viewList.map(([name, view]) => [name, tally(list, view)])),
      engineRules: [...new Set(list.flatMap((o) => (o.expected === 'failed' ? o.reports.map((r) => `${r.engine}:${r.ruleId}`) : [])))].sort(),
    }))
    .sort((a, b) => a.ruleName.localeCompare(b.ruleName));
  const totals = Object.fromEntries(viewList.map(([name, view]) => [name, tally(outcomes, view)]));
  const engineErrors = Object.fromEntries(scanEnginesFor(engines).map((e) => [e.name, 0]));
  for (const o of outcomes) for (const name of o.failedEngines ?? []) engineErrors[name] = (engineErrors[name] ?? 0) + 1;

  printTable([
    ['ACT rule', 'SC', ...viewList.map(([name]) => `${name} failed | passed`)],
    ...perRule.map((r) => [
      `${r.ruleId} ${r.ruleName.slice(0, 40)}`,
      r.criteria.join(' '),
      ...viewList.map(([name]) => {
        const t = r.byView[name]!;
        return `${cell(t.failedReported, t.failedTotal)} | ${cell(t.passedFlagged, t.passedTotal)}`;
      }),
    ]),
  ]);
  const rules = ruleFigures(outcomes);
  printTable([
    ['added rule', 'SC', 'passed flagged: rule / axe (of)', 'of them not by axe', 'failed reported (of)', 'failed axe missed', 'decision'],
    ...rules.flatMap((r) =>
      r.criteria.map((c, i) => [
        i === 0 ? `${r.engine} ${r.ruleId}` : '',
        c.criterion,
        `${c.flagged} / ${c.axeFlagged} (${c.passedCases})`,
        String(c.flaggedAxeDidNot),
        `${c.failedReported} (${c.failedCases})`,
        String(c.failedAdded),
        i === 0 ? (isOff(r) ? 'OFF' : 'on') : '',
      ]),
    ),
  ]);
  printTable([
    ['Overall', 'failed reported (recall)', 'passed flagged', 'errors'],
    ...viewList.map(([name]) => {
      const t = totals[name]!;
      return [
        name,
        `${cell(t.failedReported, t.failedTotal)} = ${pct(t.failedReported, t.failedTotal)}`,
        `${cell(t.passedFlagged, t.passedTotal)} = ${pct(t.passedFlagged, t.passedTotal)}`,
        String(t.errors),
      ];
    }),
  ]);
  console.log(`\nengines that failed on a page (their findings missing there): ${JSON.stringify(engineErrors)}`);
  console.log(
    `skipped: ${JSON.stringify(skipped)}; elapsed ${(elapsedMs / 1000).toFixed(1)} s, ${((outcomes.length * 1000) / elapsedMs).toFixed(2)} pages/s\n`,
  );

  const scanned = outcomes.filter((o) => !o.error);
  const measured = {
    date: started.toISOString(),
    corpus: `W3C ACT Rules test cases (${all.length}, ${approved.length} approved; ${outcomes.length} of ${available} runnable scanned${seed ? `, sample "${seed}"` : ''}${includeSecondary ? ', secondary criteria counted' : ''})`,
    standard: STANDARD,
    cases: { failed: scanned.filter((o) => o.expected === 'failed').length, passed: scanned.filter((o) => o.expected === 'passed').length },
    versions: Object.fromEntries(scanEnginesFor(engines).map((e) => [e.name, e.version])),
  };
  await writeResults('act', started, {
    startedAt: started.toISOString(),
    machine: machine(),
    engines: measured.versions,
    standard: STANDARD,
    options: { limit: limit ?? null, sample: seed ?? null, concurrency, timeoutMs, includeSecondary, allRules: true },
    approvedCases: approved.length,
    runnableCases: available,
    scannedCases: outcomes.length,
    elapsedMs,
    measured,
    offByDefault: OFF_BY_DEFAULT.off.map((r) => `${r.engine}:${r.ruleId}`),
    totals: { ...totals, skipped },
    engineErrors,
    perRule,
    rules,
    cases: outcomes,
  });
  if (writeDecisionsFile) await writeDecisions(outcomes, measured);
}

await runMain(main);
