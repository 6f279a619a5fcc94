import { renderToBuffer, Text, View } from '@react-pdf/renderer';
import { UNTAGGED_PDF_NOTE } from './html.ts';
import { Facts, ReportDocument, styles, Table } from './pdf-parts.tsx';
import type { VpatModel } from './vpat-model.ts';

const LEVEL_TABLE = {
  A: 'Table 1: Success Criteria, Level A',
  AA: 'Table 2: Success Criteria, Level AA',
  AAA: 'Table 3: Success Criteria, Level AAA',
} as const;
const TERM_COLOURS: Record<string, string> = {
  supports: '#14532d',
  'partially-supports': '#7a3e00',
  'does-not-support': '#9b1c1c',
  'not-applicable': '#3f3f3f',
  'not-evaluated': '#3f3f3f',
};

function VpatDocument({ model }: { model: VpatModel }) {
  const p = model.product;
  return (
    <ReportDocument
      title={model.title}
      author={p.vendor ?? p.name}
      subject={`VPAT 2.5 WCAG edition, ${model.standard}`}
      keywords="VPAT, ACR, WCAG, accessibility conformance report"
      running={`${p.name} — VPAT® 2.5 WCAG edition${model.draft ? ' — DRAFT' : ''}`}
    >
      <Text style={styles.h1}>{model.title}</Text>
      <Text style={styles.p}>Based on VPAT® 2.5 Rev WCAG edition (Voluntary Product Accessibility Template®).</Text>
      {model.draft ? (
        <Text style={styles.banner}>
          {`Draft: ${model.counts.draft} Level A or AA ${model.counts.draft === 1 ? 'criterion has' : 'criteria have'} neither automated nor manual evidence yet and ${model.counts.draft === 1 ? 'is' : 'are'} shown as "Not yet evaluated (draft)". VPAT 2.5 allows "Not Evaluated" only for Level AAA; this report is not final until they are evaluated.`}
        </Text>
      ) : null}
      <Text style={styles.h2}>Product information</Text>
      <Facts
        entries={[
          ['Name of product/version', `${p.name}${p.version ? ` ${p.version}` : ''}`],
          ['Report date', model.reportDate],
          ['Product description', p.description ?? '—'],
          ['Vendor', p.vendor ?? '—'],
          ['Contact information', p.contact ?? '—'],
          ['Notes', `Evidence from the snapshot of ${model.snapshotDate} of ${model.pagesScanned} page${model.pagesScanned === 1 ? '' : 's'}.`],
        ]}
      />
      <Text style={styles.h2}>Evaluation methods</Text>
      <Text style={styles.p}>{model.evaluationMethods}</Text>
      <Text style={styles.h3}>Engines and versions</Text>
      <Text style={styles.p}>{model.engines.map((e) => `${e.name} ${e.version}`).join(', ') || 'None recorded.'}</Text>
      <Text style={styles.h3}>Pages evaluated</Text>
      {model.pages.map((url) => (
        <Text key={url}>{`• ${url}`}</Text>
      ))}
      <Text style={styles.h3}>Manual evaluation</Text>
      {model.manual.length ? (
        <Table
          caption="Criteria evaluated by a person"
          columns={[
            { label: 'Criterion', width: 0.5 },
            { label: 'Evaluated by', width: 0.3 },
            { label: 'Date', width: 0.2 },
          ]}
          rows={model.manual.map((m) => [`${m.id} ${m.title}`, m.by, m.at])}
        />
      ) : (
        <Text style={styles.p}>No criterion was evaluated by a person.</Text>
      )}
      <Text style={styles.h2}>Applicable standards and guidelines</Text>
      <Table
        caption="Applicable standards/guidelines"
        columns={[
          { label: 'Standard/Guideline', width: 0.55 },
          { label: 'Included in report', width: 0.45 },
        ]}
        rows={(['2.0', '2.1', '2.2'] as const).map((v) => [
          `Web Content Accessibility Guidelines ${v}`,
          v <= model.version ? 'Level A (Yes), Level AA (Yes), Level AAA (Yes)' : 'No',
        ])}
      />
      <View style={styles.note}>
        <Text>{UNTAGGED_PDF_NOTE}</Text>
      </View>
      <Text style={styles.h2} break>
        {`WCAG ${model.version} Report`}
      </Text>
      <Text style={styles.p}>{`Target: ${model.standard}. Every success criterion of WCAG ${model.version} at Levels A, AA and AAA.`}</Text>
      {model.tables.map(({ level, rows }) => (
        <Table
          key={level}
          caption={`${LEVEL_TABLE[level]} (${rows.length} criteria)`}
          columns={[
            { label: 'Criteria', width: 0.28 },
            { label: 'Conformance Level', width: 0.2 },
            { label: 'Remarks and Explanations', width: 0.52 },
          ]}
          rows={rows.map((r) => [`${r.id} ${r.title} (Level ${r.level})`, r.label, r.remarks])}
          cellStyle={(i, c) => (c === 1 ? { fontFamily: 'Helvetica-Bold', color: rows[i]?.draft ? '#4a2800' : TERM_COLOURS[rows[i]?.term ?? ''] } : undefined)}
        />
      ))}
    </ReportDocument>
  );
}

export function renderVpatPdf(model: VpatModel): Promise<Buffer> {
  return renderToBuffer(<VpatDocument model={model} />);
}
