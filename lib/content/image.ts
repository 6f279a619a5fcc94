import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { AppError, validationFailed } from '@/lib/errors.ts';
import { FetchFailedError, safeFetch } from '@/lib/net/ssrf.ts';
import type { FetchedImage } from './providers/provider.ts';
import { IMAGE_MAX_BYTES, IMAGE_TIMEOUT_MS } from './schemas.ts';

/** What OCR and vision models both read. SVG is not among them: it is a program, not pixels. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);

const bad = (message: string) => validationFailed([{ path: 'imageUrl', message }], message);

/**
 * Pixels an image may have. Ten MiB of PNG can hold a single-colour picture of hundreds of megapixels that
 * decodes to gigabytes in the OCR engine (a decompression bomb); a vision model downsizes what it is sent
 * anyway. 25 megapixels is a 6,000 × 4,000 photograph or a page scanned at 600 dpi.
 */
export const IMAGE_MAX_PIXELS = 25_000_000;

/**
 * Fetches a caller's image through the SSRF guard (public hosts only, every redirect vetted, 10 MiB, 10 s
 * for the whole exchange) and checks by its bytes, not its Content-Type, that it is an image we read.
 * Unsafe URLs are 422 `unsafe_url`, an image over the limit 413; an image that cannot be fetched, is
 * not one, or has more than IMAGE_MAX_PIXELS pixels (told from its header) is 400 `validation_failed` at `imageUrl`.
 */
export async function fetchImage(url: string, signal?: AbortSignal): Promise<FetchedImage & { digest: string }> {
  let response: Awaited<ReturnType<typeof safeFetch>>;
  try {
    response = await safeFetch(url, {
      maxBytes: IMAGE_MAX_BYTES,
      timeoutMs: IMAGE_TIMEOUT_MS,
      headers: { Accept: 'image/png, image/jpeg, image/gif, image/webp, image/bmp;q=0.9' },
      signal,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof FetchFailedError) throw bad(`The image could not be fetched: ${error.message}`);
    if (signal?.aborted) throw error;
    throw bad('The image could not be fetched.');
  }
  if (response.status < 200 || response.status > 299) throw bad(`The image URL answered HTTP ${response.status}.`);
  if (response.body.length === 0) throw bad('The image URL answered with an empty body.');
  const type = await fileTypeFromBuffer(response.body);
  if (!type || !IMAGE_TYPES.has(type.mime)) {
    throw bad('The URL does not point to a PNG, JPEG, GIF, WebP or BMP image.');
  }
  // The size from the header, before anything decodes the pixels.
  let size: { width?: number; height?: number };
  try {
    size = imageSize(response.body);
  } catch {
    throw bad('The image could not be read: its header is damaged.');
  }
  const { width = 0, height = 0 } = size;
  if (width <= 0 || height <= 0) throw bad('The image could not be read: it has no size.');
  if (width * height > IMAGE_MAX_PIXELS) {
    throw bad(
      `The image is ${width.toLocaleString('en')} × ${height.toLocaleString('en')} pixels; at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels are read.`,
    );
  }
  return { bytes: response.body, mimeType: type.mime, digest: createHash('sha256').update(response.body).digest('hex') };
}
