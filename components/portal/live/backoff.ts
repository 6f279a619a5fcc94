import { replaceEqualDeep } from '@tanstack/react-query';
import { ApiError } from './api.ts';

/**
 * When a live island polls next: quickly while its data changes, slower while nothing changes or reads
 * fail, never once the job is finished or the error cannot pass by itself. Pure, so it is unit-tested
 * (test/portal-live.test.ts); use-live-query.ts keeps the counts.
 */
export const POLL = {
  /** The first polls, and every poll after a change. */
  baseMs: 1500,
  /** Unchanged polls at the base rate before the interval grows. */
  patience: 3,
  /** Growth per further unchanged poll. */
  factor: 1.5,
  /** The longest wait while nothing changes. */
  maxIdleMs: 10_000,
  /** The longest wait after failed reads (the base after the first, then doubled each time). */
  maxErrorMs: 30_000,
  /** Consecutive failed reads after which polling stops. */
  maxFailures: 5,
} as const;

export interface PollState {
  /** Consecutive successful reads that returned what the previous one did. */
  unchanged: number;
  /** Consecutive failed reads. */
  failures: number;
  /** The last failure. */
  error?: unknown;
}

/** 4xx answers (but a timeout or a rate limit) say the same again: signed out, no longer allowed, deleted. */
export function isPermanent(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/** True once polling has given up on errors. */
export function pollStopped(state: PollState): boolean {
  return state.failures > 0 && (state.failures >= POLL.maxFailures || isPermanent(state.error));
}

/**
 * Milliseconds to the next poll, or false: polling has given up, or the job is finished. After a failed
 * read the data may be out of date (a list refetched for a new report), so it is read again either way.
 */
export function nextPollMs(state: PollState, finished: boolean): number | false {
  if (pollStopped(state)) return false;
  if (state.failures > 0) return Math.min(POLL.maxErrorMs, POLL.baseMs * 2 ** (state.failures - 1));
  if (finished) return false;
  const idle = Math.max(0, state.unchanged - POLL.patience);
  return Math.min(POLL.maxIdleMs, Math.round(POLL.baseMs * POLL.factor ** idle));
}

/** Counts a successful read: unchanged when it equals the previous data (deeply, as structural sharing compares). */
export function countRead(state: PollState, previous: unknown, next: unknown): void {
  // replaceEqualDeep hands back `previous` when the two are equal.
  state.unchanged = previous !== undefined && replaceEqualDeep(previous, next) === previous ? state.unchanged + 1 : 0;
  state.failures = 0;
  state.error = undefined;
}

/** Counts a failed read. */
export function countFailure(state: PollState, error: unknown): void {
  state.failures += 1;
  state.error = error;
}
