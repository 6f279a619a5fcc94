import { create } from 'xmlbuilder2';
import type { Report } from '../report.js';
import type { Issue, JobResult } from '../types.js';

interface Case {
  name: string;
  failures: Issue[];
  error?: string | undefined;
  skipped?: string | undefined;
}

/** A test case per page; a page's gating issues are its failures. Issues on no listed page get a case of their own. */
function casesOf({ job, pages, gating }: JobResult): Case[] {
  const cases = new Map<string, Case>();
  const byUrl = new Map<string, Case>();
  for (const page of pages) {
    const c: Case = {
      name: page.url,
      failures: [],
      error: page.status === 'failed' ? (page.error ?? 'The page could not be scanned') : undefined,
      skipped: page.status === 'skipped' ? (page.error ?? 'Not scanned') : undefined,
    };
    cases.set(page.id, c);
    byUrl.set(page.url, c);
    if (page.finalUrl) byUrl.set(page.finalUrl, c);
  }
  if (pages.length === 0) byUrl.set(job.url, { name: job.url, failures: [] });
  for (const issue of gating) {
    let c = byUrl.get(issue.pageUrl);
    if (!c) {
      c = { name: issue.pageUrl, failures: [] };
      byUrl.set(issue.pageUrl, c);
    }
    c.failures.push(issue);
  }
  return [...new Set([...cases.values(), ...byUrl.values()])];
}

const failureMessage = (issue: Issue) => `${issue.ruleId} (${issue.impact}) at ${issue.selector}`;

/** JUnit XML: a test suite per scan, a test case per page, a failure per issue that fails the gate. */
export function toJunit(report: Report): string {
  const suites = report.results.map((result) => ({ result, cases: casesOf(result) }));
  const count = (cases: Case[], pick: (c: Case) => boolean) => cases.filter(pick).length;
  const all = suites.flatMap((s) => s.cases);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('testsuites', {
    name: report.tool.name,
    tests: all.length,
    failures: count(all, (c) => c.failures.length > 0),
    errors: count(all, (c) => c.error !== undefined),
    skipped: count(all, (c) => c.skipped !== undefined),
  });
  for (const { result, cases } of suites) {
    const { job } = result;
    const suite = root.ele('testsuite', {
      name: job.url,
      id: job.id,
      tests: cases.length,
      failures: count(cases, (c) => c.failures.length > 0),
      errors: count(cases, (c) => c.error !== undefined),
      skipped: count(cases, (c) => c.skipped !== undefined),
      timestamp: job.startedAt ?? job.createdAt,
      time: ((job.timings?.totalMs ?? 0) / 1000).toFixed(3),
    });
    const properties = suite.ele('properties');
    properties.ele('property', { name: 'scanId', value: job.id });
    properties.ele('property', { name: 'standard', value: job.standard });
    properties.ele('property', { name: 'status', value: job.status });
    if (job.summary) properties.ele('property', { name: 'score', value: job.summary.score });
    properties.ele('property', { name: 'failOn', value: report.policy.failOn });
    properties.ele('property', { name: 'minImpact', value: report.policy.minImpact });
    for (const c of cases) {
      const testcase = suite.ele('testcase', { classname: job.url, name: c.name });
      for (const issue of c.failures) {
        testcase
          .ele('failure', { message: failureMessage(issue), type: issue.ruleId })
          .txt(`${issue.help}\n${issue.html}\n${issue.failureSummary}\n${issue.helpUrl}`);
      }
      if (c.error !== undefined) testcase.ele('error', { message: c.error });
      if (c.skipped !== undefined) testcase.ele('skipped', { message: c.skipped });
    }
  }
  return `${root.end({ prettyPrint: true })}\n`;
}
