import decisions from './rule-maps/off-by-default.json' with { type: 'json' };

/**
 * The added engines' rules that stay off by default (precision first): those that flagged a W3C ACT passed
 * case axe's rules did not flag for the same criterion, in the `bench:act` measurement the file records.
 * Data written by scripts/engine-decisions.ts, never by hand; a scan asking for `allRules` (the benchmark)
 * keeps their findings.
 */

/** What one rule did on the ACT cases of one of its criteria. */
export interface RuleCriterionFigures {
  criterion: string;
  /** Passed cases of ACT rules with this criterion (scanned without error). */
  passedCases: number;
  /** Of those, the cases where the rule reported a violation of the criterion. */
  flagged: number;
  /** Of those, the cases where any axe rule reported a violation of the criterion. */
  axeFlagged: number;
  /** Cases the rule flags and axe's rules do not: what the rule would add to the merge's false alarms. */
  flaggedAxeDidNot: number;
  failedCases: number;
  /** Failed cases of the criterion the rule reported. */
  failedReported: number;
  /** Of those, the cases axe reported nothing of (no violation of any of the ACT rule's criteria). */
  failedAdded: number;
}

export interface RuleDecision {
  engine: 'ibm' | 'htmlcs';
  /** IBM's rule id, or HTMLCS's code without its standard (Principle1.Guideline1_1.1_1_1.H37), as the adapters name it. */
  ruleId: string;
  criteria: RuleCriterionFigures[];
}

export interface OffByDefaultFile {
  source: string;
  rule: string;
  /** The measurement: when, on which cases, with which engine versions; null before the first one. */
  measured: {
    date: string;
    corpus: string;
    standard: string;
    cases: { failed: number; passed: number };
    versions: Record<string, string>;
  } | null;
  off: RuleDecision[];
  /** Rules that reported on the ACT cases and stay on; a rule in neither list was not seen in the measurement. */
  on: RuleDecision[];
}

export const OFF_BY_DEFAULT = decisions as OffByDefaultFile;

const key = (engine: string, ruleId: string) => `${engine}\u0000${ruleId}`;
const OFF = new Set(OFF_BY_DEFAULT.off.map((r) => key(r.engine, r.ruleId)));

/** Whether findings of this rule are dropped unless the scan asks for all rules. */
export function isOffByDefault(engine: 'ibm' | 'htmlcs', ruleId: string): boolean {
  return OFF.has(key(engine, ruleId));
}

/** Where the decisions live, from the repository's root. */
export const OFF_BY_DEFAULT_FILE = 'lib/scanner/engines/rule-maps/off-by-default.json';
