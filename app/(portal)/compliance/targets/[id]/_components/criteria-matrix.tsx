'use client';

import { useState } from 'react';
import { evaluationLine, RESULT_LABELS, RESULT_TONES } from '@/components/compliance/labels.ts';
import { SelectField } from '@/components/ui/field.tsx';
import { Badge, Cell, Table } from '@/components/ui/table.tsx';
import { CRITERION_RESULTS, type CriterionResult, type EvaluationDto } from '@/lib/compliance/schemas.ts';
import { EvaluateDialog } from './evaluate-dialog.tsx';

const PAGES_SHOWN = 3;

/**
 * Every criterion of the latest ready snapshot with its status in words and its evidence. The level and
 * status filters narrow the table at once and the count is announced. Owners and admins evaluate criteria
 * here; an evaluation made since the snapshot is shown beside the snapshot's own until the next one.
 */
export function CriteriaMatrix({
  targetId,
  criteria,
  evaluations,
  canEvaluate,
}: {
  targetId: string;
  criteria: CriterionResult[];
  evaluations: Record<string, EvaluationDto>;
  canEvaluate: boolean;
}) {
  const [level, setLevel] = useState('');
  const [status, setStatus] = useState('');
  const [saved, setSaved] = useState('');
  const levels = [...new Set(criteria.map((c) => c.level))];
  const shown = criteria.filter((c) => (!level || c.level === level) && (!status || c.result === status));
  const filterWords = [level ? `level ${level}` : '', status ? RESULT_LABELS[status as CriterionResult['result']].toLowerCase() : '']
    .filter(Boolean)
    .join(', ');

  return (
    <>
      <div role="status" className="mb-3 min-h-6 font-medium text-slate-900">
        {saved}
      </div>
      <div className="mb-2 flex flex-wrap items-end gap-4">
        <div className="w-48">
          <SelectField label="Level" value={level} onChange={(e) => setLevel(e.target.value)}>
            <option value="">All levels</option>
            {levels.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="w-56">
          <SelectField label="Status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All statuses</option>
            {CRITERION_RESULTS.map((r) => (
              <option key={r} value={r}>
                {RESULT_LABELS[r]}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <p role="status" className="mb-3 text-sm text-slate-900">
        Showing {shown.length} of {criteria.length} criteria{filterWords ? ` (${filterWords})` : ''}.
      </p>
      <Table
        caption={`Success criteria${filterWords ? ` (${filterWords})` : ''}`}
        columns={['Criterion', 'Level', 'Status', 'Issues', 'Evidence', ...(canEvaluate ? ['Manual evaluation'] : [])]}
      >
        {shown.map((c) => {
          const current = evaluations[c.criterion] ?? null;
          return (
            <tr key={c.criterion}>
              <Cell className="min-w-48">
                <span className="font-semibold">{c.criterion}</span> {c.title}
              </Cell>
              <Cell>{c.level}</Cell>
              <Cell>
                <Badge tone={RESULT_TONES[c.result]}>{RESULT_LABELS[c.result]}</Badge>
              </Cell>
              <Cell>{c.issueCount}</Cell>
              <Cell className="min-w-64">
                <Evidence criterion={c} current={current} />
              </Cell>
              {canEvaluate ? (
                <Cell>
                  <EvaluateDialog
                    targetId={targetId}
                    criterion={c.criterion}
                    title={c.title}
                    current={current}
                    automatedIssues={c.result === 'fail' && c.source === 'automated' ? c.issueCount : 0}
                    onDone={setSaved}
                  />
                </Cell>
              ) : null}
            </tr>
          );
        })}
      </Table>
      {shown.length === 0 ? <p className="mt-3 text-slate-700">No criteria match these filters.</p> : null}
    </>
  );
}

function Evidence({ criterion: c, current }: { criterion: CriterionResult; current: EvaluationDto | null }) {
  const since = c.evaluation?.evaluatedAt !== current?.evaluatedAt;
  const parts = [];
  if (c.issueCount > 0) {
    parts.push(
      <div key="issues">
        <p>
          {c.issueCount} {c.issueCount === 1 ? 'issue' : 'issues'} on {c.pages.length} {c.pages.length === 1 ? 'page' : 'pages'}:
        </p>
        <ul className="list-disc pl-5">
          {c.pages.slice(0, PAGES_SHOWN).map((p) => (
            <li key={p} className="break-all">
              {p}
            </li>
          ))}
          {c.pages.length > PAGES_SHOWN ? <li>and {c.pages.length - PAGES_SHOWN} more</li> : null}
        </ul>
        {c.examples.length ? (
          <p className="mt-1">
            Examples:{' '}
            {c.examples.map((selector, i) => (
              <span key={selector}>
                {i ? ', ' : ''}
                <code className="break-all">{selector}</code>
              </span>
            ))}
          </p>
        ) : null}
      </div>,
    );
  }
  if (c.evaluation) {
    parts.push(
      <p key="evaluation">
        Manual evaluation{c.source === 'automated' && c.result === 'fail' ? ' (does not overrule the automated failures)' : ''}: {evaluationLine(c.evaluation)}.
        {c.evaluation.remarks ? ` Remarks: ${c.evaluation.remarks}` : ''}
      </p>,
    );
  }
  if (since) {
    parts.push(
      <p key="since" className="font-medium text-blue-950">
        {current
          ? `Recorded since this snapshot: ${evaluationLine(current)}.${current.remarks ? ` Remarks: ${current.remarks}` : ''} Take a snapshot to include this evaluation.`
          : 'The evaluation was deleted since this snapshot. Take a snapshot to include the change.'}
      </p>,
    );
  }
  if (parts.length === 0) {
    parts.push(
      <p key="none" className="text-slate-700">
        {c.result === 'pass' ? 'No issues found by the automated checks.' : c.result === 'not_evaluated' ? 'Needs a person to check it.' : '—'}
      </p>,
    );
  }
  return <div className="space-y-1">{parts}</div>;
}
