'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { setSelfServiceAction } from '../../actions.ts';

/** Locks the profile against the end user's own changes (publishable keys, `setBy: "user"`), or opens it again. */
export function SelfServiceToggle({ userId, enabled }: { userId: string; enabled: boolean }) {
  const router = useRouter();
  const [status, setStatus] = useState('');
  const { run, pending, error } = useAction();
  return (
    <div>
      <FormError error={error} />
      <Button
        variant="secondary"
        disabled={pending}
        onClick={() => {
          setStatus('');
          run(
            () => setSelfServiceAction({ userId, selfServiceEnabled: !enabled }),
            (saved) => {
              setStatus(
                saved.selfServiceEnabled
                  ? 'Self-service unlocked: the end user can change their own settings again.'
                  : 'Self-service locked: only admins, presets and your server can change this profile now.',
              );
              router.refresh();
            },
          );
        }}
      >
        {pending ? 'Saving…' : enabled ? 'Lock self-service' : 'Unlock self-service'}
      </Button>
      <p role="status" className="mt-3 min-h-6 text-sm font-medium text-slate-900">
        {status}
      </p>
    </div>
  );
}
