'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAction, useErrorWithCode } from '@/components/ui/use-action.ts';
import { deleteSiteAction } from '../../actions.ts';

/** Deleting a site takes its URL typed out: the button stays disabled until it matches. */
export function DeleteSiteDialog({ siteId, url }: { siteId: string; url: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const { run, pending, error, setError, field } = useAction();
  const shown = useErrorWithCode(error);
  const matches = typed.trim() === url;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run(
      () => deleteSiteAction({ siteId, confirm: typed.trim() }),
      () => {
        setOpen(false);
        router.push('/sites');
      },
    );
  }

  return (
    <Dialog
      title="Delete this site?"
      description="Its scans, tracked issues and their history are deleted with it. This cannot be undone."
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setTyped('');
        setError(null);
      }}
      trigger={<Button variant="danger">Delete site</Button>}
    >
      <form onSubmit={submit} noValidate>
        <FormError error={shown} labels={{ confirm: 'Site URL' }} />
        <TextField
          label="Type the site’s URL to confirm"
          name="confirm"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          hint={
            <>
              Type <code className="break-all">{url}</code>
            </>
          }
          error={field('confirm')}
        />
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" variant="danger" disabled={!matches || pending}>
            {pending ? 'Deleting…' : 'Delete site'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
