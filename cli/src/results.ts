import { type A11yClient, paginate } from '@a11y-platform/client';
import { type GatePolicy, gatingIssues } from './gate.js';
import type { Issue, IssueQuery, Job, JobResult, ScanPage } from './types.js';

export interface ReadOptions {
  policy: GatePolicy;
  /** Every issue is needed (JSON, SARIF), or only those that can fail the gate (text, JUnit). */
  allIssues: boolean;
  /** JUnit has a test case per page. */
  pages: boolean;
}

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const list: T[] = [];
  for await (const item of items) list.push(item);
  return list;
}

/** A finished scan's issues (only the new ones when nothing else is shown and the gate counts new ones) and pages. */
export async function readResult(client: A11yClient, job: Job, options: ReadOptions): Promise<JobResult> {
  const onlyNew = !options.allIssues && options.policy.failOn === 'new';
  const query: IssueQuery = { limit: 200, ...(onlyNew ? { baseline: 'new' } : {}) };
  const [issues, pages] = await Promise.all([
    all<Issue>(paginate((cursor) => client.scanner.listIssues(job.id, { ...query, cursor }))),
    options.pages ? all<ScanPage>(paginate((cursor) => client.scanner.listPages(job.id, { limit: 200, cursor }))) : Promise.resolve([]),
  ]);
  return { job, issues, gating: gatingIssues(issues, options.policy), pages };
}
