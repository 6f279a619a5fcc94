import type { Report } from '../report.js';
import type { JobResult } from '../types.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function jobLines({ job, gating }: JobResult): string[] {
  const summary = job.summary;
  const lines = [`${job.url} (${job.id}) ${job.status}: ${plural(job.pagesScanned, 'page')}${summary ? `, score ${summary.score}` : ''}`];
  if (job.error) lines.push(`  error: ${job.error}`);
  if (summary) {
    lines.push(`  issues: ${summary.critical} critical, ${summary.serious} serious, ${summary.moderate} moderate, ${summary.minor} minor`);
    const b = summary.baseline;
    if (b) lines.push(`  baseline: ${b.new} new, ${b.existing} existing, ${b.accepted} accepted, ${b.falsePositive} false positive`);
  }
  for (const issue of gating) lines.push(`  ✗ ${issue.impact.padEnd(8)} ${issue.ruleId}  ${issue.selector}  ${issue.pageUrl}\n      ${issue.help}`);
  return lines;
}

/** For people: each scan's counts and the issues that fail the gate, then the verdict. */
export function toText(report: Report): string {
  const gating = report.results.reduce((n, r) => n + r.gating.length, 0);
  const which = report.policy.failOn === 'new' ? 'new issues' : 'issues';
  const verdict =
    report.policy.failOn === 'none'
      ? 'Gate off (--fail-on none).'
      : report.passed
        ? `Gate passed: no ${which} at or above ${report.policy.minImpact}.`
        : `Gate failed: ${plural(gating, report.policy.failOn === 'new' ? 'new issue' : 'issue')} at or above ${report.policy.minImpact} (--fail-on ${report.policy.failOn}).`;
  return `${[...report.results.flatMap(jobLines), verdict].join('\n')}\n`;
}

/** For programs: the scans, their issues, the ids of those that fail the gate, and the verdict. */
export function toJson(report: Report): string {
  const body = {
    tool: report.tool,
    passed: report.passed,
    failOn: report.policy.failOn,
    minImpact: report.policy.minImpact,
    scans: report.results.map(({ job, issues, gating }) => ({ job, issues, gating: gating.map((issue) => issue.id) })),
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}
