import { withPage } from '@/lib/scanner/render/browser.ts';

/**
 * The PDF editions, printed by the scanner's Chromium from the HTML edition (docs/decisions.md, "Compliance
 * reports are printed from their HTML"): a tagged PDF (headings, tables with header cells, lists, reading
 * order), bookmarks from the headings, the title shown as the window title and the document's language.
 *
 * Runs on the main thread, where the browser lives; the layout and drawing happen in Chromium's own
 * processes, so the event loop only passes the document in and the bytes out. The page has no network at
 * all (the document carries its fonts and needs nothing else): `offline` refuses every request.
 */

/** One report's printing, the document's fonts included; a 50-page VPAT prints in well under a second. */
export const PRINT_TIMEOUT_MS = 30_000;

export async function printPdf(printHtml: string): Promise<Uint8Array<ArrayBuffer>> {
  return withPage(
    async (page) => {
      await page.setContent(printHtml, { waitUntil: 'load' });
      // data: fonts decode asynchronously: printing before they are ready would embed a fallback font.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const pdf = await page.pdf({ tagged: true, outline: true, printBackground: true, preferCSSPageSize: true });
      return new Uint8Array(pdf);
    },
    {
      timeoutMs: PRINT_TIMEOUT_MS,
      offline: true,
      timeoutMessage: () => `The report could not be printed within ${PRINT_TIMEOUT_MS / 1000} s.`,
    },
  );
}
