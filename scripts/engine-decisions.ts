/**
 * Writes lib/scanner/engines/rule-maps/off-by-default.json, the added engines' rules that stay off by default,
 * from a `bench:act` measurement: `npx tsx scripts/engine-decisions.ts bench/results/act-<time>.json`, or at the
 * end of a run with `npm run bench:act -- --write-decisions`. The rule (lib/scanner/engines/precision/precision.ts, isOff): off when, for one
 * of its criteria, the rule flags an ACT passed case axe's rules do not flag for it. Prints what the
 * merge as scans run it by default then does on the measured cases.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decisionsOf, type JudgedCase, renderDecisions, tally, views } from '../lib/scanner/engines/precision/precision.ts';
import { AXE_ENGINE } from '../lib/scanner/merge/merge.ts';
import { OFF_BY_DEFAULT_FILE, type OffByDefaultFile } from '../lib/scanner/engines/off-by-default.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

type Measured = NonNullable<OffByDefaultFile['measured']>;

/** Writes the decisions of the measured cases and prints their effect; refuses a measurement without axe and both added engines. */
export async function writeDecisions(cases: readonly JudgedCase[], measured: Measured): Promise<OffByDefaultFile> {
  const missing = [AXE_ENGINE, 'ibm-equal-access', 'htmlcs'].filter((name) => !measured.versions[name]);
  if (missing.length) throw new Error(`The decisions need a run of every engine; this one lacks ${missing.join(', ')}.`);
  const file = decisionsOf(cases, measured);
  writeFileSync(join(ROOT, OFF_BY_DEFAULT_FILE), renderDecisions(file));
  const v = views(file);
  const line = (name: string) => {
    const t = tally(cases, v[name]!);
    return `${name}: failed reported ${t.failedReported}/${t.failedTotal}, passed flagged ${t.passedFlagged}/${t.passedTotal}`;
  };
  console.log(`[decisions] ${file.off.length} rules off, ${file.on.length} on; written to ${OFF_BY_DEFAULT_FILE}`);
  for (const name of ['axe', 'merged, all rules', 'merged, default']) console.log(`[decisions] ${line(name)}`);
  return file;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const resultFile = process.argv[2];
  if (!resultFile) {
    console.error('usage: npx tsx scripts/engine-decisions.ts bench/results/act-<time>.json');
    process.exit(2);
  }
  const result = JSON.parse(readFileSync(resultFile, 'utf8')) as { measured?: Measured; cases?: JudgedCase[] };
  if (!result.measured || !Array.isArray(result.cases)) {
    console.error(`${resultFile} is not a result of this bench:act (no measured/cases)`);
    process.exit(2);
  }
  await writeDecisions(result.cases, result.measured);
}
