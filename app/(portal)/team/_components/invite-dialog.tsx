'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { CopyButton } from '@/components/ui/copy-button.tsx';
import { Dialog, DialogClose } from '@/components/ui/dialog.tsx';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { formatDate } from '@/components/ui/table.tsx';
import { inviteMemberAction } from '../actions.ts';

const ROLES = [
  { value: 'viewer', label: 'Viewer: sees everything, changes nothing' },
  { value: 'developer', label: 'Developer: keys, scans, webhooks' },
  { value: 'admin', label: 'Admin: also the team and settings' },
  { value: 'owner', label: 'Owner: everything, including owners' },
] as const;
const LABELS = { email: 'Email', role: 'Role' };

type Invited = { email: string; inviteUrl: string | null; expiresAt: string | null; status: string };

/** Invite by email; with no mail server configured the link is shown here to pass on. */
export function InviteDialog({ canInviteOwners }: { canInviteOwners: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [invited, setInvited] = useState<Invited | null>(null);
  const { run, pending, error, setError, field } = useAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { email: String(form.get('email')), role: String(form.get('role')) as (typeof ROLES)[number]['value'] };
    run(
      () => inviteMemberAction(input),
      (data) => {
        setInvited(data);
        router.refresh();
      },
    );
  }

  return (
    <Dialog
      title="Invite a member"
      description="They join with the role you choose once they accept the invitation."
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setInvited(null);
        setError(null);
      }}
      trigger={<Button>Invite member</Button>}
    >
      {invited ? (
        invited.inviteUrl ? (
          <>
            <Notice tone="success" title={`Invitation created for ${invited.email}`}>
              No email server is configured, so send this link to them yourself. It works once and expires {formatDate(invited.expiresAt)}.
            </Notice>
            <label htmlFor="invite-link" className="block text-sm font-semibold">
              Invitation link
            </label>
            <input id="invite-link" readOnly value={invited.inviteUrl} className="mt-1 mb-3 block w-full rounded-md border border-slate-500 bg-slate-50 px-3 py-2 font-mono text-sm" />
            <div className="flex justify-between gap-2">
              <CopyButton value={invited.inviteUrl} label="Copy link" />
              <DialogClose asChild>
                <Button variant="secondary">Done</Button>
              </DialogClose>
            </div>
          </>
        ) : (
          <>
            <Notice tone="info" title={`${invited.email} is already a member`}>Nothing was changed.</Notice>
            <DialogClose asChild>
              <Button variant="secondary">Done</Button>
            </DialogClose>
          </>
        )
      ) : (
        <form onSubmit={submit} noValidate>
          <FormError error={error} labels={LABELS} />
          <TextField label={LABELS.email} name="email" type="email" autoComplete="off" required error={field('email')} />
          <SelectField label={LABELS.role} name="role" defaultValue="developer" error={field('role')}>
            {ROLES.filter((r) => canInviteOwners || r.value !== 'owner').map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </SelectField>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? 'Inviting…' : 'Send invitation'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
