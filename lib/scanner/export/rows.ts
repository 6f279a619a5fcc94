import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';

/**
 * One row of an issue export: one occurrence (an element on a page) of an issue, in a fixed column order
 * that CSV's header row and JSON Lines' keys share (docs/exports.md describes each column).
 */
export const EXPORT_COLUMNS = [
  'issueId',
  'trackedIssueId',
  'pageUrl',
  'ruleId',
  'impact',
  'wcag',
  'level',
  'selector',
  'html',
  'description',
  'help',
  'helpUrl',
  'engines',
  'fingerprint',
  'trackKey',
  'status',
  'firstSeenAt',
  'lastSeenAt',
  'triageStatus',
  'reason',
  'assignee',
  'scanId',
] as const;

type Column = (typeof EXPORT_COLUMNS)[number];
type ListColumn = 'wcag' | 'engines';
export type ExportRow = { [K in Exclude<Column, ListColumn>]: string | null } & { [K in ListColumn]: string[] };

/** The export's columns and behaviour, shared by the scan's and the site's export (docs/exports.md). */
export const EXPORT_DESCRIPTION =
  'One row per occurrence (an element on a page), streamed. Columns, in this order: issueId, trackedIssueId, pageUrl, ruleId, impact, wcag (criteria joined with a space), level, selector, html, description, help, helpUrl, engines (joined with a space), fingerprint, trackKey, status, firstSeenAt, lastSeenAt, triageStatus, reason, assignee (email, else user id), scanId. CSV: RFC 4180, header row first, CRLF rows; a cell starting with =, +, -, @, tab or carriage return is prefixed with a single quote. JSON Lines: one object per line with the same keys (wcag and engines as arrays, empty values null). A failure mid-stream aborts the download (it never ends cleanly short).';

export const EXPORT_FORMATS = ['csv', 'jsonl'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportFormatQuery = z.object({
  format: z.enum(EXPORT_FORMATS).default('csv').describe('`csv` (the default): RFC 4180 with a header row; `jsonl`: one JSON object per line.'),
});

/**
 * The columns both export queries select (scan_issues o, tracked_issues t, users u), by these names; the
 * occurrence's engines are read from its reports, where the engines that found it are named.
 */
export const exportSqlRow = z.object({
  issue_id: z.string(),
  tracked_issue_id: z.string().nullable(),
  page_url: z.string().nullable(),
  rule_id: z.string(),
  impact: z.string(),
  wcag: z.array(z.string()),
  level: z.string().nullable(),
  selector: z.string().nullable(),
  html: z.string().nullable(),
  description: z.string(),
  help: z.string(),
  help_url: z.string(),
  engine: z.string().nullable(),
  reports: z.array(z.object({ engine: z.string() })).nullable(),
  tracked_engines: z.array(z.string()).nullable(),
  fingerprint: z.string().nullable(),
  track_key: z.string().nullable(),
  status: z.string(),
  first_seen_at: z.date().nullable(),
  last_seen_at: z.date().nullable(),
  triage_status: z.string().nullable(),
  reason: z.string().nullable(),
  assignee: z.string().nullable(),
  scan_id: z.string().nullable(),
});
type ExportSqlRow = z.output<typeof exportSqlRow>;

/** The engines that reported an occurrence (its reports), else the tracked issue's; deduplicated, in order. */
function enginesOf(row: ExportSqlRow): string[] {
  if (row.engine === null) return row.tracked_engines ?? [];
  // An occurrence stored before reports were kept names its one engine.
  return row.reports?.length ? [...new Set(row.reports.map((r) => r.engine))] : [row.engine];
}

export function toExportRow(row: ExportSqlRow): ExportRow {
  return {
    issueId: row.issue_id,
    trackedIssueId: row.tracked_issue_id,
    pageUrl: row.page_url,
    ruleId: row.rule_id,
    impact: row.impact,
    wcag: row.wcag,
    level: row.level,
    selector: row.selector,
    html: row.html,
    description: row.description,
    help: row.help,
    helpUrl: row.help_url,
    engines: enginesOf(row),
    fingerprint: row.fingerprint,
    trackKey: row.track_key,
    status: row.status,
    firstSeenAt: row.first_seen_at?.toISOString() ?? null,
    lastSeenAt: row.last_seen_at?.toISOString() ?? null,
    triageStatus: row.triage_status,
    reason: row.reason,
    assignee: row.assignee,
    scanId: row.scan_id,
  };
}

/**
 * CSV per RFC 4180 (CRLF rows, quoted where needed). A cell starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return (or their full-width forms) gets a leading `'`: a scanned page writes the selectors and
 * markup, and a spreadsheet would run such a cell as a formula.
 */
const CSV_OPTIONS = { record_delimiter: '\r\n', escape_formulas: true, eof: true } as const;

export function csvHeader(): string {
  return stringify([[...EXPORT_COLUMNS]], CSV_OPTIONS);
}

export function encodeRows(format: ExportFormat, rows: ExportRow[]): string {
  if (format === 'jsonl') return rows.map((row) => `${JSON.stringify(row)}\n`).join('');
  const cells = rows.map((row) => EXPORT_COLUMNS.map((column) => cellOf(row[column])));
  return stringify(cells, CSV_OPTIONS);
}

/** Lists are joined with a space (criteria and engine names have none); no value is an empty cell. */
const cellOf = (value: string | string[] | null): string => (Array.isArray(value) ? value.join(' ') : (value ?? ''));
