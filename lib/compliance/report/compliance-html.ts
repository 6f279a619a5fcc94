import type { ComplianceModel, IssueGroup } from './compliance-model.ts';
import { IMPACT_ORDER } from './compliance-model.ts';
import { esc, facts, htmlDocument, provenance, table } from './html.ts';

const RESULT_WORDS: Record<string, string> = { pass: 'Pass', fail: 'Fail', not_evaluated: 'Not evaluated', not_applicable: 'Not applicable' };
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The score trend as bars against the minimum; the table after it carries the same numbers. */
function trendChart(model: ComplianceModel): string {
  const width = 640;
  const height = 220;
  const left = 40;
  const bottom = 30;
  const plot = height - bottom - 10;
  const n = Math.max(model.trend.length, 1);
  const slot = (width - left - 10) / n;
  const bar = Math.min(48, slot * 0.6);
  const y = (score: number) => 10 + plot - (plot * score) / 100;
  const bars = model.trend
    .map((p, i) => {
      const score = p.score ?? 0;
      const x = left + i * slot + (slot - bar) / 2;
      const fill = p.score !== null && p.score >= model.minScore ? '#1d5b99' : '#a3261d';
      return `<rect x="${x.toFixed(1)}" y="${y(score).toFixed(1)}" width="${bar.toFixed(1)}" height="${(plot - (y(score) - 10)).toFixed(1)}" fill="${fill}"></rect>
<text x="${(x + bar / 2).toFixed(1)}" y="${(height - 10).toFixed(1)}" font-size="11" text-anchor="middle" fill="#1a1a1a">${esc(p.date.slice(5))}</text>`;
    })
    .join('\n');
  const min = y(model.minScore);
  const summary = `Score per snapshot from ${model.trend[0]?.date ?? '—'} to ${model.trend.at(-1)?.date ?? '—'}: ${model.trend
    .map((p) => `${p.date} ${p.score ?? 'no score'}`)
    .join(', ')}; minimum ${model.minScore}.`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">
<rect width="${width}" height="${height}" fill="#ffffff"></rect>
<line x1="${left}" y1="${10 + plot}" x2="${width - 10}" y2="${10 + plot}" stroke="#1a1a1a"></line>
<text x="${left - 6}" y="${y(100) + 4}" font-size="11" text-anchor="end" fill="#1a1a1a">100</text>
<text x="${left - 6}" y="${y(0) + 4}" font-size="11" text-anchor="end" fill="#1a1a1a">0</text>
${bars}
<line x1="${left}" y1="${min.toFixed(1)}" x2="${width - 10}" y2="${min.toFixed(1)}" stroke="#1a1a1a" stroke-dasharray="6 4"></line>
<text x="${width - 12}" y="${(min - 4).toFixed(1)}" font-size="11" text-anchor="end" fill="#1a1a1a">minimum ${model.minScore}</text>
</svg>`;
  // An image with alternate text, not inline SVG: printed, an <img alt> becomes a Figure with /Alt, while an
  // inline SVG gets no tag and a <figure> wrapper a Figure without one.
  return `<div class="chart">
<img alt="${esc(summary)}" width="${width}" height="${height}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">
<p class="caption">Score per snapshot (bars; blue at or above the minimum, red below) against the minimum score (dashed line). The table “Score trend” below gives the same figures.</p>
</div>`;
}

function issueTable(caption: string, groups: IssueGroup[]): string {
  if (!groups.length) return `<p>${esc(caption)}: no issues.</p>`;
  return table({
    caption,
    columns: [{ label: 'Rule' }, { label: 'Impact' }, { label: 'WCAG criteria' }, { label: 'Occurrences', num: true }, { label: 'Pages affected', num: true }],
    rows: groups.map((g) => [
      `<code>${esc(g.ruleId)}</code>: ${esc(g.help)}`,
      esc(cap(g.impact)),
      esc(g.criteria.join(', ') || '—'),
      String(g.occurrences),
      String(g.pages),
    ]),
    rowHeader: true,
  });
}

/** The compliance report as an accessible standalone HTML document. */
export function renderComplianceHtml(model: ComplianceModel): string {
  const meets = model.scoreMeetsMinimum === null ? 'no score yet' : model.scoreMeetsMinimum ? 'meets the minimum' : 'below the minimum';
  const header = `<h1>${esc(model.title)}</h1>
<p>Target “${esc(model.targetName)}”, ${esc(model.standard)}; snapshot of ${esc(model.snapshotDate)}; report of ${esc(model.reportDate)}.</p>
${provenance(model.report, model.snapshotDate)}`;
  const summary = facts([
    ['Automated score', esc(`${model.score === null ? 'No score' : `${model.score} of 100`}: ${meets} of ${model.minScore}`)],
    ['Conformance', esc(model.conformance?.summary ?? 'Not known yet.')],
    ['Deadline', esc(model.deadline ? `${model.deadline} (${model.deadlineText})` : 'None')],
    ['Pages scanned', esc(String(model.pagesScanned))],
    [
      'Pages not scanned',
      model.unscannedPages.length
        ? `<ul>${model.unscannedPages.map((p) => `<li><code>${esc(p.url)}</code>: ${esc(p.reason)}</li>`).join('')}</ul><p>They count 0 in the score.</p>`
        : 'None',
    ],
    ['Issues', esc(String(model.totalIssues))],
    ['Engines', esc(model.engines.map((e) => `${e.name} ${e.version}`).join(', ') || '—')],
  ]);
  const trendTable = table({
    caption: 'Score trend',
    columns: [{ label: 'Snapshot date' }, { label: 'Score', num: true }, { label: 'Score vs minimum' }],
    rows: model.trend.map((p) => [
      esc(p.date),
      esc(p.score === null ? '—' : String(p.score)),
      esc(p.scoreMeetsMinimum === null ? '—' : p.scoreMeetsMinimum ? 'Meets the minimum' : 'Below the minimum'),
    ]),
    rowHeader: true,
  });
  const impacts = table({
    caption: 'Issues by impact',
    columns: [{ label: 'Impact' }, { label: 'Issues', num: true }],
    rows: IMPACT_ORDER.map((i) => [esc(cap(i)), String(model.issuesByImpact[i])]),
    rowHeader: true,
  });
  const criteria = table({
    caption: 'Success criteria by result',
    columns: [{ label: 'Result' }, { label: 'Criteria', num: true }],
    rows: Object.entries(model.criteria).map(([k, v]) => [esc(RESULT_WORDS[k] ?? k), String(v)]),
    rowHeader: true,
  });
  const failing = model.failingCriteria.length
    ? table({
        caption: 'Failing success criteria',
        columns: [{ label: 'Criterion' }, { label: 'Level' }, { label: 'Issues', num: true }, { label: 'Pages with issues', num: true }],
        rows: model.failingCriteria.map((c) => [esc(`${c.id} ${c.title}`), esc(c.level), String(c.issueCount), String(c.pages)]),
        rowHeader: true,
      })
    : '<p>No success criterion fails.</p>';
  const changes = !model.changes
    ? '<p>This is the target’s first snapshot: nothing to compare with.</p>'
    : `${facts([
        ['Compared with', esc(model.changes.since ?? 'the previous snapshot')],
        ['Score change', esc(model.changes.scoreChange === null ? '—' : `${model.changes.scoreChange > 0 ? '+' : ''}${model.changes.scoreChange}`)],
        ['New issues', esc(String(model.changes.issuesNew))],
        ['Fixed issues', esc(String(model.changes.issuesFixed))],
      ])}
${
  model.changes.criteria.length
    ? table({
        caption: 'Criteria that changed status',
        columns: [{ label: 'Criterion' }, { label: 'Before' }, { label: 'Now' }],
        rows: model.changes.criteria.map((c) => [esc(`${c.id} ${c.title}`.trim()), esc(RESULT_WORDS[c.from] ?? c.from), esc(RESULT_WORDS[c.to] ?? c.to)]),
        rowHeader: true,
      })
    : '<p>No criterion changed status.</p>'
}`;
  const main = `<section aria-labelledby="summary">
<h2 id="summary">Score, conformance and deadline</h2>
${summary}
</section>
<section aria-labelledby="trend">
<h2 id="trend">Trend across snapshots</h2>
${trendChart(model)}
${trendTable}
</section>
<section aria-labelledby="issues">
<h2 id="issues">Top issues</h2>
${impacts}
${issueTable('Top issues by impact', model.byImpact)}
${issueTable('Top issues by pages affected', model.byPages)}
</section>
<section aria-labelledby="criteria">
<h2 id="criteria">Success criteria</h2>
${criteria}
${failing}
</section>
<section aria-labelledby="changes">
<h2 id="changes">What changed since the previous snapshot</h2>
${changes}
</section>`;
  return htmlDocument({ title: model.title, header, main, footer: '' });
}
