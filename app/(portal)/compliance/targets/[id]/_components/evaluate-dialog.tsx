'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { EVALUATION_LABELS } from '@/components/compliance/labels.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogFormActions } from '@/components/ui/dialog.tsx';
import { TextAreaField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { EVALUATION_RESULTS, type EvaluationDto } from '@/lib/compliance/schemas.ts';
import { deleteEvaluationAction, putEvaluationAction } from '../../../actions.ts';

const LABELS = { result: 'Result', remarks: 'Remarks' };
const HINTS: Record<EvaluationDto['result'], string> = {
  supports: 'The pages meet the criterion without known defects.',
  partially_supports: 'Some parts meet the criterion, some do not.',
  does_not_support: 'Most of the pages do not meet the criterion.',
  not_applicable: 'Nothing on the pages is covered by the criterion.',
};

/**
 * A person's result for one criterion (owners and admins). It is recorded at once and becomes part of the
 * next snapshot, which the dialog says; saving or deleting is announced by the matrix.
 */
export function EvaluateDialog({
  targetId,
  criterion,
  title,
  current,
  automatedIssues,
  onDone,
}: {
  targetId: string;
  criterion: string;
  title: string;
  current: EvaluationDto | null;
  /** Issues the automated checks found for the criterion in the snapshot shown (0 when none). */
  automatedIssues: number;
  onDone(message: string): void;
}) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const { run, pending, error, setError, field } = useAction();
  const remove = useAction();
  const resultError = field('result');

  function finish(message: string) {
    setOpen(false);
    onDone(message);
    router.refresh();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = form.get('result');
    if (!result) {
      setError({ code: 'validation_failed', message: 'Some fields need attention.', fields: { result: 'Choose a result.' } });
      return;
    }
    run(
      () => putEvaluationAction({ targetId, criterion, result: result as EvaluationDto['result'], remarks: String(form.get('remarks') ?? '') }),
      (saved) => finish(`Evaluation of ${criterion} saved as ${EVALUATION_LABELS[saved.result].toLowerCase()}. Take a snapshot to include this evaluation.`),
    );
  }

  return (
    <Dialog
      title={`Evaluate ${criterion} ${title}`}
      description="Record what you found when checking this criterion by hand. Snapshots already taken stay as they are. Take a snapshot to include this evaluation."
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
        remove.setError(null);
      }}
      trigger={
        <Button variant="secondary">
          {current ? 'Change evaluation' : 'Evaluate'}
          <span className="sr-only"> {criterion}</span>
        </Button>
      }
    >
      <form onSubmit={submit} noValidate>
        <FormError error={error ?? remove.error} labels={LABELS} />
        {automatedIssues > 0 ? (
          <Notice title="Automated failures stand">
            The automated checks found {automatedIssues} {automatedIssues === 1 ? 'issue' : 'issues'} for {criterion} in this snapshot. A person’s evaluation
            does not overrule them: the snapshot and the VPAT show the failure until the issues are fixed, or dismissed as false positives with a reason on the
            scan’s page (the report then cites each dismissal). Your evaluation is recorded and shown beside them.
          </Notice>
        ) : null}
        <fieldset className="mb-4" aria-describedby={resultError ? `${id}-error` : undefined}>
          <legend className="text-sm font-semibold text-slate-900">{LABELS.result}</legend>
          <div className="mt-2 grid gap-2">
            {EVALUATION_RESULTS.map((result) => (
              <label key={result} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="result"
                  value={result}
                  required
                  defaultChecked={current?.result === result}
                  aria-invalid={resultError ? true : undefined}
                  className="mt-0.5 size-5 accent-blue-700"
                />
                <span>
                  {EVALUATION_LABELS[result]}
                  <span className="block text-slate-700">{HINTS[result]}</span>
                </span>
              </label>
            ))}
          </div>
          {resultError ? (
            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
              {resultError}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          label={LABELS.remarks}
          name="remarks"
          rows={4}
          maxLength={5000}
          defaultValue={current?.remarks ?? ''}
          hint="Optional: what you checked and how. It appears in the VPAT's remarks."
          error={field('remarks')}
        />
        <DialogFormActions submitLabel="Save evaluation" pendingLabel="Saving…" pending={pending || remove.pending} />
        {current ? (
          <div className="mt-4 border-t border-slate-300 pt-4">
            <Button
              variant="danger"
              disabled={pending || remove.pending}
              onClick={() =>
                remove.run(
                  () => deleteEvaluationAction({ targetId, criterion }),
                  () => finish(`Evaluation of ${criterion} deleted. Take a snapshot to include the change.`),
                )
              }
            >
              {remove.pending ? 'Deleting…' : 'Delete evaluation'}
            </Button>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
