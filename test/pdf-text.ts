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

/** A PDF's text in content order (items joined by spaces, lines wrapped at a hyphen rejoined, pages by newlines), its title and language. */
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
      // A line that ends in a hyphen ("Audio-" / "only") was wrapped at the hyphen: joined without a space.
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str + (item.hasEOL && item.str.endsWith('-') ? '' : ' ');
      }
      pages.push(line.replace(/\s+/g, ' '));
    }
    // pdf.js reports the catalog's /Lang as info.Language.
    const { info } = (await doc.getMetadata()) as { info: { Title?: string; Language?: string } };
    return { text: pages.join('\n'), title: info.Title ?? null, language: info.Language ?? null, pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

export interface TextBox {
  text: string;
  /** PDF user space, origin at the bottom left: x, y of the baseline start; width and height of the run. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The text runs of one page (1-based) with their boxes, as pdf.js lays them out. */
export async function pdfTextBoxes(bytes: Uint8Array, pageNumber: number): Promise<TextBox[]> {
  const { getDocument, VerbosityLevel } = await pdfjs();
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useWorkerFetch: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  try {
    const content = await (await doc.getPage(pageNumber)).getTextContent();
    return content.items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, height: item.height }]
        : [],
    );
  } finally {
    await doc.destroy();
  }
}

/** Pairs of boxes whose areas overlap by more than `tolerance` points each way (touching runs do not count). */
export function overlappingBoxes(boxes: TextBox[], tolerance = 0.5): [TextBox, TextBox][] {
  const overlaps: [TextBox, TextBox][] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      const x = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const y = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (x > tolerance && y > tolerance) overlaps.push([a, b]);
    }
  }
  return overlaps;
}
