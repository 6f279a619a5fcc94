import type { ReactNode } from 'react';
import type { ScanReviewDto } from '@/lib/scanner/schemas.ts';
import { IssueEngines } from './issue-engines.tsx';

/**
 * Where a finding is (selector, page, markup), what the engine said of it and which engines reported it:
 * an issue's occurrence and an item to review alike. `children` come first (rows of their own).
 */
export function FindingDetails({
  finding,
  showPage,
  summaryTerm = 'What fails',
  enginesVerb,
  children,
}: {
  finding: ScanReviewDto;
  showPage: boolean;
  summaryTerm?: string;
  enginesVerb?: string;
  children?: ReactNode;
}) {
  return (
    <dl className="grid gap-2 text-sm">
      {children}
      <div>
        <dt className="font-semibold">Selector</dt>
        <dd>
          <code className="break-all">{finding.selector}</code>
        </dd>
      </div>
      {showPage ? (
        <div>
          <dt className="font-semibold">Page</dt>
          <dd className="break-all">{finding.pageUrl}</dd>
        </div>
      ) : null}
      <div>
        <dt className="font-semibold">HTML</dt>
        <dd>
          <pre className="mt-1 rounded bg-slate-100 p-2 text-xs break-all whitespace-pre-wrap text-slate-900">
            <code>{finding.html}</code>
          </pre>
        </dd>
      </div>
      {finding.failureSummary ? (
        <div>
          <dt className="font-semibold">{summaryTerm}</dt>
          <dd className="whitespace-pre-line">{finding.failureSummary}</dd>
        </div>
      ) : null}
      <div>
        <dt className="font-semibold">Engines</dt>
        <dd>
          <IssueEngines issue={finding} verb={enginesVerb} />
        </dd>
      </div>
    </dl>
  );
}
