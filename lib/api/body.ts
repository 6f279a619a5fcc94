import { AppError } from '@/lib/errors.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
/** Deepest nesting of arrays and objects a body may have; the API's real bodies use three or four. */
export const MAX_BODY_DEPTH = 64;

/**
 * Reads a JSON request body: 415 without a JSON content type, 413 past the limit (counted while
 * streaming, whatever Content-Length says), 400 `invalid_json` when it does not parse, 400
 * `validation_failed` when it nests deeper than MAX_BODY_DEPTH or holds U+0000 (which PostgreSQL cannot store).
 * An absent (or empty) body reads as `undefined`.
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
      // The rest of the body stays unread on the connection, so it cannot carry another request: say
      // so (`Connection: close`) rather than let a keep-alive client send its next request into a reset.
      await reader.cancel();
      throw tooLarge(limit, { Connection: 'close' });
    }
    chunks.push(value);
  }
  if (size === 0) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  let parsed: unknown;
  try {
    // V8 parses iteratively: nesting cannot overflow the stack here, only in walks of the result.
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('invalid_json', 'The request body is not valid JSON.');
  }
  // Before anything walks the value recursively (the check below, zod, the idempotency hash).
  if (nestingDepth(text) > MAX_BODY_DEPTH) {
    throw new AppError('validation_failed', `The request body nests arrays and objects more than ${MAX_BODY_DEPTH} levels deep.`, {
      details: [{ path: 'body', message: `Nested more than ${MAX_BODY_DEPTH} levels deep.` }],
    });
  }
  const nul = pathOfNul(parsed, '');
  if (nul !== null) {
    throw new AppError('validation_failed', 'Text may not contain the NUL character (U+0000).', {
      details: [{ path: nul || 'body', message: 'Contains U+0000.' }],
    });
  }
  return parsed;
}

/**
 * The deepest nesting of `[` and `{` in JSON text (brackets inside strings do not count); linear, no
 * recursion. Strings are skipped with a native search for their end, so a body that is mostly one long
 * string (remediation's HTML) costs little.
 */
export function nestingDepth(json: string): number {
  const stringEnd = /["\\]/g;
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c === 0x22) {
      // Inside a string: jump to its closing quote, past escaped characters.
      stringEnd.lastIndex = i + 1;
      for (let m = stringEnd.exec(json); m; m = stringEnd.exec(json)) {
        if (json.charCodeAt(m.index) === 0x22) {
          i = m.index;
          break;
        }
        stringEnd.lastIndex = m.index + 2;
      }
      if (stringEnd.lastIndex === 0) return deepest; // an unterminated string ends the text
    } else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a path parameter cannot be an identifier PostgreSQL stores as sent, or null when it can: U+0000
 * is refused outright, and an unpaired surrogate would silently become U+FFFD (another identifier).
 */
export function unstorableText(text: string): string | null {
  if (text.includes('\u0000')) return 'Contains U+0000.';
  if (LONE_SURROGATE.test(text)) return 'Contains an unpaired surrogate (not Unicode text).';
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000, so no string (or key) of a body may carry it; the path of the first
 * one found. Recursive, but only ever over a value of at most MAX_BODY_DEPTH levels. (An unpaired
 * surrogate in a body is stored as U+FFFD, as before: see docs/decisions.md.)
 */
function pathOfNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = pathOfNul(value[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const inside = path ? `${path}.${key}` : key;
      const found = key.includes('\u0000') ? inside : pathOfNul(inner, inside);
      if (found !== null) return found;
    }
  }
  return null;
}

const tooLarge = (limit: number, headers?: Record<string, string>) =>
  new AppError('payload_too_large', `The request body is larger than ${Math.round(limit / 1024)} KiB.`, { headers });
