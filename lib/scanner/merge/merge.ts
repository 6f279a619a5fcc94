import { compareCriteria } from '@/lib/wcag/criteria.ts';
import { fingerprint, fingerprints } from './fingerprint.ts';
import type { EngineFinding, Impact } from '../engines/types.ts';

/**
 * The merge of several engines' findings of one page (issue 25): one issue per element and WCAG success
 * criterion, whichever engines found it. Pure: the engines' in-page code must give every finding the same
 * selector and html for the same element (computed by the scan's own in-page code, not by the engine), so
 * that "same element" is a comparison of strings here.
 */

/** 'corroborated': two or more engines report the violation; 'single': one does. */
export type Confidence = 'single' | 'corroborated';

/** What one engine said of the issue. */
export interface EngineReport {
  engine: string;
  ruleId: string;
  /** The element-specific message where the engine gives one (failureSummary), else its rule's help. */
  message: string;
  act?: string[];
}

export interface MergedIssue extends EngineFinding {
  /** The one criterion of the issue; null for a best-practice finding (which merges with nothing). */
  criterion: string | null;
  /** Engines that reported it, in the engines' priority order (the order of the lists given to mergeEngines). */
  engines: string[];
  reports: EngineReport[];
  confidence: Confidence;
  /** Engine-independent identity (issueFingerprint): the same whichever engines found the issue. */
  fingerprint: string;
}

export interface MergedPage {
  /** Violations: ordered by impact, then criterion (best practice last), then selector, then engine. */
  issues: MergedIssue[];
  /** What engines asked a person to check, about element and criterion no engine reported as a violation. */
  needsReview: MergedIssue[];
  /** Issues past the cap given to mergeEngines (the gravest are kept), left out of `issues`. */
  beyondCap: number;
}

/** The name axe's findings carry (engines/axe/engine.ts). */
export const AXE_ENGINE = 'axe-core';

const IMPACT_RANK: Record<Impact, number> = { critical: 0, serious: 1, moderate: 2, minor: 3 };

/**
 * What the fingerprint hashes in place of a rule id: the criterion for a WCAG issue (no engine's rule), the
 * rule for a best-practice one (axe's bare, as its fingerprints always were; other engines' prefixed).
 */
export function issueKey(engine: string, ruleId: string, criterion: string | null): string {
  if (criterion) return `wcag:${criterion}`;
  return engine === AXE_ENGINE ? ruleId : `${engine}:${ruleId}`;
}

/** The fingerprint of a merged issue: its key, page, selector and markup, never which engines found it. */
export function issueFingerprint(issue: Pick<MergedIssue, 'engine' | 'ruleId' | 'criterion' | 'selector' | 'html' | 'pageUrl'>): string {
  return fingerprint({ ruleId: issueKey(issue.engine, issue.ruleId, issue.criterion), selector: issue.selector, html: issue.html, pageUrl: issue.pageUrl });
}

/**
 * The fingerprints an axe-only scan stored for this issue before the merge (axe's rule id in place of the
 * criterion): a comparison with a scan from before may treat an issue matching any of them as recurring.
 */
export function legacyFingerprints(issue: Pick<MergedIssue, 'reports' | 'selector' | 'html' | 'pageUrl'>): string[] {
  const axeRules = [...new Set(issue.reports.filter((r) => r.engine === AXE_ENGINE).map((r) => r.ruleId))].sort();
  return fingerprints(axeRules, issue);
}

/**
 * The fingerprints a scan of another set of engines gives the same issue, stored beside its own so that
 * new/recurring/fixed and dismissals hold across a change of engines: for a merged issue, the rule-keyed
 * ones of axe alone (legacyFingerprints); for a finding of axe alone, the criterion-keyed one of each of
 * its criteria. A best-practice finding of axe has the same key either way, so none.
 */
export function issueAliases(issue: EngineFinding & { fingerprint: string; reports?: EngineReport[] }): string[] {
  const aliases = issue.reports
    ? legacyFingerprints({ reports: issue.reports, selector: issue.selector, html: issue.html, pageUrl: issue.pageUrl })
    : issue.engine === AXE_ENGINE
      ? fingerprints(
          [...new Set(issue.wcag)].map((criterion) => issueKey(issue.engine, issue.ruleId, criterion)),
          issue,
        )
      : [];
  return [...new Set(aliases)].filter((alias) => alias !== issue.fingerprint);
}

