'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { runSiteAction } from '../actions.ts';

/** "Run now": a site scan at once (refused while one runs); the outcome is announced beside the button. */
export function RunNowButton({ siteId, siteName }: { siteId: string; siteName: string }) {
  const router = useRouter();
  const { run, pending, error } = useAction();
  const [started, setStarted] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        disabled={pending}
        aria-label={`Run now: ${siteName}`}
        onClick={() =>
          run(
            () => runSiteAction({ siteId }),
            ({ scanId }) => {
              setStarted(scanId);
              router.refresh();
            },
          )
        }
      >
        {pending ? 'Starting…' : 'Run now'}
      </Button>
      <span role="status" className="text-sm">
        {started && !error ? (
          <>
            Run started. <Link href={`/scans/${started}`}>Follow its progress</Link>
          </>
        ) : null}
      </span>
      {error ? (
        <span role="alert" className="text-sm font-medium text-red-800">
          {error.message}
        </span>
      ) : null}
    </div>
  );
}
