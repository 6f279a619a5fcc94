'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { isActive } from '@/components/scans/labels.ts';
import { ScanStatusBadge } from '@/components/scans/scan-status-badge.tsx';
import { SitePagesProgress } from '@/components/scans/site-pages-progress.tsx';
import { apiGet, type GetResult } from '@/components/portal/live/api.ts';
import { LiveError } from '@/components/portal/live/live-error.tsx';
import { useLiveQuery } from '@/components/portal/live/use-live-query.ts';
import { formatDate } from '@/components/ui/table.tsx';
import { CancelScanButton } from './cancel-scan-button.tsx';

/** While a site scan runs, its server-rendered pages table is fetched again at most this often. */
const REFRESH_MS = 10_000;

/** GET /scanner/jobs/{jobId} as the contract declares it. */
type ScanJob = GetResult<'/scanner/jobs/{jobId}'>;

function describe(job: ScanJob, canceling: boolean): string {
  switch (job.status) {
    case 'queued':
      return 'Waiting for a scanner to start. This page updates by itself.';
    case 'running':
      return canceling
        ? 'Canceling: no new page starts; the pages being scanned now finish and are kept. This page updates by itself.'
        : `Scanning since ${formatDate(job.startedAt)}. This page updates by itself.`;
    case 'completed':
      return `Finished ${formatDate(job.completedAt)}: score ${job.summary?.score ?? '—'} of 100, ${job.summary?.total ?? 0} issues.`;
    case 'failed':
      return `The scan failed: ${job.error ?? 'no reason was recorded.'}`;
    case 'canceled':
      return job.pagesScanned > 0
        ? `The scan was canceled; the ${job.pagesScanned === 1 ? 'page' : `${job.pagesScanned} pages`} scanned by then ${job.pagesScanned === 1 ? 'is' : 'are'} kept.`
        : 'The scan was canceled.';
  }
}

/**
 * The scan's status, kept live while it is queued or running, with a site scan's page counts and, for
 * those who may, "Cancel scan". Only the status sentence is a live region (role=status), and it changes
 * only when the status does (queued, running, canceling, ended): the counts, which change with every
 * page, are read when wanted rather than announced. When the scan ends the server-rendered summary and
 * issues are fetched again; while a site scan runs, its pages table is, at most every 10 s.
 */
export function ScanProgress({ initial, canCancel }: { initial: ScanJob; canCancel: boolean }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const queryKey = ['scan', initial.id];
  const { data, failure } = useLiveQuery({
    queryKey,
    read: (signal) => apiGet('/scanner/jobs/{jobId}', { path: { jobId: initial.id } }, signal),
    finished: (job) => !job || !isActive(job.status),
    initialData: initial,
  });
  const job = data ?? initial;
  const [canceling, setCanceling] = useState(false);
  const [focusStatus, setFocusStatus] = useState(0);
  const statusRef = useRef<HTMLDivElement>(null);
  const site = job.options.crawl !== undefined;

  const previous = useRef(initial.status);
  useEffect(() => {
    if (isActive(previous.current) && !isActive(job.status)) router.refresh();
    previous.current = job.status;
  }, [job.status, router]);

  // A site scan's pages table follows the pages as they finish, without a reload every poll.
  const settled = job.progress ? job.progress.done + job.progress.failed : 0;
  const refreshed = useRef({ settled, at: 0 });
  useEffect(() => {
    if (!site || !isActive(job.status) || settled === refreshed.current.settled) return;
    const wait = Math.max(0, refreshed.current.at + REFRESH_MS - Date.now());
    const timer = setTimeout(() => {
      refreshed.current = { settled, at: Date.now() };
      router.refresh();
    }, wait);
    return () => clearTimeout(timer);
  }, [site, job.status, settled, router]);

  useEffect(() => {
    if (focusStatus) statusRef.current?.focus();
  }, [focusStatus]);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div ref={statusRef} tabIndex={-1} role="status" className="flex flex-wrap items-center gap-3">
          {isActive(job.status) ? <span aria-hidden="true" className="inline-block size-3 rounded-full bg-blue-700 motion-safe:animate-pulse" /> : null}
          <span className="text-base">
            <span className="sr-only">Status: </span>
            <ScanStatusBadge status={job.status} />
          </span>
          <span className="text-slate-900">{describe(job, canceling)}</span>
        </div>
        {canCancel && isActive(job.status) && !canceling ? (
          <CancelScanButton
            scanId={job.id}
            site={site}
            onCanceled={(answer) => {
              setCanceling(isActive(answer.status));
              queryClient.setQueryData(queryKey, answer);
              setFocusStatus((n) => n + 1);
            }}
          />
        ) : null}
      </div>
      {site && job.progress ? <SitePagesProgress progress={job.progress} active={isActive(job.status)} /> : null}
      <LiveError failure={failure} />
    </>
  );
}
