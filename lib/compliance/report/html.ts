import { esc, REPORT_FRAME_CSS } from '@/lib/report-html.ts';
import { PRINT_FONT_FAMILY, PRINT_MONO_FAMILY, printFontFaces } from './print-fonts.ts';

/**
 * The HTML editions' frame: one standalone document (no external resources), print-friendly inline CSS
 * whose text colours keep 4.5:1 or more, and small helpers that escape every value they place.
 */

export { REPORT_HTML_CSP } from './csp.ts';

export { esc } from '@/lib/report-html.ts';

const CSS = `${REPORT_FRAME_CSS}dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0; }
dl.facts dt { font-weight: 600; }
dl.facts dd { margin: 0; }
.provenance { font-size: .95em; margin: 0 0 .5rem; }
.banner { border: 3px solid #8a4b00; background: #fff4e0; color: #4a2800; padding: .75rem 1rem; margin: 1rem 0; font-weight: 600; }
.note { border-left: 4px solid #0b4f9c; background: #f1f5fb; padding: .5rem 1rem; margin: 1rem 0; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1.5rem; font-size: .95rem; }
caption { text-align: left; font-weight: 700; font-size: 1.05rem; padding: .25rem 0 .5rem; }
th, td { border: 1px solid #6b6b6b; padding: .4rem .6rem; text-align: left; vertical-align: top; }
thead th { background: #e8ecf2; }
tbody th { font-weight: 600; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.term-supports { color: #14532d; font-weight: 600; }
.term-partially-supports { color: #7a3e00; font-weight: 600; }
.term-does-not-support { color: #9b1c1c; font-weight: 600; }
.term-not-applicable, .term-not-evaluated { color: #3f3f3f; font-weight: 600; }
.term-draft { color: #4a2800; font-weight: 700; font-style: italic; }
code { font: .9em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
.chart { margin: 1rem 0; }
.chart img { max-width: 100%; height: auto; }
.chart .caption { font-size: .95rem; color: #333; margin: .25rem 0 0; }
footer { margin-top: 2rem; padding-bottom: 2rem; font-size: .9rem; color: #333; }
@media print {
  body { font-size: 11pt; }
  header, main, footer { max-width: none; padding: 0; }
  h2 { break-after: avoid; }
  tr, .chart { break-inside: avoid; }
  thead { display: table-header-group; }
  a { color: #1a1a1a; }
}
`;

export function htmlDocument(options: { title: string; header: string; main: string; footer: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(options.title)}</title>
<style>${CSS}</style>
</head>
<body>
<header>
${options.header}
</header>
<main>
${options.main}
</main>
<footer>
${options.footer}
</footer>
</body>
</html>
`;
}

/** A data table with a caption, column headers (scope col) and, when `rowHeader`, the first cell of each row as its header (scope row). */
export function table(options: { caption: string; columns: { label: string; num?: boolean }[]; rows: string[][]; rowHeader?: boolean; id?: string }): string {
  const head = options.columns.map((c) => `<th scope="col"${c.num ? ' class="num"' : ''}>${esc(c.label)}</th>`).join('');
  const body = options.rows
    .map(
      (cells) =>
        `<tr>${cells
          .map((cell, i) => {
            const num = options.columns[i]?.num ? ' class="num"' : '';
            return i === 0 && options.rowHeader ? `<th scope="row"${num}>${cell}</th>` : `<td${num}>${cell}</td>`;
          })
          .join('')}</tr>`,
    )
    .join('\n');
  return `<table${options.id ? ` id="${esc(options.id)}"` : ''}>
<caption>${esc(options.caption)}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table>`;
}

/**
 * Where a report came from, for people who keep the file: its id, the snapshot's date and a link back to the
 * live report in the portal (its status, its other formats, later reports).
 */
export const provenance = (report: { id: string; url: string }, snapshotDate: string) =>
  `<p class="provenance">Report <code>${esc(report.id)}</code> of the snapshot of ${esc(snapshotDate)}. The live report, with its other formats: <a href="${esc(report.url)}">${esc(report.url)}</a>.</p>`;

export const facts = (entries: [string, string][]) => `<dl class="facts">${entries.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${v}</dd>`).join('')}</dl>`;

/**
 * The document the PDF edition is printed from: the HTML edition with its fonts embedded (print-fonts.ts)
 * and print sizes. The browser makes the PDF's tags, bookmarks, title and language from its structure.
 */
export function printDocument(html: string): string {
  const style = `<style>
${printFontFaces(html)}
body { font-family: ${PRINT_FONT_FAMILY}, sans-serif; font-size: 10pt; }
code { font-family: ${PRINT_MONO_FAMILY}, monospace; }
table { font-size: 9pt; }
@page { size: Letter; margin: 0.6in 0.6in 0.7in; }
</style>
</head>`;
  return html.replace('</head>', () => style);
}
