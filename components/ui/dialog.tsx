'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/**
 * Every dialog of the portal: Radix moves focus in on open, traps it, closes on Escape and returns focus
 * to the trigger on close. The title names the dialog; the description is announced with it.
 */
export function Dialog({
  title,
  description,
  trigger,
  open,
  onOpenChange,
  onCloseAutoFocus,
  children,
}: {
  title: string;
  description?: ReactNode;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** Instead of the trigger, when closing removes it (call `event.preventDefault()` and move focus yourself). */
  onCloseAutoFocus?(event: Event): void;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 bg-slate-900/60" />
        <RadixDialog.Content
          className="fixed top-1/2 left-1/2 max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        >
          <RadixDialog.Title className="text-xl font-bold text-slate-900">{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className="mt-1 mb-4 text-slate-700">{description}</RadixDialog.Description> : <div className="mb-4" />}
          {children}
          <RadixDialog.Close
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
            aria-label="Close"
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              ×
            </span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;

/** The end of a dialog's form: Cancel, which closes it, and the submit button, which says when it is working. */
export function DialogFormActions({ submitLabel, pendingLabel, pending }: { submitLabel: string; pendingLabel: string; pending: boolean }) {
  return (
    <div className="flex justify-end gap-2">
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
