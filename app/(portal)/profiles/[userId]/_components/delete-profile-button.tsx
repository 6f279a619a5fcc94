'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { deleteProfileAction } from '../../actions.ts';

export function DeleteProfileButton({ userId, settings }: { userId: string; settings: number }) {
  const router = useRouter();
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">Delete profile</Button>}
      title="Delete this profile?"
      description={
        <>
          The profile of <bdi className="font-semibold break-all">{userId}</bdi> and its {settings === 1 ? 'one setting' : `${settings} settings`}, preset and
          self-service lock are deleted; the end user gets the defaults until a profile is saved again. Their usage events stay. This cannot be undone.
        </>
      }
      confirmLabel="Delete profile"
      onConfirm={() => deleteProfileAction({ userId })}
      onDone={() => router.replace('/profiles')}
    />
  );
}
