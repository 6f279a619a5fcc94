/**
 * One page of a scan's frontier, the scan's unit of work: claimed (within the scan's time budget and the
 * host's politeness), scanned in a browser context of its own, and stored in one transaction with the
 * links it leads to, which join the frontier and are queued as pages of their own. A worker that dies
 * mid-page loses only this page: its job's lease runs out, another worker claims it again (counted as an
 * attempt) and nothing of the lost attempt was stored.
 *
 * Each call answers what the page's workflow does next: wait (the host is busy or was loaded too
 * recently), or nothing more, saying whether the scan's frontier is empty now (then the scan is ended).
 */
export type PageStep = { waitMs: number } | { ended: true; frontierEmpty: boolean };
