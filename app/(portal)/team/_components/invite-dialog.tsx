'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { CopyField } from '@/components/ui/copy-field.tsx';
import { Dialog, DialogClose, DialogFormActions } from '@/components/ui/dialog.tsx';
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
      (submission) => inviteMemberAction(input, submission),
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
            <CopyField
              label="Invitation link"
              value={invited.inviteUrl}
              copyLabel="Copy link"
              done={
                <DialogClose asChild>
                  <Button variant="secondary">Done</Button>
                </DialogClose>
              }
            />
          </>
        ) : (
          <>
            <Notice tone="info" title={`${invited.email} is already a member`}>
              Nothing was changed.
            </Notice>
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
          <DialogFormActions submitLabel="Send invitation" pendingLabel="Inviting…" pending={pending} />
        </form>
      )}
    </Dialog>
  );
}
