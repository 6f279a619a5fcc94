'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { isActive } from '@/components/scans/labels.ts';
import { ScanStatusBadge } from '@/components/scans/scan-status-badge.tsx';
import { formatDate } from '@/components/ui/table.tsx';
import type { ScanJobDto } from '@/lib/scanner/schemas.ts';

const POLL_MS = 1500;

async function fetchScan(id: string): Promise<ScanJobDto> {
  // Same origin: the portal session cookie authenticates the API call.
  const res = await fetch(`/api/v1/scanner/jobs/${encodeURIComponent(id)}`, { headers: { accept: 'application/json' }, cache: 'no-store' });
  const body = (await res.json().catch(() => null)) as (ScanJobDto & { message?: string }) | null;
  if (!res.ok || !body) throw new Error(body?.message ?? `The server answered ${res.status}.`);
  return body;
}

function describe(job: ScanJobDto): string {
  switch (job.status) {
    case 'queued':
      return 'Waiting for a scanner to start. This page updates by itself.';
    case 'running':
      return `Scanning since ${formatDate(job.startedAt)}. This page updates by itself.`;
    case 'completed':
      return `Finished ${formatDate(job.completedAt)}: score ${job.summary?.score ?? '—'} of 100, ${job.summary?.total ?? 0} issues.`;
    case 'failed':
      return `The scan failed: ${job.error ?? 'no reason was recorded.'}`;
    case 'canceled':
      return 'The scan was canceled.';
  }
}

/**
 * The scan's status, kept live while it is queued or running. Changes are announced politely
 * (role=status); when the scan ends the server-rendered summary and issues are fetched again.
 */
export function ScanProgress({ initial }: { initial: ScanJobDto }) {
  const router = useRouter();
  const {
    data: job,
    isError,
    error,
  } = useQuery({
    queryKey: ['scan', initial.id],
    queryFn: () => fetchScan(initial.id),
    initialData: initial,
    refetchInterval: (query) => (query.state.data && isActive(query.state.data.status) ? POLL_MS : false),
    refetchIntervalInBackground: false,
  });
  const previous = useRef(initial.status);
  useEffect(() => {
    if (isActive(previous.current) && !isActive(job.status)) router.refresh();
    previous.current = job.status;
  }, [job.status, router]);

  return (
    <>
      <div role="status" className="flex flex-wrap items-center gap-3">
        {isActive(job.status) ? <span aria-hidden="true" className="inline-block size-3 rounded-full bg-blue-700 motion-safe:animate-pulse" /> : null}
        <span className="text-base">
          <span className="sr-only">Status: </span>
          <ScanStatusBadge status={job.status} />
        </span>
        <span className="text-slate-900">{describe(job)}</span>
      </div>
      {isError && isActive(job.status) ? (
        <p className="mt-3 text-sm text-red-800">Live updates stopped ({error.message}). Reload the page to see the latest status.</p>
      ) : null}
    </>
  );
}
