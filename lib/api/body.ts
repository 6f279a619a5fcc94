import { AppError } from '@/lib/errors.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads a JSON request body: 415 without a JSON content type, 413 past the limit (counted while
 * streaming, whatever Content-Length says), 400 `invalid_json` when it does not parse.
 * An absent body reads as `undefined`.
 */
export async function readJsonBody(req: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (!req.body || declared === 0) return undefined;

  const type = req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json' && !type?.endsWith('+json')) {
    throw new AppError('unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.');
  }
  if (declared > limit) throw tooLarge(limit);

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  if (size === 0) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('invalid_json', 'The request body is not valid JSON.');
  }
  const nul = pathOfNul(parsed, '');
  if (nul !== null) {
    throw new AppError('validation_failed', 'Text may not contain the NUL character (U+0000).', {
      details: [{ path: nul || 'body', message: 'Contains U+0000.' }],
    });
  }
  return parsed;
}

/** PostgreSQL text cannot hold U+0000, so no string of a body may carry it; the path of the first one found. */
function pathOfNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = pathOfNul(value[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = key.includes('\u0000') ? `${path ? `${path}.` : ''}${key}` : pathOfNul(inner, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

const tooLarge = (limit: number) => new AppError('payload_too_large', `The request body is larger than ${Math.round(limit / 1024)} KiB.`);
