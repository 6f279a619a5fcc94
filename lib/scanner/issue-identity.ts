import { PrismaNs } from '@/lib/db/client.ts';
import { sqlInTenant } from '@/lib/db/scope.ts';

/**
 * An issue answers to its fingerprint and its aliases, the fingerprints a scan of another set of engines
 * gives the same problem (engine/merge.ts, issueAliases): two issues are the same problem when their keys
 * meet, and a dismissal of any of an issue's keys dismisses it. Over the stored rows, in SQL.
 */

const ALIAS = /^[a-z_][a-z0-9_]*$/;

/** The keys of the issue row under `alias`, as a text[] expression. */
export function issueKeys(alias: string): PrismaNs.Sql {
  if (!ALIAS.test(alias)) throw new Error(`issueKeys: "${alias}" is not a table alias`);
  return PrismaNs.raw(`(${alias}.aliases || ${alias}.fingerprint)`);
}

/** True when the tenant dismissed one of the keys of the issue row under `alias`. */
export function dismissedIssue(scope: { tenantId: string }, alias: string): PrismaNs.Sql {
  return PrismaNs.sql`EXISTS (SELECT 1 FROM scan_dismissals d WHERE ${sqlInTenant(scope, 'd')} AND d.fingerprint = ANY(${issueKeys(alias)}))`;
}

/** The keys of an issue read through Prisma, to test against a set of dismissed fingerprints. */
export function keysOf(issue: { fingerprint: string; aliases?: string[] | null }): string[] {
  return [issue.fingerprint, ...(issue.aliases ?? [])];
}

export const isDismissed = (issue: { fingerprint: string; aliases?: string[] | null }, dismissed: ReadonlySet<string>) =>
  keysOf(issue).some((key) => dismissed.has(key));
