'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { CopyButton } from '@/components/ui/copy-button.tsx';
import { Cell, Table } from '@/components/ui/table.tsx';
import type { TransformRun } from '../actions.ts';

const fmt = new Intl.NumberFormat('en-GB');
const PROVIDERS = { local: 'Offline (local)', openai: 'OpenAI-compatible (openai)' } as const;
const ENGLISHES: Record<string, string> = {
  'en-US': 'American English',
  'en-GB': 'British English',
  'en-AU': 'Australian English',
  'en-CA': 'Canadian English',
  'en-IN': 'Indian English',
};

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * The answer of one run. Its heading takes focus when it appears (the parent mounts a new one per run), so
 * keyboard and screen reader users land on it.
 */
export function TransformResult({ run, resultLabel }: { run: TransformRun; resultLabel: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { body } = run;
  return (
    <div className="mt-6 rounded-md border border-slate-400 p-4">
      <h4 ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900">
        Result
      </h4>
      <h5 className="mt-3 text-sm font-semibold text-slate-900">{resultLabel}</h5>
      <div className="mt-1 rounded bg-slate-100 p-3 whitespace-pre-wrap wrap-anywhere text-slate-900">{body.result || '(empty)'}</div>
      <div className="mt-2">
        <CopyButton value={body.result} label="Copy result" />
      </div>
      <Extras run={run} />
      <h5 className="mt-4 text-sm font-semibold text-slate-900">About this answer</h5>
      <dl className="mt-1 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <Item term="Answer">{body.wasCached ? 'Cached answer (no credits used)' : 'New answer'}</Item>
        <Item term="Tokens used">{fmt.format(body.tokensUsed)}</Item>
        <Item term="Provider">{PROVIDERS[body.provider]}</Item>
        <Item term="Model">{body.model}</Item>
        <Item term="Credits remaining">{fmt.format(run.creditsRemaining)} tokens</Item>
      </dl>
    </div>
  );
}

/** What each transform answers besides its text. */
function Extras({ run }: { run: TransformRun }) {
  switch (run.transform) {
    case 'simplify':
      return (
        <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <Item term="Grade before">{run.body.gradeLevelBefore.toFixed(1)}</Item>
          <Item term="Grade after">{run.body.gradeLevelAfter.toFixed(1)}</Item>
          <Item term="Target grade">
            {run.body.targetReached
              ? 'Reached: the result is at or below the target grade.'
              : 'Not reached: the result is the simplest version that could be made, and it is still above the target grade.'}
          </Item>
        </dl>
      );
    case 'hints':
      return (
        <>
          <h5 className="mt-4 text-sm font-semibold text-slate-900">Hints</h5>
          <ol className="mt-1 list-decimal pl-6">
            {run.body.hints.map((hint, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: hints may repeat and never reorder
              <li key={i}>{hint}</li>
            ))}
          </ol>
        </>
      );
    case 'rephrase':
      return (
        <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <Item term="Question">{run.body.question}</Item>
          <Item term="Answer">{run.body.answer ?? 'None given'}</Item>
        </dl>
      );
    case 'vocabulary':
      return (
        <>
          <h5 className="mt-4 text-sm font-semibold text-slate-900">Definitions</h5>
          {run.body.words.length ? (
            <dl className="mt-1 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              {run.body.words.map((w) => (
                <Item key={w.word} term={w.word}>
                  {w.definition}
                </Item>
              ))}
            </dl>
          ) : (
            <p className="mt-1 text-sm">No words above the grade were found.</p>
          )}
        </>
      );
    case 'translate':
      return (
        <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <Item term="Detected source language">{run.body.detectedSourceLanguage ?? 'Could not be told'}</Item>
        </dl>
      );
    case 'grammar': {
      const { language } = run.body;
      return (
        <>
          <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <Item term="Checked as">{language ? `${ENGLISHES[language] ?? language} (${language})` : 'Could not be told'}</Item>
          </dl>
          {run.body.corrections.length ? (
            <div className="mt-4">
              <Table caption={`Corrections (${run.body.corrections.length})`} showCaption columns={['Original', 'Replacement', 'Why']}>
                {run.body.corrections.map((c) => (
                  <tr key={`${c.offset}-${c.length}-${c.replacement}`}>
                    <Cell>{c.original || '(nothing)'}</Cell>
                    <Cell>{c.replacement || '(removed)'}</Cell>
                    <Cell>{c.message}</Cell>
                  </tr>
                ))}
              </Table>
            </div>
          ) : (
            <p className="mt-4 text-sm">No corrections: nothing was found to fix.</p>
          )}
        </>
      );
    }
    case 'ocr':
      return (
        <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <Item term="Confidence">{Math.round(run.body.confidence * 100)}%</Item>
        </dl>
      );
    default:
      return null;
  }
}
