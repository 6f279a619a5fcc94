'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { SuggestionList } from '@/components/remediation/suggestion-list.tsx';
import { foundByText } from '@/components/scans/issue-engines.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import type { IssueFix } from '@/lib/remediation/remediate.ts';
import type { ScanIssueDto } from '@/lib/scanner/schemas.ts';
import { suggestFixAction } from '../../actions.ts';

/**
 * "Suggest a fix" on one issue: a disclosure whose region, below the issue, shows the suggestions for the
 * page as it is now (it is loaded again, which takes a few seconds: the status says so). When they arrive
 * and focus is still on the button, focus moves to the region's heading; otherwise it stays where the
 * person has gone since, and the status announces the result. The region names the engines of the issue it
 * fixes: remediation's own answer does not carry them.
 */
export function SuggestFix({
  issueId,
  selector,
  engines,
  children,
}: {
  issueId: string;
  selector: string;
  engines: Pick<ScanIssueDto, 'engines' | 'confidence'>;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [fix, setFix] = useState<IssueFix | null>(null);
  const { run, pending, error } = useAction();
  const regionId = useId();
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [arrived, setArrived] = useState(0);

  useEffect(() => {
    if (arrived && document.activeElement === button.current) heading.current?.focus();
  }, [arrived]);

  function load() {
    run(
      () => suggestFixAction({ issueId }),
      (answer) => {
        setFix(answer);
        setArrived((n) => n + 1);
      },
    );
  }

  function toggle() {
    const next = !open;
    setOpen(next);
    if (next && !fix && !pending) load();
  }

  const count = fix?.suggestions.length ?? 0;
  const status = pending
    ? 'Loading the page again…'
    : error
      ? 'Could not suggest a fix.'
      : fix
        ? fix.stillPresent
          ? `${count} ${count === 1 ? 'suggestion' : 'suggestions'} ready.`
          : 'The page no longer has this issue.'
        : '';

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          ref={button}
          type="button"
          className={buttonClass('secondary')}
          aria-expanded={open}
          aria-controls={regionId}
          aria-label={`Suggest a fix for ${selector}`}
          onClick={toggle}
        >
          Suggest a fix
        </button>
        {children}
        <p role="status" className="text-sm text-slate-800">
          {open ? status : ''}
        </p>
      </div>
      <section id={regionId} aria-labelledby={headingId} hidden={!open} className="mt-3 rounded-md border border-slate-400 bg-slate-50 p-4">
        <h5 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900">
          Suggested fix
        </h5>
        <p className="mt-1 text-sm text-slate-700">{foundByText(engines, 'For the issue found')}.</p>
        {pending ? (
          <p className="mt-2 text-sm text-slate-700">Loading the page again, as a scan loads it, to suggest a fix for it as it is now…</p>
        ) : error ? (
          <div className="mt-2">
            <Notice tone="error" title="Could not suggest a fix">
              {error.message}
              {error.traceId ? ` Trace id: ${error.traceId}.` : ''}
            </Notice>
            <Button variant="secondary" onClick={load}>
              Try again
            </Button>
          </div>
        ) : fix && !fix.stillPresent ? (
          <p className="mt-2 text-sm">
            The page no longer has this issue: it was loaded again just now and the check passes. Scan the page again to update these results.
          </p>
        ) : fix && count === 0 ? (
          <p className="mt-2 text-sm">The issue is still there, but there is no suggestion for it: follow the &ldquo;How to fix&rdquo; link above.</p>
        ) : fix ? (
          <div className="mt-3">
            <SuggestionList suggestions={fix.suggestions} level={6} label={`Suggestions for ${selector}`} />
          </div>
        ) : null}
      </section>
    </div>
  );
}
