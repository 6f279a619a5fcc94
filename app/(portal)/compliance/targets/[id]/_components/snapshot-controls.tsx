'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { CONFORMANCE_LABELS, minimumText } from '@/components/compliance/labels.ts';
import { apiGet, type GetResult } from '@/components/portal/live/api.ts';
import { LiveError } from '@/components/portal/live/live-error.tsx';
import { useLiveQuery } from '@/components/portal/live/use-live-query.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { createSnapshotAction } from '../../../actions.ts';

/** What this island reads of GET /compliance/snapshots/{id}, as the contract declares it. */
type Polled = Pick<GetResult<'/compliance/snapshots/{id}'>, 'id' | 'status' | 'score' | 'scoreMeetsMinimum' | 'conformance' | 'error'>;

const readyText = (s: Pick<Polled, 'score' | 'scoreMeetsMinimum' | 'conformance'>) =>
  `Snapshot ready: score ${s.score ?? '—'} of 100, ${minimumText(s.scoreMeetsMinimum).toLowerCase()}; conformance: ${s.conformance ? CONFORMANCE_LABELS[s.conformance.status].toLowerCase() : 'not known yet'}.`;

/**
 * "Take snapshot" (from the latest scans, ready at once) and "Rescan now" (scans every page first: pending,
 * polled here until ready). The polite status region says what is happening; when a snapshot is ready the
 * server-rendered summary, trend and matrix are fetched again.
 */
export function SnapshotControls({ targetId, pending, canWrite }: { targetId: string; pending: Polled | null; canWrite: boolean }) {
  const router = useRouter();
  const { run, pending: starting, error } = useAction();
  const [watching, setWatching] = useState<string | null>(pending?.id ?? null);
  const [message, setMessage] = useState(pending ? 'Rescanning the pages: the snapshot is pending. This page updates by itself.' : '');
  const { data, failure } = useLiveQuery<Polled>({
    queryKey: ['compliance-snapshot', watching],
    // Reading a stalled snapshot finishes it (the API does): polling is also what ends a lost rescan.
    read: (signal) => apiGet('/compliance/snapshots/{id}', { path: { id: watching ?? '' } }, signal),
    finished: (snapshot) => snapshot !== undefined && snapshot.status !== 'pending',
    enabled: Boolean(watching),
  });
  const finished = useRef<string | null>(null);
  useEffect(() => {
    if (!data || data.status === 'pending' || finished.current === data.id) return;
    finished.current = data.id;
    setWatching(null);
    setMessage(data.status === 'ready' ? readyText(data) : `The snapshot failed: ${data.error ?? 'no reason was recorded.'}`);
    router.refresh();
  }, [data, router]);

  function start(rescan: boolean) {
    setMessage(rescan ? 'Starting scans of every page…' : 'Taking a snapshot from the latest scans…');
    run(
      (submission) => createSnapshotAction({ targetId, rescan }, submission),
      (snapshot) => {
        if (snapshot.status === 'pending') {
          setMessage('Rescanning the pages: the snapshot is pending. This page updates by itself.');
          setWatching(snapshot.id);
        } else {
          setMessage(readyText(snapshot));
          router.refresh();
        }
      },
    );
  }

  const busy = starting || Boolean(watching);
  return (
    <div>
      {canWrite ? (
        <>
          <FormError error={error} />
          <div className="mb-3 flex flex-wrap gap-2">
            <Button variant="secondary" disabled={busy} onClick={() => start(false)}>
              Take snapshot
            </Button>
            <Button disabled={busy} onClick={() => start(true)}>
              Rescan now
            </Button>
          </div>
          <p className="mb-3 text-sm text-slate-700">
            “Take snapshot” judges the latest completed scan of each page; “Rescan now” scans every page first, which takes a few seconds per page.
          </p>
        </>
      ) : null}
      <div role="status" className="flex min-h-6 flex-wrap items-center gap-3 font-medium text-slate-900">
        {watching ? <span aria-hidden="true" className="inline-block size-3 rounded-full bg-blue-700 motion-safe:animate-pulse" /> : null}
        {message}
      </div>
      {watching ? <LiveError failure={failure} /> : null}
    </div>
  );
}
