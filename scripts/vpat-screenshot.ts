/**
 * `npm run screenshot:vpat`: docs/screenshots/vpat-page.png, one page of the PDF of a VPAT generated from the
 * test fixture (50 pages, a manual evaluation, draft) and printed as the service prints it, rendered by
 * pdf.js in the scanner's browser without any network (the library and its worker are handed to the page
 * as blob: URLs) and screenshotted. `npm run screenshot:vpat -- 3` picks another page (default 1: the title block).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildReport } from '../lib/compliance/report/build-report.ts';
import { printPdf } from '../lib/compliance/report/print-pdf.ts';
import { closeBrowser, withPage } from '../lib/scanner/render/browser.ts';
import { reportFixture } from '../test/fixtures/compliance-report.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'docs', 'screenshots', 'vpat-page.png');

const RENDER = `async ({ pdf, lib, worker, pageNumber, scale }) => {
  const url = (text) => URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
  const pdfjs = await import(url(lib));
  pdfjs.GlobalWorkerOptions.workerSrc = url(worker);
  const bytes = Uint8Array.from(atob(pdf), (c) => c.charCodeAt(0));
  const doc = await pdfjs.getDocument({ data: bytes, isEvalSupported: false }).promise;
  const page = await doc.getPage(Math.min(pageNumber, doc.numPages));
  const viewport = page.getViewport({ scale });
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  canvas.setAttribute('aria-label', 'VPAT page ' + pageNumber);
  document.body.append(canvas);
  await page.render({ canvasContext: canvas.getContext('2d'), viewport }).promise;
  return { pages: doc.numPages, width: canvas.width, height: canvas.height };
}`;

async function main() {
  const pageNumber = Number(process.argv[2] ?? 1);
  const pdf = Buffer.from(await printPdf(buildReport('vpat', reportFixture({ pages: 50 })).printHtml));
  const [lib, worker] = await Promise.all(
    ['pdf.mjs', 'pdf.worker.mjs'].map((f) => readFile(path.join(root, 'node_modules', 'pdfjs-dist', 'build', f), 'utf8')),
  );
  const png = await withPage(
    async (page) => {
      await page.setContent(
        '<!DOCTYPE html><html lang="en"><head><title>VPAT page</title><style>body{margin:0;background:#fff}</style></head><body></body></html>',
      );
      const size = await page.evaluate(`(${RENDER})(${JSON.stringify({ pdf: pdf.toString('base64'), lib, worker, pageNumber, scale: 1.5 })})`);
      console.log(`rendered page ${pageNumber}:`, size);
      return page.locator('canvas').screenshot({ type: 'png' });
    },
    { timeoutMs: 60_000, offline: true, viewport: { width: 1000, height: 1300 } },
  );
  await writeFile(out, png);
  console.log(`wrote ${path.relative(root, out)}`);
}

try {
  await main();
} finally {
  await closeBrowser();
}
