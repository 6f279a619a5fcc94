'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { sendTestAction } from '../../actions.ts';

type Result = { status: string; statusCode: number | null; durationMs: number | null; error: string | null };

function answer(result: Result): string {
  const took = result.durationMs === null ? '' : ` in ${result.durationMs} ms`;
  if (result.statusCode !== null) return `The receiver answered HTTP ${result.statusCode}${took}.`;
  return `${result.error ?? 'No answer came.'}`;
}

/** Sends one `webhook.test` event now (even to a disabled endpoint) and says what the receiver answered. */
export function SendTestButton({ id }: { id: string }) {
  const router = useRouter();
  const [result, setResult] = useState<Result | null>(null);
  const { run, pending, error } = useAction();
  return (
    <div>
      <FormError error={error} />
      {result ? (
        result.status === 'succeeded' ? (
          <Notice tone="success" title="Test event delivered">
            {answer(result)}
          </Notice>
        ) : (
          <Notice tone="error" title="Test event not delivered">
            {answer(result)}
          </Notice>
        )
      ) : null}
      <Button
        disabled={pending}
        onClick={() => {
          setResult(null);
          run(
            () => sendTestAction({ id }),
            (data) => {
              setResult(data);
              router.refresh();
            },
          );
        }}
      >
        {pending ? 'Sending…' : 'Send test event'}
      </Button>
    </div>
  );
}
