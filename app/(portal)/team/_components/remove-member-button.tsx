'use client';

import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { removeMemberAction } from '../actions.ts';

export function RemoveMemberButton({ memberId, label }: { memberId: string; label: string }) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" aria-label={`Remove ${label}`}>
          Remove
        </Button>
      }
      title={`Remove ${label}?`}
      description="They lose access to this tenant at once. Pending invitations stop working. You can invite them again later."
      confirmLabel="Remove member"
      onConfirm={() => removeMemberAction({ memberId })}
    />
  );
}
