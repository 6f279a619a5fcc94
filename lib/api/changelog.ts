/**
 * Changes to what a published field means, newest first: the one source of the changelog in the OpenAPI
 * document's `info.description` and of docs/api-changelog.md (test/api-changelog.test.ts holds that file
 * equal to `apiChangelogMarkdown()`).
 */
export interface ApiChange {
  /** YYYY-MM-DD, the day the change is deployed. */
  date: string;
  title: string;
  change: string;
  migration: string;
}

export const API_CHANGES: readonly ApiChange[] = [
  {
    date: '2026-12-02',
    title: 'Publishable keys are limited per visitor',
    change:
      'Requests with a publishable key (`pk_live_…`) are no longer counted on the key’s per-minute limit. Each visitor (end user id and key) gets the plan’s per-minute limit (starter 10, pro 60, enterprise the tenant’s), each client address 25 times that; the month still counts against the key’s monthly calls, with shares per visitor (10,000) and per address (100,000), each at most half the key’s. A request that names no end user counts on its address. A `304 Not Modified` (active features with a matching `If-None-Match`), a preflight and the toolbar’s own files count against neither minute nor month. `403 origin_not_allowed` now carries CORS headers for the refused origin and names it. Secret keys are counted per key, as before.',
    migration:
      'Nothing to change. A page that backs off by `X-RateLimit-*` sees its visitor’s or address’s limit instead of the key’s; a page can now read the `origin_not_allowed` error and its message.',
  },
  {
    date: '2026-12-02',
    title: 'Scans compare with a baseline',
    change:
      '`POST /scanner/jobs` takes an optional `baseline`: `"previous"` (the tenant’s last completed scan of the same URL and kind, found when the scan is created; none is allowed and makes every issue new), `{ "scanId" }` (a completed scan of the tenant: 404 `not_found` for an unknown or another tenant’s scan, 409 `conflict` for one not completed) or `{ "siteId" }` (the site’s tracked issues with their triage; 404 for an unknown or another tenant’s site). The job has `baseline: { kind, scanId, siteId }` (null without one); when the scan ends each issue has `baseline` (`new`, `existing`, `accepted` or `false_positive`, matched by the fingerprint without the page), `summary.baseline` counts them (and so does the `summary` of `scan.completed`), and `GET /scanner/jobs/{id}/issues?baseline=` filters by it. Every run of a site (`POST /sites/{id}/scans`, the portal, the schedule) gets the site’s baseline: its job’s `baseline` is `{ kind: "site", siteId }`, and its issues say what is new against the site’s tracked issues.',
    migration:
      'Nothing to change for a client that ignores the new fields. A release gate asks for `baseline: "previous"` (or a scan or site) and fails on `summary.baseline.new > 0`, listing `GET /scanner/jobs/{id}/issues?baseline=new`.',
  },
  {
    date: '2026-12-02',
    title: "Issue exports and the scan's HTML report",
    change:
      "New endpoints: `GET /scanner/jobs/{jobId}/issues/export` and `GET /sites/{siteId}/issues/export` (`format=csv`, the default, or `jsonl`; a site's also filtered by `status`, `impact` and `ruleId`) stream every occurrence, one row each, in a fixed column order (docs/exports.md); CSV cells starting with `=`, `+`, `-`, `@`, a tab or a carriage return carry a leading `'`. `GET /scanner/jobs/{jobId}/report` answers the scan's report as an accessible standalone HTML document (`text/html`, a `default-src 'none'` policy). All three are downloads (`Content-Disposition: attachment`, `Cache-Control: no-store`); an error before the first byte is the usual JSON error, a failure mid-stream aborts the download. The SDK offers them as `scanner.exportIssues`, `siteIssues.export` and `scanner.downloadReport`, which resolve to a `ReadableStream<Uint8Array>`.",
    migration:
      'Nothing changes for existing clients. A client that paged `GET /scanner/jobs/{jobId}/issues` to save every issue can read the export instead: one request, every occurrence, in constant memory on both sides.',
  },
  {
    date: '2026-12-02',
    title: 'A dismissal needs a reason',
    change:
      '`POST /scanner/dismissals` requires `reason` (1 to 500 characters): a body without it, or with an empty one, is `400 validation_failed` on the path `reason`. A dismissal is cited with its reason in compliance reports, as are the tracked issues of a site people mark `accepted` or `false_positive` (`PUT /sites/{siteId}/issues/{issueId}`, where a reason is required too). Dismissals made before keep their reason, null when none was given.',
    migration:
      'Send a `reason` with every dismissal (“decorative image, alt is empty on purpose”). Reading dismissals is unchanged: `reason` may still be null on old ones.',
  },
  {
    date: '2026-12-02',
    title: '`compliant` on compliance snapshots is the conformance verdict, not the score',
    change:
      'On snapshots (`GET/POST /compliance/snapshots`, `GET /compliance/snapshots/{id}`), on a target’s `latestSnapshot` and in the `snapshot.ready` webhook, `compliant` is true only when `conformance` is `conforms`: every success criterion of the standard in scope is evaluated (by the automated checks or by a person) and passes or is not applicable, on every page of the target. Otherwise it is false, also when the automated score meets the minimum, and `conformance` says why (`not_known` with the criteria not evaluated and the pages not scanned, or `does_not_conform` with the criteria that fail). It is never null any more: a pending snapshot, or one without a score, is `false`. Until this change `compliant` was score ≥ `minScore` (null without a score).',
    migration:
      'A client that read `compliant` as “the score meets the minimum” reads `scoreMeetsMinimum`, which keeps that meaning and value. A client that wants to know what is missing reads `conformance` (on a snapshot: `notEvaluated`, `failing`, `unscannedPages` and `summary`). Snapshots taken before the change answer with the new meaning too: it is derived from their stored criteria, so a snapshot that was `compliant: true` on its score alone is `compliant: false` now.',
  },
  {
    date: '2026-12-02',
    title: 'Sites: `/sites` and scheduled site scans, whose old scans are pruned',
    change:
      'New endpoints under `/sites` (the `sites` resource of the SDK): a site is a start URL with a site scan’s crawl settings and an optional schedule (a 5-field cron expression and an IANA time zone), run by the service on its schedule or with `POST /sites/{id}/scans`. Each run is a scan that `GET /scanner/jobs` lists like any other. Scans of a site that ended longer ago than the plan keeps them (30, 90 or 365 days) are deleted, with their pages and issues, except the site’s latest completed scan and those its tracked issues or a compliance snapshot refer to. Scans created with `POST /scanner/jobs` are not affected.',
    migration:
      'Nothing changes for existing clients. A client that keeps scan ids of a site’s runs for longer than the plan’s retention must be ready for `GET /scanner/jobs/{id}` to answer 404 for them.',
  },
];

/** The changes in Markdown, a level-3 heading each: the text docs/api-changelog.md and the OpenAPI document carry. */
export function apiChangelogMarkdown(): string {
  return API_CHANGES.map((c) => `### ${c.date}: ${c.title}\n\n${c.change}\n\n**Migration.** ${c.migration}\n`).join('\n');
}
