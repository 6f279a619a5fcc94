'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition, type ReactNode } from 'react';
import type { ActionResult } from '@/lib/portal/action.ts';
import { Button } from './button.tsx';
import { Dialog, DialogClose } from './dialog.tsx';
import { Notice } from './notice.tsx';

/** "Are you sure?" for destructive actions: names what will happen, runs the action, shows its error. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
  onDone,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm(): Promise<ActionResult<unknown>>;
  /** After success; by default the page is refreshed (pass a navigation when the thing shown is gone). */
  onDone?(): void;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const router = useRouter();
  return (
    <Dialog
      title={title}
      description={description}
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      {error ? (
        <Notice tone="error" title="That did not work">
          {error}
        </Notice>
      ) : null}
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button
          variant="danger"
          disabled={pending}
          onClick={() =>
            start(async () => {
              const result = await onConfirm();
              if (result.ok) {
                setOpen(false);
                if (onDone) onDone();
                else router.refresh();
              } else setError(result.error.message);
            })
          }
        >
          {pending ? 'Working…' : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
