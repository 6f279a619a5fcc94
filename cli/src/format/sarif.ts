import type { Log, ReportingDescriptor, Result } from 'sarif';
import { impactRank, isNew, setAside } from '../gate.js';
import { type Report, wcagVersion } from '../report.js';
import type { Impact, Issue } from '../types.js';

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/** Critical and serious barriers are errors, moderate ones warnings, minor ones notes. */
export function sarifLevel(impact: Impact): Result.level {
  if (impact === 'critical' || impact === 'serious') return 'error';
  return impact === 'moderate' ? 'warning' : 'note';
}

function rulesOf(report: Report): { rules: ReportingDescriptor[]; index: Map<string, number> } {
  const rules: ReportingDescriptor[] = [];
  const index = new Map<string, number>();
  const worst = new Map<string, Impact>();
  for (const { job, issues } of report.results) {
    const version = wcagVersion(job.standard);
    for (const issue of issues) {
      const seen = worst.get(issue.ruleId);
      if (seen === undefined || impactRank(issue.impact) > impactRank(seen)) worst.set(issue.ruleId, issue.impact);
      if (index.has(issue.ruleId)) continue;
      index.set(issue.ruleId, rules.length);
      const tags = ['accessibility', ...issue.wcag.map((criterion) => `WCAG${version}:${criterion}`), ...(issue.bestPractice ? ['best-practice'] : [])];
      rules.push({
        id: issue.ruleId,
        name: issue.ruleId,
        shortDescription: { text: issue.help },
        fullDescription: { text: issue.description },
        help: {
          text: `${issue.description}\n${issue.helpUrl}`,
          markdown: `${issue.description}\n\n[${issue.help}](${issue.helpUrl})`,
        },
        helpUri: issue.helpUrl,
        properties: { tags, engine: issue.engine, ...(issue.level ? { wcagLevel: issue.level } : {}) },
      });
    }
  }
  for (const rule of rules) {
    const impact = worst.get(rule.id);
    if (impact) rule.defaultConfiguration = { level: sarifLevel(impact) };
  }
  return { rules, index };
}

function resultOf(issue: Issue, ruleIndex: number, baseline: boolean): Result {
  return {
    ruleId: issue.ruleId,
    ruleIndex,
    level: sarifLevel(issue.impact),
    message: { text: `${issue.help} (${issue.impact}) at ${issue.selector} on ${issue.pageUrl}${issue.failureSummary ? `\n${issue.failureSummary}` : ''}` },
    locations: [
      {
        // The page is not a file of the repository: see cli/README.md, "SARIF and GitHub code scanning".
        physicalLocation: {
          artifactLocation: { uri: issue.pageUrl },
          region: { startLine: 1, snippet: { text: issue.html } },
        },
        logicalLocations: [{ fullyQualifiedName: issue.selector, kind: 'element' }],
      },
    ],
    // Stable across runs: the barrier's tracked key (the fingerprint without the page, the same on every page and
    // scan) with the page's own fingerprint, so a rerun updates the alert instead of opening another.
    partialFingerprints: { 'a11yPlatformIssue/v1': issue.fingerprint, ...(issue.trackKey ? { 'a11yPlatformBarrier/v1': issue.trackKey } : {}) },
    ...(baseline ? { baselineState: isNew(issue) ? 'new' : 'unchanged' } : {}),
    ...(setAside(issue)
      ? {
          suppressions: [
            { kind: 'external', status: 'accepted', justification: issue.dismissed ? 'Dismissed as a false positive' : `Marked ${issue.baseline} on the site` },
          ],
        }
      : {}),
    properties: { impact: issue.impact, engine: issue.engine, wcag: issue.wcag, issueId: issue.id },
  };
}

/** SARIF 2.1.0, as GitHub code scanning reads it: one run, a rule per engine rule, a result per occurrence. */
export function toSarif(report: Report): Log {
  const { rules, index } = rulesOf(report);
  const results = report.results.flatMap(({ issues }) => issues.map((issue) => resultOf(issue, index.get(issue.ruleId) ?? 0, report.baseline)));
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: report.tool.name, version: report.tool.version, informationUri: report.tool.informationUri, rules } },
        results,
        invocations: [{ executionSuccessful: true, properties: { failOn: report.policy.failOn, minImpact: report.policy.minImpact, passed: report.passed } }],
        properties: { scans: report.results.map(({ job }) => ({ id: job.id, url: job.url, standard: job.standard, score: job.summary?.score ?? null })) },
      },
    ],
  };
}
