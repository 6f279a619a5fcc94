'use client';

import { hashKey, type QueryKey, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { countFailure, countRead, nextPollMs, type PollState, pollStopped } from './backoff.ts';

export interface LiveQueryOptions<T> {
  queryKey: QueryKey;
  /** One read, usually `(signal) => apiGet(path, params, signal)`. */
  read: (signal: AbortSignal) => Promise<T>;
  /** True when the data shows the job finished: polling stops. */
  finished: (data: T | undefined) => boolean;
  initialData?: T;
  enabled?: boolean;
}

/** A failed live read as an island shows it (LiveError): the message, and whether polling gave up. */
export interface LiveFailure {
  message: string;
  stopped: boolean;
}

/**
 * TanStack Query polling with backoff (backoff.ts): each read is counted as changed, unchanged or failed,
 * and the next poll waits accordingly. Failed reads are not retried at once (retry: false): the backoff
 * is the retry. `failure` is set while the last read failed.
 */
export function useLiveQuery<T>({ queryKey, read, finished, initialData, enabled = true }: LiveQueryOptions<T>) {
  // Per query key: an island that follows another job (a new snapshot) starts from the base rate.
  const counts = useRef(new Map<string, PollState>());
  const countsOf = (hash: string) => {
    let state = counts.current.get(hash);
    if (!state) counts.current.set(hash, (state = { unchanged: 0, failures: 0 }));
    return state;
  };

  const query = useQuery({
    queryKey,
    queryFn: async ({ client, queryKey: key, signal }) => {
      const state = countsOf(hashKey(key));
      try {
        const next = await read(signal);
        countRead(state, client.getQueryData<T>(key), next);
        return next;
      } catch (error) {
        // A read aborted because the island went away is not a failure.
        if (!signal.aborted) countFailure(state, error);
        throw error;
      }
    },
    ...(initialData === undefined ? {} : { initialData }),
    enabled,
    retry: false,
    refetchInterval: (q) => nextPollMs(countsOf(q.queryHash), finished(q.state.data)),
  });

  const failure: LiveFailure | null = query.isError ? { message: query.error.message, stopped: pollStopped(countsOf(hashKey(queryKey))) } : null;
  return { ...query, failure };
}
