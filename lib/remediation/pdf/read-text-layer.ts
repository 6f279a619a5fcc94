import { AppError, validationFailed } from '@/lib/errors.ts';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<Pdfjs> | undefined;

/**
 * pdf.js with its "worker" running in this process: the worker module is imported here and handed over
 * through `globalThis.pdfjsWorker`, so nothing is looked up by URL, no thread is started and nothing is
 * fetched. Fonts are never evaluated or fetched: text extraction needs neither.
 */
function pdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loading;
}

export interface TextLayerReport {
  numPages: number;
  /** Info /Title, or else XMP dc:title; trimmed, null when absent or empty. */
  title: string | null;
  /** Catalog /Lang, trimmed; null when absent or empty. */
  language: string | null;
  /** Pages read for text, from page 1: at most `maxPages`, fewer when the time ran out. */
  pagesExamined: number;
  /** 1-based numbers of the examined pages with no text at all. */
  pagesWithoutText: number[];
  timedOut: boolean;
  /** pdf.js saw an /Encrypt dictionary (the document opened without a password). */
  encrypted: boolean;
  /** The first few thousand characters of text, for language detection. */
  sample: string;
}

const SAMPLE_CHARS = 5_000;

const unreadable = (internal: string, cause?: unknown) =>
  new AppError('validation_failed', 'The PDF could not be read.', { details: [{ path: 'pdf', message: 'The PDF could not be read.' }], internal, cause });

export const passwordProtected = () =>
  validationFailed(
    [{ path: 'pdf', message: 'The PDF is password-protected.' }],
    'The PDF is password-protected and cannot be opened; send a copy without a password to check it.',
  );

function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T | typeof TIMED_OUT> {
  const left = deadline - Date.now();
  if (left <= 0) return Promise.resolve(TIMED_OUT);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), left);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
const TIMED_OUT = Symbol('timed out');

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Reads what pdf.js decodes best: the title (Info and XMP), the language, and per page whether there is
 * any text. pdf.js decrypts documents that open without a password; a password-protected one is a 400.
 * Work stops at `deadline` (epoch ms): the pages read until then are reported.
 */
export async function readTextLayer(bytes: Uint8Array, options: { maxPages: number; deadline: number }): Promise<TextLayerReport> {
  const { getDocument, VerbosityLevel } = await pdfjs();
  const task = getDocument({
    data: bytes.slice(), // pdf.js takes the buffer over (transfers it); the caller keeps its copy
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    useWasm: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    stopAtErrors: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const doc = await withDeadline(task.promise, options.deadline).catch((error: unknown) => {
      if (error instanceof Error && error.name === 'PasswordException') throw passwordProtected();
      throw unreadable(`pdf.js could not open the PDF: ${String(error)}`, error);
    });
    if (doc === TIMED_OUT) throw unreadable('pdf.js did not open the PDF in time');

    const { info, metadata } = await doc
      .getMetadata()
      .catch(() => /* expected: metadata pdf.js cannot read: checked as having no title or language */ ({ info: {}, metadata: null }));
    const fields = info as Record<string, unknown>;
    const title = text(fields.Title) ?? text(metadata?.get('dc:title'));
    const language = text(fields.Language);

    const last = Math.min(doc.numPages, options.maxPages);
    const pagesWithoutText: number[] = [];
    let pagesExamined = 0;
    let timedOut = false;
    let sample = '';
    for (let n = 1; n <= last; n++) {
      const hasText = await withDeadline(
        (async () => {
          const page = await doc.getPage(n);
          try {
            const content = await page.getTextContent();
            const strings = content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item.str] : []));
            if (sample.length < SAMPLE_CHARS) sample = `${sample} ${strings.join(' ')}`.slice(0, SAMPLE_CHARS);
            return strings.length > 0;
          } finally {
            page.cleanup();
          }
        })(),
        options.deadline,
      ).catch(() => /* expected: a page pdf.js cannot parse shows no text to anyone either */ false);
      if (hasText === TIMED_OUT) {
        timedOut = true;
        break;
      }
      pagesExamined = n;
      if (!hasText) pagesWithoutText.push(n);
    }
    const encrypted = typeof fields.EncryptFilterName === 'string';
    return { numPages: doc.numPages, title, language, pagesExamined, pagesWithoutText, timedOut, encrypted, sample: sample.trim() };
  } finally {
    await task.destroy().catch(() => /* expected: teardown of a document already failed or closed */ undefined);
  }
}
