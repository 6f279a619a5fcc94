'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { deleteEndpointAction } from '../../actions.ts';

export function DeleteEndpointButton({ id, url }: { id: string; url: string }) {
  const router = useRouter();
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">Delete endpoint</Button>}
      title="Delete this endpoint?"
      description={
        <>
          Deliveries to <span className="break-all">{url}</span> stop at once, and its delivery log is deleted with it. This cannot be undone.
        </>
      }
      confirmLabel="Delete endpoint"
      onConfirm={() => deleteEndpointAction({ id })}
      onDone={() => router.replace('/webhooks')}
    />
  );
}
