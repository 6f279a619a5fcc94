'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { dismissIssueAction } from '../../actions.ts';

/** Marks one issue's fingerprint as a false positive, for this and every later scan. */
export function DismissButton({ fingerprint, selector }: { fingerprint: string; selector: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { run, pending, error, setError, field } = useAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    run(
      (submission) => dismissIssueAction({ fingerprint, reason }, submission),
      () => {
        setOpen(false);
        router.refresh();
      },
    );
  }

  return (
    <Dialog
      title="Dismiss as a false positive?"
      description="The issue stays listed, marked dismissed, and no longer counts against the score of later scans. Dismissals can be removed through the API."
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      trigger={
        <Button variant="secondary" aria-label={`Dismiss as false positive: ${selector}`}>
          Dismiss as false positive
        </Button>
      }
    >
      <form onSubmit={submit} noValidate>
        <FormError error={error} labels={{ reason: 'Reason' }} />
        <p className="mb-4 text-sm text-slate-900">
          Element: <code className="break-all">{selector}</code>
        </p>
        <TextField
          label="Reason"
          name="reason"
          maxLength={500}
          hint="Required. Why this is not a problem: your team and compliance reports see it."
          error={field('reason')}
        />
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={pending}>
            {pending ? 'Dismissing…' : 'Dismiss issue'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
