import type { Metadata } from 'next';
import { BarChart } from '@/components/charts/bar-chart.tsx';
import { ChartFigure } from '@/components/charts/chart-figure.tsx';
import { ColumnChart } from '@/components/charts/column-chart.tsx';
import { formatNumber } from '@/components/charts/scale.ts';
import { Notice } from '@/components/ui/notice.tsx';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { Cell, EmptyState, Table } from '@/components/ui/table.tsx';
import { getAnalytics } from '@/lib/analytics/get-analytics.ts';
import { analyticsQuery, type AnalyticsQuery, type AnalyticsReport } from '@/lib/analytics/schemas.ts';
import { listFeatures, listPresets } from '@/lib/catalog/list-catalogue.ts';
import { listFeaturesQuery } from '@/lib/catalog/schemas.ts';
import { AppError } from '@/lib/errors.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { FILTER_LABELS, ReportFilters, type FilterValues } from './_components/report-filters.tsx';
import { byFeatureSummary, dayName, overTimeSummary, periodName, periodTick } from './describe.ts';

export const metadata: Metadata = { title: 'Analytics' };

type Outcome = { report: AnalyticsReport; errors?: undefined } | { report?: undefined; message: string; errors: Record<string, string> };

/** The report, or what is wrong with the filters (bad dates, a range too long) to show beside them. */
async function runReport(raw: FilterValues, run: (query: AnalyticsQuery) => Promise<AnalyticsReport>): Promise<Outcome> {
  const parsed = analyticsQuery.safeParse(raw);
  if (!parsed.success) {
    return { message: 'Check the filters.', errors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) };
  }
  try {
    return { report: await run(parsed.data) };
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 400) throw error;
    return { message: error.message, errors: Object.fromEntries((error.details ?? []).map((d) => [d.path, d.message])) };
  }
}

export default async function AnalyticsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const ctx = await requirePortalContext();
  const params = await searchParams;
  // An empty field of the GET form means "not given".
  const raw: FilterValues = Object.fromEntries(
    (['from', 'to', 'interval', 'featureCode'] as const).flatMap((name) => (typeof params[name] === 'string' && params[name] ? [[name, params[name]]] : [])),
  );
  const [features, presets, outcome] = await Promise.all([
    listFeatures(ctx.principal, listFeaturesQuery.parse({ limit: 200 })),
    listPresets(ctx.principal, { limit: 200 }),
    runReport(raw, (query) => getAnalytics(ctx.principal, query)),
  ]);
  const featureName = new Map(features.data.map((f) => [f.code, f.name]));
  const presetName = new Map(presets.data.map((p) => [p.code, p.name]));
  const { report } = outcome;

  return (
    <>
      <PageHeader
        title="Analytics"
        description="How your end users use the accessibility features: activations over time and by feature, from the events your sites log."
      />
      <ReportFilters
        values={report ? { ...raw, from: report.range.from, to: report.range.to, interval: report.range.interval } : raw}
        features={features.data}
        errors={outcome.errors ?? {}}
      />
      {report ? (
        <Report report={report} featureName={(code) => featureName.get(code) ?? code} presetName={(code) => presetName.get(code) ?? code} />
      ) : (
        <Notice tone="error" title={outcome.message}>
          <ul className="list-disc pl-5">
            {Object.entries(outcome.errors).map(([field, message]) => (
              <li key={field}>
                {FILTER_LABELS[field as keyof FilterValues] ?? field}: {message}
              </li>
            ))}
          </ul>
        </Notice>
      )}
    </>
  );
}

function Report({ report, featureName, presetName }: { report: AnalyticsReport; featureName(code: string): string; presetName(code: string): string }) {
  const { range, totals } = report;
  const byFeature = report.byFeature.map((f) => ({ ...f, name: featureName(f.featureCode) }));
  return (
    <>
      <Section title={`Summary, ${dayName(range.from)} to ${dayName(range.to)}`}>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {[
            ['Activations', totals.activations],
            ['Unique users (estimated)', totals.uniqueUsers],
            ['Events logged', totals.events],
            ['End-user profiles', totals.profiles],
          ].map(([term, value]) => (
            <div key={term} className="rounded-md border border-slate-300 p-3">
              <dt className="text-sm text-slate-700">{term}</dt>
              <dd className="text-2xl font-bold">{formatNumber(Number(value))}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title="Activations over time">
        <ChartFigure
          id="over-time"
          summary={overTimeSummary(report)}
          tableLabel={`Table of activations per ${range.interval}`}
          table={
            <Table caption={`Activations per ${range.interval}`} columns={['Period', 'Activations', 'Unique users (estimated)']}>
              {report.series.map((p) => (
                <tr key={p.period}>
                  <Cell>{periodName(p.period, range.interval)}</Cell>
                  <Cell>{formatNumber(p.activations)}</Cell>
                  <Cell>{formatNumber(p.uniqueUsers)}</Cell>
                </tr>
              ))}
            </Table>
          }
        >
          <ColumnChart
            label={`Column chart of activations per ${range.interval}`}
            describedBy="over-time-summary"
            data={report.series.map((p) => ({ label: p.period, value: p.activations }))}
            axisLabel={(period) => periodTick(period, range.interval)}
          />
        </ChartFigure>
      </Section>
      <Section title="Activations by feature">
        {byFeature.length === 0 ? (
          <EmptyState>No feature was activated in this period.</EmptyState>
        ) : (
          <ChartFigure
            id="by-feature"
            summary={`${byFeatureSummary(byFeature)}${byFeature.length > 12 ? ' The chart shows the 12 most activated; the table lists all.' : ''}`}
            tableLabel="Table of activations by feature"
            table={
              <Table caption="Activations by feature" columns={['Feature', 'Code', 'Activations', 'Unique users (estimated)']}>
                {byFeature.map((f) => (
                  <tr key={f.featureCode}>
                    <Cell>{f.name}</Cell>
                    <Cell>
                      <code>{f.featureCode}</code>
                    </Cell>
                    <Cell>{formatNumber(f.activations)}</Cell>
                    <Cell>{formatNumber(f.uniqueUsers)}</Cell>
                  </tr>
                ))}
              </Table>
            }
          >
            <BarChart
              label="Bar chart of activations by feature"
              describedBy="by-feature-summary"
              data={byFeature.slice(0, 12).map((f) => ({ label: f.name, value: f.activations }))}
            />
          </ChartFigure>
        )}
      </Section>
      <Section title="Profiles by active preset">
        {report.byPreset.length === 0 ? (
          <EmptyState>No end-user profile has a preset switched on.</EmptyState>
        ) : (
          <Table caption="End-user profiles by active preset" columns={['Preset', 'Profiles']}>
            {report.byPreset.map((p) => (
              <tr key={p.presetCode}>
                <Cell>{presetName(p.presetCode)}</Cell>
                <Cell>{formatNumber(p.profiles)}</Cell>
              </tr>
            ))}
          </Table>
        )}
      </Section>
    </>
  );
}
