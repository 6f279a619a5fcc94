import { renderToBuffer, Text, View } from '@react-pdf/renderer';
import { type ComplianceModel, IMPACT_ORDER, type IssueGroup } from './compliance-model.ts';
import { UNTAGGED_PDF_NOTE } from './html.ts';
import { Facts, ReportDocument, styles, Table } from './pdf-parts.tsx';

const RESULT_WORDS: Record<string, string> = { pass: 'Pass', fail: 'Fail', not_evaluated: 'Not evaluated', not_applicable: 'Not applicable' };
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const CHART_HEIGHT = 120;

/** Bars drawn with Views: the score of each snapshot against the minimum (dashed rule); the table after it has the figures. */
function TrendBars({ model }: { model: ComplianceModel }) {
  const minTop = CHART_HEIGHT - (CHART_HEIGHT * model.minScore) / 100;
  return (
    <View wrap={false} style={{ marginVertical: 6 }}>
      <View
        style={{ height: CHART_HEIGHT, flexDirection: 'row', alignItems: 'flex-end', borderBottomWidth: 1, borderBottomColor: '#1a1a1a', position: 'relative' }}
      >
        {model.trend.map((p) => (
          <View key={p.createdAt} style={{ flex: 1, alignItems: 'center', justifyContent: 'flex-end', height: CHART_HEIGHT }}>
            <Text style={{ fontSize: 7.5, marginBottom: 2 }}>{p.score === null ? '—' : String(p.score)}</Text>
            <View
              style={{
                width: '60%',
                maxWidth: 36,
                height: (CHART_HEIGHT - 14) * ((p.score ?? 0) / 100),
                backgroundColor: p.score !== null && p.score >= model.minScore ? '#1d5b99' : '#a3261d',
              }}
            />
          </View>
        ))}
        <View style={{ position: 'absolute', left: 0, right: 0, top: minTop, borderTopWidth: 1, borderTopColor: '#1a1a1a', borderStyle: 'dashed' }} />
      </View>
      <View style={{ flexDirection: 'row' }}>
        {model.trend.map((p) => (
          <Text key={p.createdAt} style={{ flex: 1, textAlign: 'center', fontSize: 7.5 }}>
            {p.date.slice(5)}
          </Text>
        ))}
      </View>
      <Text style={{ fontSize: 8, marginTop: 4 }}>
        {`Score per snapshot (blue at or above the minimum, red below); dashed line: minimum ${model.minScore}. The table "Score trend" gives the same figures.`}
      </Text>
    </View>
  );
}

const ISSUE_COLUMNS = [
  { label: 'Rule', width: 0.42 },
  { label: 'Impact', width: 0.12 },
  { label: 'WCAG criteria', width: 0.18 },
  { label: 'Occurrences', width: 0.14, align: 'right' as const },
  { label: 'Pages', width: 0.14, align: 'right' as const },
];
const issueRows = (groups: IssueGroup[]) =>
  groups.map((g) => [`${g.ruleId}: ${g.help}`, cap(g.impact), g.criteria.join(', ') || '—', String(g.occurrences), String(g.pages)]);

