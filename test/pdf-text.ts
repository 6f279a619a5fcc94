type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let loading: Promise<Pdfjs> | undefined;

/** pdf.js in this process (its worker module handed over, as lib/remediation/pdf/read-text-layer.ts does). */
function pdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loading;
}

/** A PDF's text in content order (items joined by spaces, pages by newlines), its title and language. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; title: string | null; language: string | null; pages: number }> {
  const { getDocument, VerbosityLevel } = await pdfjs();
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useWorkerFetch: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' '),
      );
    }
    // pdf.js reports the catalog's /Lang as info.Language.
    const { info } = (await doc.getMetadata()) as { info: { Title?: string; Language?: string } };
    return { text: pages.join('\n'), title: info.Title ?? null, language: info.Language ?? null, pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}
