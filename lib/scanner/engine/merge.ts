import { compareCriteria } from '@/lib/wcag/criteria.ts';
import { fingerprint, fingerprints } from './fingerprint.ts';
import type { EngineFinding, Impact } from './types.ts';

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

/** The name axe's findings carry (axe-engine.ts). */
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

/** One issue per (element, criterion) of findings, in priority order; a finding with several criteria joins each. */
function group(findings: EngineFinding[], rank: Map<string, number>): MergedIssue[] {
  const byKey = new Map<string, MergedIssue>();
  for (const finding of findings) {
    const criteria: (string | null)[] = finding.wcag.length ? [...new Set(finding.wcag)].sort(compareCriteria) : [null];
    for (const criterion of criteria) {
      const key = groupKey(finding, criterion);
      const seen = byKey.get(key);
      if (!seen) {
        const { contrast, ...rest } = finding;
        const issue: MergedIssue = {
          ...rest,
          ...(contrast ? { contrast } : {}),
          wcag: criterion ? [criterion] : [],
          criterion,
          engines: [finding.engine],
          reports: [reportOf(finding)],
          confidence: 'single',
          fingerprint: '',
        };
        byKey.set(key, issue);
        continue;
      }
      if (!seen.reports.some((r) => r.engine === finding.engine && r.ruleId === finding.ruleId)) seen.reports.push(reportOf(finding));
      if (!seen.engines.includes(finding.engine)) seen.engines.push(finding.engine);
      if (IMPACT_RANK[finding.impact] < IMPACT_RANK[seen.impact]) seen.impact = finding.impact;
      if (!seen.contrast && finding.contrast) seen.contrast = finding.contrast;
    }
  }
  const byRank = (a: string, b: string) => (rank.get(a) ?? rank.size) - (rank.get(b) ?? rank.size) || collate(a, b);
  for (const issue of byKey.values()) {
    issue.engines.sort(byRank);
    issue.reports.sort((a, b) => byRank(a.engine, b.engine) || collate(a.ruleId, b.ruleId));
    issue.confidence = issue.engines.length > 1 ? 'corroborated' : 'single';
  }
  return [...byKey.values()].sort(
    (a, b) =>
      IMPACT_RANK[a.impact] - IMPACT_RANK[b.impact] ||
      compareCriteria(a.criterion ?? '9', b.criterion ?? '9') ||
      collate(a.selector, b.selector) ||
      byRank(a.engine, b.engine) ||
      collate(a.ruleId, b.ruleId),
  );
}

// One collator for every comparison: String#localeCompare sets one up per call, which a page of thousands
// of findings pays for tens of thousands of times, on the event loop.
const collate = new Intl.Collator().compare;

/** The first `max` issues, with their fingerprints (hashed only for the issues kept). */
function kept(issues: MergedIssue[], max: number): MergedIssue[] {
  const first = issues.slice(0, max);
  for (const issue of first) issue.fingerprint = issueFingerprint(issue);
  return first;
}

/**
 * Merges the engines' findings of one page, one list per engine in priority order (axe first), keeping the
 * first `max` issues and reviews (the gravest: they are ordered so): the issue
 * shows the first engine's finding (rule, help, html) and lists every engine's report. "Needs review"
 * findings never merge into, nor corroborate, a violation; those about an element and criterion that is
 * already a violation are left out (the violation asks for more than a check).
 */
export function mergeEngines(lists: EngineFinding[][], max = Number.POSITIVE_INFINITY): MergedPage {
  const rank = new Map<string, number>();
  for (const list of lists) for (const f of list) if (!rank.has(f.engine)) rank.set(f.engine, rank.size);
  const all = lists.flat();
  const issues = group(
    all.filter((f) => !f.review),
    rank,
  );
  const violated = new Set(issues.map((i) => groupKey(i, i.criterion)));
  const needsReview = group(
    all.filter((f) => f.review),
    rank,
  ).filter((i) => !violated.has(groupKey(i, i.criterion)));
  return { issues: kept(issues, max), needsReview: kept(needsReview, max), beyondCap: Math.max(0, issues.length - max) };
}
