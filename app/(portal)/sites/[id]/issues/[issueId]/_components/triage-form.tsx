'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAction, useErrorWithCode } from '@/components/ui/use-action.ts';
import type { Assignee } from '@/lib/members/list-assignees.ts';
import type { TrackedStatus } from '@/lib/site-issues/schemas.ts';
import { triageIssueAction } from '../../../../actions.ts';
import { STATUS_LABELS } from '../../../_components/status-labels.ts';
import { TriageFields, triageChange, UNASSIGNED } from '../../../_components/triage-fields.tsx';

const LABELS = { status: 'New status', reason: 'Reason', assigneeId: 'Assignee' };

/** One issue's triage: status, the reason (required to accept it or call it a false positive), the assignee. */
export function TriageForm({
  siteId,
  issueId,
  status,
  assigneeId,
  assignees,
}: {
  siteId: string;
  issueId: string;
  status: TrackedStatus;
  assigneeId: string | null;
  assignees: readonly Assignee[];
}) {
  const router = useRouter();
  const { run, pending, error, field } = useAction();
  const shown = useErrorWithCode(error);
  const [saved, setSaved] = useState<string | null>(null);
  // Fixed and reopened are the scans' to say: the form starts from "open" for them.
  const settable = status === 'fixed' || status === 'reopened' ? 'open' : status;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const change = triageChange(new FormData(event.currentTarget));
    run(
      () => triageIssueAction({ siteId, issueId, ...change }),
      ({ status: next }) => {
        setSaved(`Saved: the issue is now ${STATUS_LABELS[next].toLowerCase()}.`);
        router.refresh();
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Triage this issue">
      <FormError error={shown} labels={LABELS} />
      <TriageFields
        idPrefix="triage"
        assignees={assignees}
        keepOption={false}
        defaultStatus={settable}
        defaultAssignee={assigneeId ?? UNASSIGNED}
        errors={{ status: field('status'), reason: field('reason'), assigneeId: field('assigneeId') }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save triage'}
        </Button>
        <p role="status" className="text-sm font-medium text-green-900">
          {saved}
        </p>
      </div>
    </form>
  );
}
