import Link from 'next/link';
import { FindingDetails } from '@/components/scans/finding-details.tsx';
import { criteria } from '@/components/scans/issue-groups.tsx';
import { isActive } from '@/components/scans/labels.ts';
import { Pager } from '@/components/ui/pager.tsx';
import { EmptyState } from '@/components/ui/table.tsx';
import { decodeOffset } from '@/lib/pagination.ts';
import type { PortalContext } from '@/lib/portal/context.ts';
import { listReviews } from '@/lib/scanner/read-scans.ts';
import { listReviewsQuery, type ScanJobDto, type ScanReviewDto } from '@/lib/scanner/schemas.ts';

/** The query parameter of this list's cursor: the issue list has `cursor`, the pages table `pages`. */
export const REVIEWS_CURSOR = 'reviews';
const REVIEWS_PER_PAGE = 25;

/** Shown on a scan that asked more than axe, or where an engine asked for checks; axe alone never asks. */
export function showsNeedsReview(job: ScanJobDto): boolean {
  return Boolean(job.summary?.needsReview) || job.options.engines.some((name) => name !== 'axe');
}

function Review({ review, showPage }: { review: ScanReviewDto; showPage: boolean }) {
  return (
    <li className="rounded-md border border-slate-300 p-3">
      <p className="font-semibold text-slate-900">{review.help}</p>
      <div className="mt-2">
        {/* An engine's message is often its rule's title, already the heading. */}
        <FindingDetails
          finding={review.failureSummary === review.help ? { ...review, failureSummary: '' } : review}
          showPage={showPage}
          summaryTerm="What to check"
          enginesVerb="Asked"
        >
          <div>
            <dt className="font-semibold">Criteria</dt>
            <dd>{criteria(review)}</dd>
          </div>
        </FindingDetails>
      </div>
    </li>
  );
}

/**
 * What the engines ask a person to check on this scan's pages, a page of the list at a time (its own cursor,
 * so the issue list's paging is left alone). Not violations: never in the issues, the counts or the score.
 */
export async function NeedsReview({ ctx, job, cursor }: { ctx: PortalContext; job: ScanJobDto; cursor?: string }) {
  const note = (
    <p className="mb-4 text-slate-700">
      These are not violations and are not in the score: the engines could not decide them and ask a person to check each one (IBM Equal Access’s potential and
      manual results, HTML_CodeSniffer’s warnings).
    </p>
  );
  if (!job.summary) {
    return (
      <p className="text-slate-700">
        {isActive(job.status)
          ? 'What the engines ask you to check appears here when the scan completes.'
          : 'This scan did not complete: there is nothing to review.'}
      </p>
    );
  }
  // A hand-edited cursor falls back to the list's first page rather than an error page.
  const parsed = listReviewsQuery.safeParse({ cursor, limit: REVIEWS_PER_PAGE });
  let query = parsed.success ? parsed.data : listReviewsQuery.parse({ limit: REVIEWS_PER_PAGE });
  try {
    decodeOffset(query.cursor);
  } catch {
    // expected: a cursor edited in the address bar starts at the first page
    query = { ...query, cursor: undefined };
  }
  const page = await listReviews(ctx.principal, job.id, query);
  const total = job.summary.needsReview ?? 0;
  if (page.data.length === 0) {
    return (
      <>
        {note}
        {query.cursor ? (
          <p>
            There are no items this far into the list. <Link href={`/scans/${job.id}`}>Go to its first page</Link>
          </p>
        ) : (
          <EmptyState>Nothing to review: the engines asked for no checks by hand on this scan.</EmptyState>
        )}
      </>
    );
  }
  return (
    <>
      {note}
      <p className="mb-4 text-slate-700">
        {total} {total === 1 ? 'item' : 'items'} to check, by rule.
      </p>
      <ol className="grid gap-3" aria-label="Items to review">
        {page.data.map((review) => (
          <Review key={review.id} review={review} showPage={job.pagesScanned > 1} />
        ))}
      </ol>
      <Pager basePath={`/scans/${job.id}`} cursor={query.cursor} nextCursor={page.nextCursor} cursorParam={REVIEWS_CURSOR} label="Pages of the review list" />
    </>
  );
}
