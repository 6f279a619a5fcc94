import type { ScanReviewDto } from '@/lib/scanner/schemas.ts';
import { engineLabel, engineList } from './engines.ts';

type Reports = Pick<ScanReviewDto, 'engines' | 'confidence'>;

/** "Found by axe-core, IBM Equal Access" (`verb` by …), said in words (agreement too), for a finding's description list. */
export function foundByText({ engines, confidence }: Reports, verb = 'Found'): string {
  const distinct = new Set(engines.map((r) => r.engine));
  const names = engineList([...distinct]);
  return `${verb} by ${names}${confidence === 'corroborated' ? ` (corroborated: ${distinct.size} engines agree)` : ''}`;
}

/**
 * Which engines reported a finding, then what each said (its rule and message) in a disclosure: the rule ids
 * are for people who know the engine, and would crowd the issue for everyone else.
 */
export function IssueEngines({ issue, verb }: { issue: Reports; verb?: string }) {
  return (
    <>
      <p>{foundByText(issue, verb)}</p>
      <details className="mt-1">
        <summary className="cursor-pointer text-blue-800 underline">What each engine reported</summary>
        <ul className="mt-1 grid gap-1 pl-5 list-disc">
          {issue.engines.map((report) => (
            <li key={`${report.engine}-${report.ruleId}`}>
              <span className="font-semibold">{engineLabel(report.engine)}</span>, rule <code className="break-all">{report.ruleId}</code>
              {report.act?.length ? ` (ACT ${report.act.join(', ')})` : ''}: <span className="whitespace-pre-line">{report.message}</span>
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
