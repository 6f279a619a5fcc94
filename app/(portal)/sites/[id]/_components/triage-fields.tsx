import { SelectField, TextAreaField } from '@/components/ui/field.tsx';
import type { Assignee } from '@/lib/members/list-assignees.ts';
import { TRIAGE_STATUSES } from '@/lib/site-issues/schemas.ts';
import { STATUS_LABELS } from './status-labels.ts';

/** "Keep": the field is left out of the change (bulk triage changes only what is chosen). */
export const KEEP = '';
/** The assignee select's value for "nobody": sent as null. */
export const UNASSIGNED = 'none';

/**
 * Status, reason and assignee of a triage, for one issue or many. A reason is required for accepted
 * and false positive (the service says so on the field when it is missing).
 */
export function TriageFields({
  idPrefix,
  assignees,
  keepOption,
  defaultStatus = KEEP,
  defaultAssignee = KEEP,
  errors,
}: {
  idPrefix: string;
  assignees: readonly Assignee[];
  /** Offer "keep as it is" (bulk triage), instead of starting from the values. */
  keepOption: boolean;
  defaultStatus?: string;
  defaultAssignee?: string;
  errors: { status?: string; reason?: string; assigneeId?: string };
}) {
  return (
    <div className="grid gap-x-4 md:grid-cols-3">
      <SelectField id={`${idPrefix}-status`} label="New status" name="status" defaultValue={defaultStatus} error={errors.status}>
        {keepOption ? <option value={KEEP}>Keep each issue’s status</option> : null}
        {TRIAGE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={`${idPrefix}-reason`}
        label="Reason"
        name="reason"
        rows={2}
        maxLength={2000}
        hint="Required for accepted and false positive; kept in the history and cited in VPATs."
        error={errors.reason}
      />
      <SelectField id={`${idPrefix}-assignee`} label="Assignee" name="assigneeId" defaultValue={defaultAssignee} error={errors.assigneeId}>
        {keepOption ? <option value={KEEP}>Keep each issue’s assignee</option> : null}
        <option value={UNASSIGNED}>Nobody</option>
        {assignees.map((a) => (
          <option key={a.userId} value={a.userId}>
            {a.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** The triage change a form holds: what is chosen, and nothing for "keep". */
export function triageChange(form: FormData) {
  const status = String(form.get('status') ?? KEEP);
  const reason = String(form.get('reason') ?? '').trim();
  const assignee = String(form.get('assigneeId') ?? KEEP);
  return {
    ...(status !== KEEP ? { status: status as (typeof TRIAGE_STATUSES)[number] } : {}),
    ...(reason ? { reason } : {}),
    ...(assignee !== KEEP ? { assigneeId: assignee === UNASSIGNED ? null : assignee } : {}),
  };
}
