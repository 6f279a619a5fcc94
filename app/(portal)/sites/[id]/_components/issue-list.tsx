'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { IMPACT_LABELS } from '@/components/scans/labels.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { Badge, Cell, EmptyState, Table } from '@/components/ui/table.tsx';
import { useAction, useErrorWithCode } from '@/components/ui/use-action.ts';
import type { Assignee } from '@/lib/members/list-assignees.ts';
import type { TrackedIssueDto } from '@/lib/site-issues/schemas.ts';
import { bulkTriageAction } from '../../actions.ts';
import { STATUS_LABELS, STATUS_TONES } from './status-labels.ts';
import { TriageFields, triageChange } from './triage-fields.tsx';

const LABELS = { status: 'New status', reason: 'Reason', assigneeId: 'Assignee', 'filter.ids': 'Selected issues', change: 'Change' };

/** What a field's message is under: the action's own path (change.reason) or the service's (reason). */
const fieldOf = (field: (name: string) => string | undefined, name: string) => field(`change.${name}`) ?? field(name);

/**
 * The site's tracked issues, highest fix priority first, each with a checkbox; the form after the table
 * triages the checked ones in one change (at most the 50 of this page).
 */
export function IssueList({
  siteId,
  issues,
  assignees,
  canTriage,
  filtered,
}: {
  siteId: string;
  issues: TrackedIssueDto[];
  assignees: readonly Assignee[];
  canTriage: boolean;
  filtered: boolean;
}) {
  const router = useRouter();
  const [selected, setSelected] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const { run, pending, error, setError, field } = useAction();
  const shown = useErrorWithCode(error);

  if (issues.length === 0)
    return <EmptyState>{filtered ? 'No issues match these filters.' : 'No tracked issues yet: they appear after the first completed scan.'}</EmptyState>;

  const all = selected.length === issues.length;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    if (selected.length === 0) {
      setError({ code: 'validation_failed', message: 'Some fields need attention.', fields: { 'filter.ids': 'Select at least one issue in the table.' } });
      return;
    }
    const change = triageChange(new FormData(event.currentTarget));
    const count = selected.length;
    run(
      () => bulkTriageAction({ siteId, filter: { ids: selected }, change }),
      () => {
        setDone(`${count} ${count === 1 ? 'issue' : 'issues'} updated.`);
        setSelected([]);
        router.refresh();
      },
    );
  }

  return (
    <>
      <Table
        caption="Tracked issues, highest fix priority first"
        columns={[
          ...(canTriage
            ? [
                <input
                  key="all"
                  type="checkbox"
                  className="size-5 accent-blue-700"
                  aria-label="Select every issue on this page"
                  checked={all}
                  onChange={(e) => setSelected(e.target.checked ? issues.map((i) => i.id) : [])}
                />,
              ]
            : []),
          'Issue',
          'Impact',
          'Status',
          'Pages',
          'Priority',
          'WCAG',
        ]}
      >
        {issues.map((issue) => (
          <tr key={issue.id}>
            {canTriage ? (
              <Cell>
                <input
                  type="checkbox"
                  className="size-5 accent-blue-700"
                  aria-label={`Select: ${issue.help} (${issue.selector})`}
                  checked={selected.includes(issue.id)}
                  onChange={(e) => setSelected((s) => (e.target.checked ? [...s, issue.id] : s.filter((id) => id !== issue.id)))}
                />
              </Cell>
            ) : null}
            <Cell className="max-w-md">
              <Link href={`/sites/${siteId}/issues/${issue.id}`} className="font-medium">
                {issue.help}
              </Link>
              <span className="block text-slate-700">
                {issue.ruleId} · <code className="break-all">{issue.selector}</code>
              </span>
            </Cell>
            <Cell>{IMPACT_LABELS[issue.impact]}</Cell>
            <Cell>
              <Badge tone={STATUS_TONES[issue.status]}>{STATUS_LABELS[issue.status]}</Badge>
              {issue.latestCheck === 'not_checked' ? <span className="block text-slate-700">Not checked in the latest scan</span> : null}
            </Cell>
            <Cell>{issue.occurrences}</Cell>
            <Cell>{issue.priority.toFixed(1)}</Cell>
            <Cell>{issue.wcag.join(', ') || '—'}</Cell>
          </tr>
        ))}
      </Table>
      {canTriage ? (
        <form onSubmit={submit} noValidate aria-labelledby="bulk-triage-title" className="mt-6 rounded-md border border-slate-300 p-4">
          <h3 id="bulk-triage-title" className="mb-1 font-semibold text-slate-900">
            Triage the selected issues
          </h3>
          <p className="mb-3 text-sm text-slate-700" aria-live="polite">
            {selected.length} of {issues.length} selected.
          </p>
          <FormError error={shown} labels={LABELS} />
          <TriageFields
            idPrefix="bulk"
            assignees={assignees}
            keepOption
            errors={{ status: fieldOf(field, 'status'), reason: fieldOf(field, 'reason'), assigneeId: fieldOf(field, 'assigneeId') }}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={pending}>
              {pending ? 'Applying…' : 'Apply to selected issues'}
            </Button>
            <p role="status" className="text-sm font-medium text-green-900">
              {done}
            </p>
          </div>
        </form>
      ) : null}
    </>
  );
}
