/**
 * The pieces of a scan's HTML report (lib/scanner/download-scan-report.ts puts them in order): a
 * standalone document with inline CSS only (text colours 4.5:1 or more on their backgrounds), landmarks,
 * headings in order and tables with captions and header scopes. Every value a scanned page wrote (URLs,
 * selectors, markup, titles) goes through `esc`.
 */
import { esc, REPORT_FRAME_CSS } from '@/lib/report-html.ts';

/** What it may load and run: its inline style, nothing else (a value that got in unescaped could do nothing). */
export const SCAN_REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const CSS = `${REPORT_FRAME_CSS}
h3 { margin-top: 1.75rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 .75rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
.note { border-left: 4px solid #0b4f9c; background: #f1f5fb; padding: .5rem 1rem; margin: .75rem 0; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1.5rem; font-size: .95rem; }
caption { text-align: left; font-weight: 700; padding: .25rem 0 .5rem; }
th, td { border: 1px solid #6b6b6b; padding: .4rem .6rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
thead th { background: #e8ecf2; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
code { font: .9em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
footer { margin-top: 2rem; padding-bottom: 2rem; font-size: .9rem; color: #333; }
@media print { header, main, footer { max-width: none; padding: 0; } tr { break-inside: avoid; } thead { display: table-header-group; } }
`;

export function documentStart(title: string, header: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${CSS}</style>
</head>
<body>
<header>
${header}
</header>
<main>
`;
}

export function documentEnd(footer: string): string {
  return `</main>
<footer>
${footer}
</footer>
</body>
</html>
`;
}

/** A definition list of facts; values are escaped here. */
export function facts(entries: [string, unknown][]): string {
  return `<dl>${entries.map(([term, value]) => `<dt>${esc(term)}</dt><dd>${esc(value)}</dd>`).join('')}</dl>`;
}

/** A table's opening: caption and column headers (scope col); its rows follow, then `tableEnd`. */
export function tableStart(caption: string, columns: { label: string; num?: boolean }[]): string {
  const head = columns.map((c) => `<th scope="col"${c.num ? ' class="num"' : ''}>${esc(c.label)}</th>`).join('');
  return `<table>\n<caption>${esc(caption)}</caption>\n<thead><tr>${head}</tr></thead>\n<tbody>\n`;
}

export const tableEnd = '</tbody>\n</table>\n';

/** A row whose first cell heads it (scope row); cells are markup the caller escaped. */
export function row(cells: string[], options: { rowHeader?: boolean; num?: number[] } = {}): string {
  return `<tr>${cells
    .map((cell, i) => {
      const num = options.num?.includes(i) ? ' class="num"' : '';
      return i === 0 && options.rowHeader ? `<th scope="row"${num}>${cell}</th>` : `<td${num}>${cell}</td>`;
    })
    .join('')}</tr>\n`;
}
