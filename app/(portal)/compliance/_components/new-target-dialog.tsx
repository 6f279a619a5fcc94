'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogFormActions } from '@/components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { STANDARD_OPTIONS, type WcagStandard } from '@/components/scans/labels.ts';
import { createTargetAction } from '../actions.ts';

const LABELS = { name: 'Name', standard: 'Standard', urls: 'Page URLs', minScore: 'Minimum score', deadline: 'Deadline', schedule: 'Rescan schedule' };

/** "New target": the pages to hold to a standard, the lowest automated score accepted, and by when. */
export function NewTargetDialog({ defaultStandard }: { defaultStandard: WcagStandard }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const { run, pending, error, setError, field } = useAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    run(
      (submission) =>
        createTargetAction(
          {
            name: text('name'),
            standard: text('standard'),
            urls: text('urls'),
            minScore: text('minScore'),
            deadline: text('deadline'),
            schedule: text('schedule'),
          },
          submission,
        ),
      ({ id }) => {
        setOpening(true);
        router.push(`/compliance/targets/${id}`);
      },
    );
  }

  return (
    <Dialog
      title="New compliance target"
      description="A set of pages held to a standard: each snapshot judges them per success criterion and against your minimum score."
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
        setOpening(false);
      }}
      trigger={<Button>New target</Button>}
    >
      <form onSubmit={submit} noValidate>
        <FormError error={error} labels={LABELS} />
        <TextField
          label={LABELS.name}
          name="name"
          required
          maxLength={200}
          autoComplete="off"
          hint="Unique among your targets, e.g. “Customer portal”."
          error={field('name')}
        />
        <SelectField label={LABELS.standard} name="standard" defaultValue={defaultStandard} error={field('standard')}>
          {STANDARD_OPTIONS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={LABELS.urls}
          name="urls"
          required
          rows={5}
          spellCheck={false}
          hint="One URL per line, up to 100 pages, each starting with https:// or http://."
          error={field('urls')}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label={LABELS.minScore}
            name="minScore"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            defaultValue={90}
            hint="0 to 100: the lowest automated score you accept (a score alone never shows conformance)."
            error={field('minScore')}
          />
          <TextField label={LABELS.deadline} name="deadline" type="date" hint="Optional: when the target must be met." error={field('deadline')} />
        </div>
        <SelectField label={LABELS.schedule} name="schedule" defaultValue="" hint="Rescans every page and takes a snapshot." error={field('schedule')}>
          <option value="">No schedule</option>
          <option value="daily">Daily</option>
          <option value="weekly">Weekly</option>
        </SelectField>
        <DialogFormActions submitLabel={opening ? 'Opening the target…' : 'Create target'} pendingLabel="Creating…" pending={pending || opening} />
      </form>
    </Dialog>
  );
}