function ComplianceDocument({ model }: { model: ComplianceModel }) {
  const status = model.compliant === null ? 'Not scored' : model.compliant ? 'Compliant' : 'Not compliant';
  return (
    <ReportDocument
      title={model.title}
      author={model.product.vendor ?? model.product.name}
      subject={`Compliance of "${model.targetName}" with ${model.standard}`}
      keywords="accessibility, compliance, WCAG, score"
      running={`${model.product.name} — compliance report — ${model.reportDate}`}
    >
      <Text style={styles.h1}>{model.title}</Text>
      <Text style={styles.p}>{`Target "${model.targetName}", ${model.standard}; snapshot of ${model.snapshotDate}; report of ${model.reportDate}.`}</Text>
      <Text style={styles.h2}>Score against the minimum and deadline</Text>
      <Facts
        entries={[
          ['Score', model.score === null ? 'No score' : `${model.score} of 100`],
          ['Minimum score', String(model.minScore)],
          ['Status', status],
          ['Deadline', model.deadline ? `${model.deadline} (${model.deadlineText})` : 'None'],
          ['Pages scanned', String(model.pagesScanned)],
          ['Issues', String(model.totalIssues)],
          ['Engines', model.engines.map((e) => `${e.name} ${e.version}`).join(', ') || '—'],
        ]}
      />
      <Text style={styles.h2}>Trend across snapshots</Text>
      <TrendBars model={model} />
      <Table
        caption="Score trend"
        columns={[
          { label: 'Snapshot date', width: 0.4 },
          { label: 'Score', width: 0.3, align: 'right' },
          { label: 'Compliant', width: 0.3 },
        ]}
        rows={model.trend.map((p) => [p.date, p.score === null ? '—' : String(p.score), p.compliant === null ? '—' : p.compliant ? 'Yes' : 'No'])}
      />
      <Text style={styles.h2}>Top issues</Text>
      <Table
        caption="Issues by impact"
        columns={[
          { label: 'Impact', width: 0.5 },
          { label: 'Issues', width: 0.5, align: 'right' },
        ]}
        rows={IMPACT_ORDER.map((i) => [cap(i), String(model.issuesByImpact[i])])}
      />
      {model.byImpact.length ? (
        <Table caption="Top issues by impact" columns={ISSUE_COLUMNS} rows={issueRows(model.byImpact)} />
      ) : (
        <Text style={styles.p}>No issues.</Text>
      )}
      {model.byPages.length ? <Table caption="Top issues by pages affected" columns={ISSUE_COLUMNS} rows={issueRows(model.byPages)} /> : null}
      <Text style={styles.h2}>Success criteria</Text>
      <Table
        caption="Success criteria by result"
        columns={[
          { label: 'Result', width: 0.5 },
          { label: 'Criteria', width: 0.5, align: 'right' },
        ]}
        rows={Object.entries(model.criteria).map(([k, v]) => [RESULT_WORDS[k] ?? k, String(v)])}
      />
      {model.failingCriteria.length ? (
        <Table
          caption="Failing success criteria"
          columns={[
            { label: 'Criterion', width: 0.5 },
            { label: 'Level', width: 0.14 },
            { label: 'Issues', width: 0.18, align: 'right' },
            { label: 'Pages with issues', width: 0.18, align: 'right' },
          ]}
          rows={model.failingCriteria.map((c) => [`${c.id} ${c.title}`, c.level, String(c.issueCount), String(c.pages)])}
        />
      ) : (
        <Text style={styles.p}>No success criterion fails.</Text>
      )}
      <Text style={styles.h2}>What changed since the previous snapshot</Text>
      {model.changes ? (
        <View>
          <Facts
            entries={[
              ['Compared with', model.changes.since ?? 'the previous snapshot'],
              ['Score change', model.changes.scoreChange === null ? '—' : `${model.changes.scoreChange > 0 ? '+' : ''}${model.changes.scoreChange}`],
              ['New issues', String(model.changes.issuesNew)],
              ['Fixed issues', String(model.changes.issuesFixed)],
            ]}
          />
          {model.changes.criteria.length ? (
            <Table
              caption="Criteria that changed status"
              columns={[
                { label: 'Criterion', width: 0.5 },
                { label: 'Before', width: 0.25 },
                { label: 'Now', width: 0.25 },
              ]}
              rows={model.changes.criteria.map((c) => [`${c.id} ${c.title}`.trim(), RESULT_WORDS[c.from] ?? c.from, RESULT_WORDS[c.to] ?? c.to])}
            />
          ) : (
            <Text style={styles.p}>No criterion changed status.</Text>
          )}
        </View>
      ) : (
        <Text style={styles.p}>This is the target's first snapshot: nothing to compare with.</Text>
      )}
      <View style={styles.note}>
        <Text>{UNTAGGED_PDF_NOTE}</Text>
      </View>
    </ReportDocument>
  );
}

export function renderCompliancePdf(model: ComplianceModel): Promise<Buffer> {
  return renderToBuffer(<ComplianceDocument model={model} />);
}