/** The one report of a finding of a scan of one engine, as a merged issue lists its engines' reports. */
export function reportsOf(issue: EngineFinding & { reports?: EngineReport[] }): EngineReport[] {
  return issue.reports ?? [reportOf(issue)];
}

// The same element is the same selector string (every engine is named by axe's own code): only whitespace is
// evened out. The fingerprint's normalisation (which masks long numbers) would make img:nth-child(100) and
// img:nth-child(200) one element.
const groupKey = (finding: EngineFinding, criterion: string | null) =>
  [finding.selector.replace(/\s+/g, ' ').trim(), criterion ?? `${finding.engine}\u0000${finding.ruleId}`].join('\u0000');

function reportOf(finding: EngineFinding): EngineReport {
  return {
    engine: finding.engine,
    ruleId: finding.ruleId,
    message: finding.failureSummary || finding.help,
    ...(finding.act?.length ? { act: [...finding.act] } : {}),
  };
}

/** Findings grouped, or issues fingerprinted, between two pauses of an incremental merge (`mergeEngineSteps`). */
const STEP = 250;

/**
 * One issue per (element, criterion) of findings, in priority order; a finding with several criteria joins each.
 * A generator: it pauses every STEP findings (see mergeEngineSteps).
 */
function* group(findings: EngineFinding[], rank: Map<string, number>): Generator<void, MergedIssue[]> {
  const byKey = new Map<string, MergedIssue>();
  let done = 0;
  for (const finding of findings) {
    if (++done % STEP === 0) yield;
    const criteria: (string | null)[] = finding.wcag.length ? [...new Set(finding.wcag)].sort(compareCriteria) : [null];
    for (const criterion of criteria) {
      const key = groupKey(finding, criterion);
      const seen = byKey.get(key);
      if (!seen) {
        // A spread, not `{ contrast, ...rest }`: V8's object rest copies property by property, slowly (30 ms of
        // the event loop for the 3,000 findings of three engines at the cap).
        const issue: MergedIssue = {
          ...finding,
          wcag: criterion ? [criterion] : [],
          criterion,
          engines: [finding.engine],
          reports: [reportOf(finding)],
          confidence: 'single',
          fingerprint: '',
        };
        if (!finding.contrast && 'contrast' in issue) delete issue.contrast;
        byKey.set(key, issue);
        continue;
      }
      if (!seen.reports.some((r) => r.engine === finding.engine && r.ruleId === finding.ruleId)) seen.reports.push(reportOf(finding));
      if (!seen.engines.includes(finding.engine)) seen.engines.push(finding.engine);
      if (IMPACT_RANK[finding.impact] < IMPACT_RANK[seen.impact]) seen.impact = finding.impact;
      if (!seen.contrast && finding.contrast) seen.contrast = finding.contrast;
    }
  }
  yield;
  const byRank = (a: string, b: string) => (rank.get(a) ?? rank.size) - (rank.get(b) ?? rank.size) || collate(a, b);
  for (const issue of byKey.values()) {
    issue.engines.sort(byRank);
    issue.reports.sort((a, b) => byRank(a.engine, b.engine) || collate(a.ruleId, b.ruleId));
    issue.confidence = issue.engines.length > 1 ? 'corroborated' : 'single';
  }
  yield;
  return sortIssues([...byKey.values()], byRank);
}

/**
 * Issues by impact, criterion, selector, engine and rule. Each distinct criterion, selector and rule is ranked
 * once (a few hundred comparisons), and the issues are sorted on those numbers: comparing thousands of issues
 * by criterion strings and the collator took 10 ms of the event loop in one piece.
 */
