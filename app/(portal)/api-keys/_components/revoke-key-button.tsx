'use client';

import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { revokeKeyAction } from '../actions.ts';

export function RevokeKeyButton({ keyId, name }: { keyId: string; name: string }) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" aria-label={`Revoke ${name}`}>
          Revoke
        </Button>
      }
      title={`Revoke “${name}”?`}
      description="Every request with this key is refused within seconds. This cannot be undone."
      confirmLabel="Revoke key"
      onConfirm={() => revokeKeyAction({ keyId })}
    />
  );
}
