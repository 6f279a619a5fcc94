import { esc, facts, htmlDocument, provenance, table } from './html.ts';
import type { VpatModel } from './vpat-model.ts';

const LEVEL_TABLE = {
  A: 'Table 1: Success Criteria, Level A',
  AA: 'Table 2: Success Criteria, Level AA',
  AAA: 'Table 3: Success Criteria, Level AAA',
} as const;

/** The VPAT as an accessible standalone HTML document. */
export function renderVpatHtml(model: VpatModel): string {
  const p = model.product;
  const header = `<h1>${esc(model.title)}</h1>
<p>Based on VPAT® 2.5 Rev WCAG edition (Voluntary Product Accessibility Template®).</p>
${provenance(model.report, model.snapshotDate)}
${
  model.draft
    ? `<p class="banner" role="note">Draft: ${model.counts.draft} Level A or AA ${model.counts.draft === 1 ? 'criterion has' : 'criteria have'} neither automated nor manual evidence yet and ${model.counts.draft === 1 ? 'is' : 'are'} shown as “Not yet evaluated (draft)”. VPAT 2.5 allows “Not Evaluated” only for Level AAA; this report is not final until they are evaluated.</p>`
    : ''
}`;
  const info = facts([
    ['Name of product/version', esc(`${p.name}${p.version ? ` ${p.version}` : ''}`)],
    ['Report date', esc(model.reportDate)],
    ['Product description', esc(p.description ?? '—')],
    ['Vendor', esc(p.vendor ?? '—')],
    ['Contact information', esc(p.contact ?? '—')],
    [
      'Notes',
      esc(
        `Evidence from the snapshot of ${model.snapshotDate} of ${model.pagesScanned} page${model.pagesScanned === 1 ? '' : 's'}.${
          model.unscannedPages.length
            ? ` ${model.unscannedPages.length} page${model.unscannedPages.length === 1 ? '' : 's'} of the product could not be scanned and ${model.unscannedPages.length === 1 ? 'is' : 'are'} not covered by the automated evidence: ${model.unscannedPages.map((p) => `${p.url} (${p.reason.replace(/\.$/, '')})`).join('; ')}.`
            : ''
        }`,
      ),
    ],
    ['Evaluation methods used', esc(model.evaluationMethods)],
  ]);
  const engines = model.engines.length ? `<ul>${model.engines.map((e) => `<li>${esc(e.name)} ${esc(e.version)}</li>`).join('')}</ul>` : '<p>None recorded.</p>';
  const unscanned = new Map(model.unscannedPages.map((p) => [p.url, p.reason]));
  const pages = `<ul>${model.pages
    .map((url) => `<li><code>${esc(url)}</code>${unscanned.has(url) ? `: could not be scanned (${esc(unscanned.get(url))})` : ''}</li>`)
    .join('')}</ul>`;
  const manual = model.manual.length
    ? table({
        caption: 'Criteria evaluated by a person',
        columns: [{ label: 'Criterion' }, { label: 'Evaluated by' }, { label: 'Date' }],
        rows: model.manual.map((m) => [esc(`${m.id} ${m.title}`), esc(m.by), esc(m.at)]),
        rowHeader: true,
      })
    : '<p>No criterion was evaluated by a person.</p>';
  const standards = table({
    caption: 'Applicable standards/guidelines',
    columns: [{ label: 'Standard/Guideline' }, { label: 'Included in report' }],
    rows: (['2.0', '2.1', '2.2'] as const).map((v) => [
      esc(`Web Content Accessibility Guidelines ${v}`),
      esc(v <= model.version ? 'Level A (Yes), Level AA (Yes), Level AAA (Yes)' : 'No'),
    ]),
    rowHeader: true,
  });
  const terms = `<dl class="facts">
<dt>Supports</dt><dd>The functionality of the product has at least one method that meets the criterion without known defects or meets with equivalent facilitation.</dd>
<dt>Partially Supports</dt><dd>Some functionality of the product does not meet the criterion.</dd>
<dt>Does Not Support</dt><dd>The majority of product functionality does not meet the criterion.</dd>
<dt>Not Applicable</dt><dd>The criterion is not relevant to the product.</dd>
<dt>Not Evaluated</dt><dd>The product has not been evaluated against the criterion. This can only be used in WCAG Level AAA criteria.</dd>
</dl>`;
  const tables = model.tables
    .map(({ level, rows }) =>
      table({
        caption: `${LEVEL_TABLE[level]} (${rows.length} criteria)`,
        columns: [{ label: 'Criteria' }, { label: 'Conformance Level' }, { label: 'Remarks and Explanations' }],
        rows: rows.map((r) => [
          esc(`${r.id} ${r.title} (Level ${r.level})`),
          `<span class="${r.draft ? 'term-draft' : `term-${r.term}`}">${esc(r.label)}</span>`,
          esc(r.remarks),
        ]),
        rowHeader: true,
      }),
    )
    .join('\n');
  const main = `<section aria-labelledby="info">
<h2 id="info">Product information</h2>
${info}
</section>
<section aria-labelledby="methods">
<h2 id="methods">Evaluation methods</h2>
<h3>Engines and versions</h3>
${engines}
<h3>Pages evaluated</h3>
${pages}
<h3>Manual evaluation</h3>
${manual}
</section>
<section aria-labelledby="standards">
<h2 id="standards">Applicable standards and guidelines</h2>
${standards}
<h3>Terms</h3>
${terms}
</section>
<section aria-labelledby="report">
<h2 id="report">WCAG ${esc(model.version)} Report</h2>
<p>Target: ${esc(model.standard)}. Every success criterion of WCAG ${esc(model.version)} at Levels A, AA and AAA.</p>
${tables}
</section>`;
  const footer = `<p>“Voluntary Product Accessibility Template” and “VPAT” are registered service marks of the Information Technology Industry Council (ITI).</p>`;
  return htmlDocument({ title: model.title, header, main, footer });
}