function sortIssues(issues: MergedIssue[], byRank: (a: string, b: string) => number): MergedIssue[] {
  const criterion = rankOf(
    issues.map((i) => i.criterion ?? '9'),
    compareCriteria,
  );
  const selector = rankOf(
    issues.map((i) => i.selector),
    collate,
  );
  const engine = rankOf(
    issues.map((i) => i.engine),
    byRank,
  );
  const ruleId = rankOf(
    issues.map((i) => i.ruleId),
    collate,
  );
  const keyed = issues.map((issue) => ({
    issue,
    key: [
      IMPACT_RANK[issue.impact],
      criterion.get(issue.criterion ?? '9'),
      selector.get(issue.selector),
      engine.get(issue.engine),
      ruleId.get(issue.ruleId),
    ] as number[],
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) {
      const d = (a.key[i] as number) - (b.key[i] as number);
      if (d !== 0) return d;
    }
    return 0;
  });
  return keyed.map((k) => k.issue);
}

/** Each distinct value's place in `compare`'s order (values it holds equal share a place). */
function rankOf(values: string[], compare: (a: string, b: string) => number): Map<string, number> {
  const distinct = [...new Set(values)].sort(compare);
  const rank = new Map<string, number>();
  distinct.forEach((value, i) => {
    const previous = distinct[i - 1];
    rank.set(value, previous !== undefined && compare(previous, value) === 0 ? (rank.get(previous) as number) : i);
  });
  return rank;
}

// One collator for every comparison: String#localeCompare sets one up per call, which a page of thousands
// of findings pays for tens of thousands of times, on the event loop.
const collate = new Intl.Collator().compare;

/** The first `max` issues, with their fingerprints (hashed only for the issues kept), pausing every STEP. */
function* kept(issues: MergedIssue[], max: number): Generator<void, MergedIssue[]> {
  const first = issues.slice(0, max);
  let done = 0;
  for (const issue of first) {
    if (++done % STEP === 0) yield;
    issue.fingerprint = issueFingerprint(issue);
  }
  return first;
}

/**
 * The merge as steps: a generator that pauses (yields) after each part of its work, a few milliseconds each at
 * the caps, so a caller on the event loop can let the loop run between parts (scan-page.ts); `mergeEngines`
 * runs it through at once.
 */
export function* mergeEngineSteps(lists: EngineFinding[][], max = Number.POSITIVE_INFINITY): Generator<void, MergedPage> {
  const rank = new Map<string, number>();
  for (const list of lists) for (const f of list) if (!rank.has(f.engine)) rank.set(f.engine, rank.size);
  const all = lists.flat();
  const issues = yield* group(
    all.filter((f) => !f.review),
    rank,
  );
  const violated = new Set(issues.map((i) => groupKey(i, i.criterion)));
  const needsReview = (yield* group(
    all.filter((f) => f.review),
    rank,
  )).filter((i) => !violated.has(groupKey(i, i.criterion)));
  return { issues: yield* kept(issues, max), needsReview: yield* kept(needsReview, max), beyondCap: Math.max(0, issues.length - max) };
}

/**
 * Merges the engines' findings of one page, one list per engine in priority order (axe first), keeping the
 * first `max` issues and reviews (the gravest: they are ordered so): the issue
 * shows the first engine's finding (rule, help, html) and lists every engine's report. "Needs review"
 * findings never merge into, nor corroborate, a violation; those about an element and criterion that is
 * already a violation are left out (the violation asks for more than a check).
 */
export function mergeEngines(lists: EngineFinding[][], max = Number.POSITIVE_INFINITY): MergedPage {
  const steps = mergeEngineSteps(lists, max);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The merge of a scan of axe alone (render/scan-page.ts). Engines may report the same element for the same
 * rule: keep the first (engines run in priority order), union the criteria, keep the gravest impact. Output is ordered by impact, then rule, then selector.
 */
export function mergeFindings(lists: EngineFinding[][]): EngineFinding[] {
  const byKey = new Map<string, EngineFinding>();
  for (const finding of lists.flat()) {
    const key = `${finding.ruleId}\u0000${finding.selector}`;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { ...finding, wcag: [...finding.wcag] });
      continue;
    }
    seen.wcag = [...new Set([...seen.wcag, ...finding.wcag])].sort(compareCriteria);
    if (IMPACT_RANK[finding.impact] < IMPACT_RANK[seen.impact]) seen.impact = finding.impact;
  }
  return [...byKey.values()].sort(
    (a, b) => IMPACT_RANK[a.impact] - IMPACT_RANK[b.impact] || a.ruleId.localeCompare(b.ruleId) || a.selector.localeCompare(b.selector),
  );
}
