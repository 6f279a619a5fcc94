/**
 * Generates the rule maps of the added engines (lib/scanner/engines/rule-maps/*.json) from the metadata the
 * installed packages ship, never by hand:
 *   npm run engines:rule-maps
 * IBM: each rule's `rulesets` name the WCAG checkpoints (or IBM's own "HTML"/"ARIA" requirements) per reason
 * code, and its `act` the ACT rules it implements. HTMLCS: a message code embeds its sniff, and a sniff is
 * named after its success criterion (1_4_3_F24 tests 1.4.3). rule-maps.test.ts regenerates in memory and fails
 * when the committed files differ, so an upgrade that adds or remaps rules fails loudly.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import type { HtmlcsRuleMap, HtmlcsSniffEntry, IbmRuleEntry, IbmRuleMap } from '../lib/scanner/engines/rule-maps.ts';
import { compareCriteria } from '../lib/wcag/criteria.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const RULE_MAPS_COMMAND = 'npm run engines:rule-maps';
export const IBM_MAP_FILE = 'lib/scanner/engines/rule-maps/ibm.json';
export const HTMLCS_MAP_FILE = 'lib/scanner/engines/rule-maps/htmlcs.json';
const require = createRequire(join(ROOT, 'package.json'));

const sortedUnique = (values: Iterable<string>) => [...new Set(values)].sort(compareCriteria);
const isCriterion = (num: string) => /^\d+\.\d+\.\d+$/.test(num);

type ActEntry = string | Record<string, Record<string, string>>;

interface IbmRule {
  id: string;
  rulesets?: { id: string | string[]; num: string | string[]; level: IbmRuleEntry['level']; reasonCodes?: string[] }[];
  act?: ActEntry | ActEntry[];
}

export function ibmRuleMap(): IbmRuleMap {
  const ace = require('accessibility-checker-engine/ace-node.js') as { Checker: new () => { engine: { ruleMap: Record<string, IbmRule> } } };
  const pkg = require('accessibility-checker-engine/package.json') as { version: string };
  const ruleMap = new ace.Checker().engine.ruleMap;
  const rules: Record<string, IbmRuleEntry> = {};
  const notWcag: string[] = [];
  const unused: string[] = [];
  for (const id of Object.keys(ruleMap).sort()) {
    const rule = ruleMap[id]!;
    // The package writes a single policy or checkpoint as a string, several as an array.
    const sets = (rule.rulesets ?? []).map((s) => ({ ...s, id: [s.id].flat(), num: [s.num].flat() }));
    if (sets.length === 0) {
      unused.push(id);
      continue;
    }
    const wcagSets = sets.filter((s) => s.num.some(isCriterion));
    if (wcagSets.length === 0) {
      notWcag.push(id);
      continue;
    }
    const reasons: Record<string, string[]> = {};
    const anyReason = sortedUnique(wcagSets.filter((s) => !s.reasonCodes?.length).flatMap((s) => s.num.filter(isCriterion)));
    for (const set of wcagSets) {
      for (const code of set.reasonCodes ?? []) reasons[code] = sortedUnique([...(reasons[code] ?? []), ...set.num.filter(isCriterion)]);
    }
    const levelSet = sets.find((s) => s.id.includes('WCAG_2_2')) ?? sets.find((s) => s.id.includes('IBM_Accessibility')) ?? sets[0]!;
    const act = [rule.act ?? []].flat().flatMap((entry) =>
      typeof entry === 'string'
        ? [{ id: entry }]
        : Object.entries(entry).map(([actId, outcomes]) => ({
            id: actId,
            failReasons: Object.entries(outcomes)
              .filter(([, outcome]) => outcome === 'fail')
              .map(([code]) => code)
              .sort(),
          })),
    );
    rules[id] = {
      criteria: sortedUnique(wcagSets.flatMap((s) => s.num.filter(isCriterion))),
      anyReason,
      reasons: Object.fromEntries(Object.entries(reasons).sort(([a], [b]) => a.localeCompare(b))),
      level: levelSet.level,
      act,
    };
  }
  return {
    engine: 'ibm',
    package: 'accessibility-checker-engine',
    version: pkg.version,
    source: "Generated from the package's rule metadata (Checker().engine.ruleMap: rulesets[].num per reason code, act).",
    rules,
    notWcag,
    unused,
  };
}

const HTMLCS_DIR = () => dirname(require.resolve('html_codesniffer/package.json'));

/** The sniffs a standard's ruleset.js includes (evaluated in an empty context: it only assigns a global). */
function standardSniffs(standard: string): string[] {
  const file = join(HTMLCS_DIR(), 'Standards', standard, 'ruleset.js');
  const context: { _global: Record<string, { sniffs: (string | { include: string[] })[] }> } = { _global: {} };
  vm.runInNewContext(readFileSync(file, 'utf8'), context, { filename: file, timeout: 1000 });
  const sniffs = context._global[`HTMLCS_${standard}`]?.sniffs ?? [];
  return sniffs.flatMap((s) => (typeof s === 'string' ? [s] : s.include));
}

function sniffFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sniffFiles(join(dir, entry.name)) : entry.name.endsWith('.js') ? [join(dir, entry.name)] : [],
  );
}

/** 1_4_3_F24 → 1.4.3; 1_3_1_AAA → 1.3.1. */
export function htmlcsSniffCriterion(sniff: string): string | null {
  const match = /(?:^|\.)(\d+)_(\d+)_(\d+)(?:_[A-Za-z0-9]+)?$/.exec(sniff);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : null;
}

export function htmlcsRuleMap(): HtmlcsRuleMap {
  const pkg = require('html_codesniffer/package.json') as { version: string };
  const sniffRoot = join(HTMLCS_DIR(), 'Standards', 'WCAG2AAA', 'Sniffs');
  const standards = ['WCAG2A', 'WCAG2AA', 'WCAG2AAA'].map((name) => ({ name, sniffs: new Set(standardSniffs(name)) }));
  const sniffs: Record<string, HtmlcsSniffEntry> = {};
  const notWcag: string[] = [];
  for (const file of sniffFiles(sniffRoot).sort()) {
    const sniff = relative(sniffRoot, file).replace(/\.js$/, '').split(/[\\/]/).join('.');
    const criterion = htmlcsSniffCriterion(sniff);
    if (!criterion) {
      notWcag.push(sniff);
      continue;
    }
    const source = readFileSync(file, 'utf8');
    const codes = [...source.matchAll(/addMessage\([^;]*?,\s*'([^']+)'\s*(?:,[^;]*?)?\)\s*;/g)].map((m) => m[1]!);
    sniffs[sniff] = {
      criteria: [criterion],
      standards: standards.filter((s) => s.sniffs.has(sniff)).map((s) => s.name),
      codes: [...new Set(codes)].sort(),
    };
  }
  return {
    engine: 'htmlcs',
    package: 'html_codesniffer',
    version: pkg.version,
    source:
      "Generated from the package's WCAG2AAA sniff files (criterion from the sniff's name, codes from its addMessage calls) and the WCAG2A/AA/AAA rulesets.",
    sniffs,
    notWcag,
  };
}

export const renderMap = (map: IbmRuleMap | HtmlcsRuleMap) => `${JSON.stringify(map, null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(join(ROOT, IBM_MAP_FILE), renderMap(ibmRuleMap()));
  writeFileSync(join(ROOT, HTMLCS_MAP_FILE), renderMap(htmlcsRuleMap()));
  console.log(`wrote ${IBM_MAP_FILE} and ${HTMLCS_MAP_FILE}`);
}
