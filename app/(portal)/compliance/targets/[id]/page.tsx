import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { complianceText, deadlineText, minimumText, RESULT_LABELS, SCHEDULE_LABELS, scoreVsMinimum } from '@/components/compliance/labels.ts';
import { SnapshotTrend, type TrendPoint } from '@/components/compliance/snapshot-trend.tsx';
import { standardLabel } from '@/components/scans/labels.ts';
import { ButtonLink } from '@/components/ui/button.tsx';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { Cell, EmptyState, formatDate, Table } from '@/components/ui/table.tsx';
import { listEvaluations } from '@/lib/compliance/list-evaluations.ts';
import type { SnapshotDto } from '@/lib/compliance/schemas.ts';
import { listSnapshots } from '@/lib/compliance/list-snapshots.ts';
import { getTarget } from '@/lib/compliance/get-target.ts';
import { AppError } from '@/lib/errors.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { CriteriaMatrix } from './_components/criteria-matrix.tsx';
import { SnapshotControls } from './_components/snapshot-controls.tsx';

type Params = Promise<{ id: string }>;

const SNAPSHOTS_IN_TREND = 20;

/** The target, or null for one that does not exist or belongs to another tenant (the same 404). */
const loadTarget = cache(async (id: string) => {
  const ctx = await requirePortalContext();
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
  try {
    return { ctx, target: await getTarget(ctx.principal, id) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const loaded = await loadTarget((await params).id);
  return { title: loaded ? `Compliance: ${loaded.target.name}` : 'Target not found' };
}

export default async function TargetPage({ params }: { params: Params }) {
  const loaded = await loadTarget((await params).id);
  if (!loaded) notFound();
  const { ctx, target } = loaded;
  const [snapshots, evaluations] = await Promise.all([
    listSnapshots(ctx.principal, { targetId: target.id, limit: SNAPSHOTS_IN_TREND }),
    listEvaluations(ctx.principal, target.id),
  ]);
  const pending = snapshots.data.find((s) => s.status === 'pending') ?? null;
  const latest = snapshots.data.find((s) => s.status === 'ready') ?? null;
  const trend: TrendPoint[] = snapshots.data
    .filter((s): s is SnapshotDto & { score: number } => s.status === 'ready' && s.score !== null)
    .map((s) => ({ id: s.id, at: s.readyAt ?? s.createdAt, score: s.score, scoreMeetsMinimum: s.scoreMeetsMinimum, pagesScanned: s.pagesScanned }))
    .reverse();
  const canEvaluate = ctx.can('compliance:evaluate');

  return (
    <>
      <PageHeader
        title={target.name}
        description={`${target.urls.length} ${target.urls.length === 1 ? 'page' : 'pages'} held to ${standardLabel(target.standard)}.`}
        actions={<ButtonLink href="/compliance">All targets and reports</ButtonLink>}
      />
      <Section title="Snapshot">
        <SnapshotControls
          targetId={target.id}
          canWrite={ctx.can('compliance:write')}
          pending={
            pending
              ? {
                  id: pending.id,
                  status: pending.status,
                  score: pending.score,
                  scoreMeetsMinimum: pending.scoreMeetsMinimum,
                  conformance: pending.conformance,
                  error: pending.error,
                }
              : null
          }
        />
      </Section>
      <Section title="Summary">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">Automated score</dt>
          <dd>
            {latest
              ? `${scoreVsMinimum(latest.score, target.minScore)}: ${minimumText(latest.scoreMeetsMinimum).toLowerCase()}`
              : `No snapshot yet (minimum ${target.minScore})`}
          </dd>
          <dt className="font-semibold">Conformance</dt>
          <dd>{latest?.conformance ? latest.conformance.summary : 'Not known yet: take a snapshot.'}</dd>
          <dt className="font-semibold">Compliance</dt>
          <dd>{complianceText(latest)}</dd>
          {latest?.unscannedPages.length ? (
            <>
              <dt className="font-semibold">Pages not scanned</dt>
              <dd>
                <ul className="list-disc pl-5">
                  {latest.unscannedPages.map((p) => (
                    <li key={p.url} className="break-all">
                      {p.url}: {p.reason}
                    </li>
                  ))}
                </ul>
                <p className="text-sm text-slate-700">They count 0 in the score until they can be scanned.</p>
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">Deadline</dt>
          <dd>{deadlineText(target.deadline)}</dd>
          <dt className="font-semibold">Schedule</dt>
          <dd>{target.schedule ? `${SCHEDULE_LABELS[target.schedule]} rescans, next ${formatDate(target.nextRunAt)}` : 'None: snapshots are taken by hand'}</dd>
          <dt className="font-semibold">Latest snapshot</dt>
          <dd>{latest ? `${formatDate(latest.readyAt ?? latest.createdAt)}, ${latest.pagesScanned} pages scanned` : 'None yet'}</dd>
          <dt className="font-semibold">Pages</dt>
          <dd>
            <ul className="list-disc pl-5">
              {target.urls.map((url) => (
                <li key={url} className="break-all">
                  {url}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
      </Section>
      <Section title="Snapshot trend">
        {trend.length ? <SnapshotTrend points={trend} minScore={target.minScore} /> : <p className="text-slate-700">No ready snapshots yet.</p>}
      </Section>
      <Section title="Changes since the previous snapshot">
        <Changes snapshot={latest} />
      </Section>
      <Section title="Success criteria">
        {latest ? (
          <>
            <p className="mb-4 text-slate-700">
              From the snapshot of {formatDate(latest.readyAt ?? latest.createdAt)}.{' '}
              {canEvaluate
                ? 'Criteria that automated checks cannot settle need a person: evaluate them here. Take a snapshot to include new evaluations.'
                : `Your role (${ctx.principal.role}) can read evaluations; owners and admins record them.`}
            </p>
            <CriteriaMatrix
              targetId={target.id}
              criteria={latest.criteria}
              evaluations={Object.fromEntries(evaluations.data.map((e) => [e.criterion, e]))}
              canEvaluate={canEvaluate}
            />
          </>
        ) : (
          <EmptyState>No ready snapshot yet: take a snapshot to see the status of every success criterion.</EmptyState>
        )}
      </Section>
    </>
  );
}

function Changes({ snapshot }: { snapshot: SnapshotDto | null }) {
  if (!snapshot) return <p className="text-slate-700">No ready snapshot yet.</p>;
  const changes = snapshot.changes;
  if (!changes) return <p className="text-slate-700">This is the target’s first snapshot: there is nothing to compare it with yet.</p>;
  const score = changes.scoreChange;
  const titles = new Map(snapshot.criteria.map((c) => [c.criterion, c.title]));
  return (
    <>
      <ul className="mb-4 list-disc pl-5">
        <li>
          {changes.issuesNew} new {changes.issuesNew === 1 ? 'issue' : 'issues'}, {changes.issuesFixed} fixed
        </li>
        <li>Score {score == null ? 'not comparable' : score > 0 ? `up ${score} points` : score < 0 ? `down ${-score} points` : 'unchanged'}</li>
        <li>
          {changes.criteria.length} {changes.criteria.length === 1 ? 'criterion' : 'criteria'} changed status
        </li>
      </ul>
      {changes.criteria.length ? (
        <Table caption="Criteria that changed status since the previous snapshot" showCaption columns={['Criterion', 'Before', 'Now']}>
          {changes.criteria.map((c) => (
            <tr key={c.criterion}>
              <Cell>
                {c.criterion} {titles.get(c.criterion) ?? ''}
              </Cell>
              <Cell>{RESULT_LABELS[c.from]}</Cell>
              <Cell>{RESULT_LABELS[c.to]}</Cell>
            </tr>
          ))}
        </Table>
      ) : null}
    </>
  );
}
