import { isA11yApiError, isA11yConnectionError } from '@a11y-platform/client';
import { Interrupted } from './session.js';

/** The CLI's exit codes (cli/README.md and `--help` list them). */
export const EXIT = { passed: 0, failed: 1, usage: 2, service: 3, interrupted: 130 } as const;

export const EXIT_CODES_HELP = `
Exit codes:
  0    passed: no issue fails the gate
  1    failed: issues fail the gate (--fail-on, --min-impact)
  2    usage error: a bad flag or argument, no key or no service URL
  3    service or network error (the service's code, message and trace id are printed), or a scan that failed
  130  interrupted (Ctrl-C): the running scans were canceled on the service`;

/** A bad flag, argument or configuration: exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A scan that ended without completing: exit 3. */
export class ScanFailed extends Error {
  override name = 'ScanFailed';
}

/** The key, wherever it would appear in text meant for a terminal or a CI log. */
export function redact(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join('***') : text;
}

/** What to print for an error and the exit code it ends the CLI with. */
export function describeError(error: unknown): { exit: number; message: string } {
  if (error instanceof Interrupted) {
    const n = error.canceled.length;
    return { exit: EXIT.interrupted, message: `Interrupted: canceled ${n} scan${n === 1 ? '' : 's'} on the service.` };
  }
  if (error instanceof UsageError) return { exit: EXIT.usage, message: `Error: ${error.message}` };
  if (isA11yApiError(error)) {
    const details = (error.details ?? []).map((d) => `\n  ${d.path}: ${d.message}`).join('');
    return { exit: EXIT.service, message: `Service error ${error.status} ${error.code}: ${error.message}${details}\nTrace id: ${error.traceId ?? 'none'}` };
  }
  if (isA11yConnectionError(error)) {
    const cause = error.cause instanceof Error && !error.message.includes(error.cause.message) ? ` (${error.cause.message})` : '';
    return { exit: EXIT.service, message: `Network error: ${error.message}${cause}` };
  }
  if (error instanceof ScanFailed) return { exit: EXIT.service, message: `Scan failed: ${error.message}` };
  return { exit: EXIT.service, message: `Error: ${error instanceof Error ? error.message : String(error)}` };
}
