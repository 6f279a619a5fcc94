'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { SuggestionList } from '@/components/remediation/suggestion-list.tsx';
import { IMPACT_LABELS } from '@/components/scans/labels.ts';
import { CopyButton } from '@/components/ui/copy-button.tsx';
import { Cell, Table } from '@/components/ui/table.tsx';
import type { HtmlCheck } from '../actions.ts';
import type { LineDiff } from '../line-diff.ts';

const fmt = new Intl.NumberFormat('en-GB');

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6">
      <h3 id={id} className="mb-3 text-base font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Count({ term, value }: { term: string; value: number | undefined }) {
  return (
    <div className="rounded-md border border-slate-400 p-3">
      <dt className="text-sm font-semibold text-slate-800">{term}</dt>
      <dd className="text-2xl font-bold text-slate-900">{value === undefined ? '—' : fmt.format(value)}</dd>
    </div>
  );
}

/** One check's answer. Its heading takes focus when it appears (a new one is mounted per run). */
export function CheckResult({ check }: { check: HtmlCheck }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const fixedId = useId();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const verified = check.suggestions.filter((s) => s.applied).length;
  return (
    <section aria-labelledby={headingId} className="mb-8 rounded-lg border border-slate-300 bg-white p-5">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        Results
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Count term="Issues found" value={check.issues.length} />
        <Count term="Suggestions" value={check.suggestions.length} />
        <Count term="Fixed automatically and verified" value={verified} />
        <Count term="Remaining issues" value={check.remainingIssues?.length} />
      </dl>

      <Part title="Suggestions">
        {check.suggestions.length ? (
          <SuggestionList suggestions={check.suggestions} level={4} label="Suggestions" />
        ) : (
          <p>No suggestions: the automated checks found nothing to fix. Try the page with a keyboard and a screen reader as well.</p>
        )}
      </Part>

      {check.remainingIssues ? (
        <Part title="Remaining issues">
          {check.remainingIssues.length ? (
            <>
              <p className="mb-3 text-sm text-slate-700">What the fixed HTML still fails, after the automatic fixes: these need a person.</p>
              <Table caption="Issues the fixed HTML still has" columns={['Rule', 'Impact', 'Element', 'Problem']}>
                {check.remainingIssues.map((issue) => (
                  <tr key={`${issue.fingerprint}-${issue.selector}`}>
                    <Cell>
                      <code>{issue.ruleId}</code>
                    </Cell>
                    <Cell>{IMPACT_LABELS[issue.impact]}</Cell>
                    <Cell>
                      <code className="break-all">{issue.selector}</code>
                    </Cell>
                    <Cell>
                      {issue.help}{' '}
                      <a href={issue.helpUrl}>
                        How to fix<span className="sr-only"> {issue.ruleId} (Deque University)</span>
                      </a>
                    </Cell>
                  </tr>
                ))}
              </Table>
            </>
          ) : (
            <p>None: the fixed HTML passes every automated check that failed.</p>
          )}
        </Part>
      ) : null}

      {check.notes.length ? (
        <Part title="Notes">
          <ul className="list-disc pl-6">
            {check.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Part>
      ) : null}

      {check.fixedHtml !== undefined ? (
        <>
          <Part title="Fixed HTML">
            <p className="mb-2 text-sm text-slate-700">Your HTML with the automatic fixes a second scan confirmed. Review it before you publish it.</p>
            <label htmlFor={fixedId} className="block text-sm font-semibold text-slate-900">
              Fixed HTML
            </label>
            <textarea
              id={fixedId}
              readOnly
              rows={12}
              value={check.fixedHtml}
              spellCheck={false}
              className="mt-1 mb-2 block w-full rounded-md border border-slate-500 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
            />
            <CopyButton value={check.fixedHtml} label="Copy fixed HTML" />
          </Part>
          <Part title="Changes">
            <Diff diff={check.diff} />
          </Part>
        </>
      ) : null}
    </section>
  );
}

/** The lines the fixes removed and added: marked with − and +, and said in words, never by colour alone. */
function Diff({ diff }: { diff: LineDiff | null }) {
  if (!diff) return <p>The two versions are too far apart to compare here; the fixed HTML above is complete.</p>;
  if (diff.lines.length === 0) return <p>No changes: nothing could be fixed automatically and verified.</p>;
  const added = diff.lines.filter((l) => l.change === 'added').length;
  return (
    <>
      <p className="mb-3 text-sm text-slate-700">
        {fmt.format(added)} {added === 1 ? 'line' : 'lines'} added and {fmt.format(diff.lines.length - added)} removed; {fmt.format(diff.unchanged)} unchanged
        lines are not shown.
        {diff.omitted ? ` ${fmt.format(diff.omitted)} more changed lines are not listed.` : ''}
      </p>
      <Table caption="Lines removed from your HTML and added in the fixed HTML" columns={['Change', 'Line', 'Code']}>
        {diff.lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for one answer
          <tr key={i} className={line.change === 'added' ? 'bg-green-50' : 'bg-red-50'}>
            <Cell className="font-semibold whitespace-nowrap text-slate-900">
              <span aria-hidden="true" className="mr-1 inline-block w-3 font-mono">
                {line.change === 'added' ? '+' : '−'}
              </span>
              {line.change}
            </Cell>
            <Cell className="whitespace-nowrap text-slate-900">
              {line.line} <span className="text-slate-700">({line.change === 'added' ? 'fixed' : 'yours'})</span>
            </Cell>
            <Cell>
              <code className="break-all whitespace-pre-wrap text-slate-900">{line.text || ' '}</code>
            </Cell>
          </tr>
        ))}
      </Table>
    </>
  );
}
