import { fileTypeFromBuffer } from 'file-type';
import { AppError, validationFailed } from '@/lib/errors.ts';
import { FetchFailedError, safeFetch } from '@/lib/net/ssrf.ts';
import { PDF_MAX_BYTES, PDF_TIMEOUT_MS } from '../schemas.ts';

const bad = (path: 'pdfUrl' | 'pdfBase64', message: string) => validationFailed([{ path, message }], message);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** Readers accept the header anywhere in the first 1024 bytes (some files carry a preamble). */
async function looksLikePdf(bytes: Uint8Array): Promise<boolean> {
  if (Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).includes(PDF_MAGIC)) return true;
  return (await fileTypeFromBuffer(bytes))?.mime === 'application/pdf';
}

async function fetchPdf(url: string, signal?: AbortSignal): Promise<Uint8Array> {
  let response: Awaited<ReturnType<typeof safeFetch>>;
  try {
    response = await safeFetch(url, { maxBytes: PDF_MAX_BYTES, timeoutMs: PDF_TIMEOUT_MS, headers: { Accept: 'application/pdf' }, signal });
  } catch (error) {
    if (error instanceof AppError) throw error; // 422 unsafe_url, 413 payload_too_large
    if (error instanceof FetchFailedError) throw bad('pdfUrl', `The PDF could not be fetched: ${error.message}`);
    if (signal?.aborted) throw error;
    throw bad('pdfUrl', 'The PDF could not be fetched.');
  }
  if (response.status < 200 || response.status > 299) throw bad('pdfUrl', `The PDF URL answered HTTP ${response.status}.`);
  return new Uint8Array(response.body.buffer, response.body.byteOffset, response.body.length);
}

function decodeBase64(raw: string): Uint8Array {
  // A data: URL prefix and line breaks are what people paste; anything else outside the alphabet is an error.
  const compact = raw.replace(/^data:application\/pdf;base64,/i, '').replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) throw bad('pdfBase64', 'pdfBase64 is not valid base64.');
  if ((compact.length / 4) * 3 > PDF_MAX_BYTES + 2) {
    throw new AppError('payload_too_large', 'The PDF is larger than the 25 MiB limit.');
  }
  return new Uint8Array(Buffer.from(compact, 'base64'));
}

/**
 * The caller's PDF as bytes: fetched through the SSRF guard (public hosts only, every redirect vetted,
 * 25 MiB within 10 s) or decoded from strict base64, and checked by its bytes to be a PDF. Unsafe URLs are
 * 422 `unsafe_url`, a file over the limit 413; a URL that cannot be fetched, bad base64 or a file that is
 * not a PDF is 400 `validation_failed`. `url` is the caller's URL, or '' for base64.
 */
export async function loadPdf(input: { pdfUrl?: string; pdfBase64?: string }, signal?: AbortSignal): Promise<{ bytes: Uint8Array; url: string }> {
  const path = input.pdfUrl !== undefined ? 'pdfUrl' : 'pdfBase64';
  const url = input.pdfUrl?.trim() ?? '';
  let bytes: Uint8Array;
  if (input.pdfUrl !== undefined) bytes = await fetchPdf(url, signal);
  else if (input.pdfBase64 !== undefined) bytes = decodeBase64(input.pdfBase64);
  else throw bad('pdfUrl', 'Give exactly one of pdfUrl and pdfBase64.');
  if (bytes.length === 0) throw bad(path, 'The PDF is empty.');
  if (!(await looksLikePdf(bytes))) throw bad(path, 'The file is not a PDF.');
  return { bytes, url };
}
