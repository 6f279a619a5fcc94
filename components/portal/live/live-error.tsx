import type { LiveFailure } from './use-live-query.ts';

/** The API's messages are sentences; a bare one gets its full stop. */
const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * A live island's failed read, announced at once (role=alert): while polling goes on, slower, that it
 * will try again; once it has given up, what to do. Nothing when the last read succeeded.
 */
export function LiveError({ failure, className = 'mt-3' }: { failure: LiveFailure | null; className?: string }) {
  if (!failure) return null;
  return (
    <p role="alert" className={`${className} text-sm text-red-800`}>
      {failure.stopped
        ? `Live updates stopped: ${sentence(failure.message)} Reload the page to see the latest status.`
        : `Live updates interrupted: ${sentence(failure.message)} Trying again in a few seconds.`}
    </p>
  );
}
