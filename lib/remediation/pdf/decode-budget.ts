import zlib from 'node:zlib';
import { AppError } from '@/lib/errors.ts';

/**
 * Decompression-bomb guard, run on the raw bytes before pdf-lib or pdf.js see them: both decode streams
 * synchronously and in one buffer (pdf-lib every object stream at load, pdf.js the content streams and fonts
 * it reads), so a 25 MiB file of Flate streams could expand to ~25 GB. 200 MiB decoded in total is several
 * times what a text-and-structure check of a genuine 25 MiB document decodes (its bulk is images, mostly
 * DCT, which are counted at their raw size) and keeps one check's peak memory under ~0.5 GB; no one stream
 * may decode to over 100 MiB, the largest single buffer.
 */
export const MAX_DECODED_BYTES = 200 * 1024 * 1024;
export const MAX_STREAM_DECODED_BYTES = 100 * 1024 * 1024;

export interface DecodeBudget {
  total: number;
  perStream: number;
}

/**
 * Worst-case expansion of the filters not decoded here: LZW emits at most one 4096-byte dictionary string
 * per 12-bit code, RunLength 128 bytes per 2, ASCII85 4 bytes per `z`, Flate ~1032x. Counting LZW at its
 * worst case means only ~75 KB of LZW data fits the budget: LZW has been obsolete since PDF 1.2 and is rare.
 * Image filters (DCT, JPX, CCITT, JBIG2) are counted at their raw size: the checks never decode images.
 */
const WORST_CASE: Record<string, number> = { LZWDecode: 2731, RunLengthDecode: 64, ASCII85Decode: 4, FlateDecode: 1032 };
const ABBREVIATIONS: Record<string, string> = { Fl: 'FlateDecode', LZW: 'LZWDecode', RL: 'RunLengthDecode', A85: 'ASCII85Decode', AHx: 'ASCIIHexDecode' };

const tooBig = (budget: DecodeBudget) =>
  new AppError(
    'payload_too_large',
    `The PDF expands to more than ${Math.round(budget.total / 1024 / 1024)} MiB (or one stream to more than ${Math.round(budget.perStream / 1024 / 1024)} MiB) when decompressed.`,
  );

/**
 * Inflates `data` without holding the output (unless `keep`), stopping once more than `limit` bytes came
 * out. Bytes produced before a zlib error count (pdf.js keeps a damaged stream's leading data); a stream
 * zlib cannot inflate at all counts as 0 — the libraries will report it unreadable as they do now.
 */
function inflateCounted(data: Uint8Array, limit: number, keep: boolean): Promise<{ size: number; out: Buffer | null }> {
  return new Promise((resolve) => {
    const inflate = zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      resolve({ size, out: keep && size <= limit ? Buffer.concat(chunks) : null });
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (keep) chunks.push(chunk);
      if (size > limit) {
        finish();
        inflate.destroy();
      }
    });
    inflate.on('end', finish);
    inflate.on('error', finish);
    inflate.on('close', finish);
    inflate.end(data);
  });
}

/** Small streams (most of a PDF's) inflate in one synchronous call, bounded by `maxOutputLength`. */
async function inflate(data: Uint8Array, limit: number, keep: boolean): Promise<{ size: number; out: Buffer | null }> {
  if (data.length > 64 * 1024) return inflateCounted(data, limit, keep);
  try {
    const out = zlib.inflateSync(data, { maxOutputLength: limit + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    return { size: out.length, out: keep ? out : null };
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { size: limit + 1, out: null };
    return inflateCounted(data, limit, keep); // damaged: count what comes out before the damage
  }
}

function asciiHex(data: Uint8Array): Buffer {
  const text = Buffer.from(data).toString('latin1');
  const end = text.indexOf('>');
  const hex = (end === -1 ? text : text.slice(0, end)).replace(/[^0-9a-fA-F]/g, '');
  return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
}

function ascii85(data: Uint8Array): Buffer {
  const out = Buffer.alloc(data.length * 4); // at most 4 bytes per input byte (`z`); within 4x a 25 MiB file
  let n = 0;
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let value = 0;
    for (const digit of group) value = value * 85 + digit;
    for (let i = 0; i < count; i++) out[n++] = (value >>> (24 - 8 * i)) & 0xff;
    group = [];
  };
  for (const byte of data) {
    if (byte === 0x7e) break; // '~>'
    if (byte === 0x7a && group.length === 0) n += 4;
    else if (byte >= 0x21 && byte <= 0x75) {
      group.push(byte - 0x21);
      if (group.length === 5) flush(4);
    }
  }
  if (group.length > 1) flush(group.length - 1);
  return out.subarray(0, n);
}

/** Decoded size of one stream's data through its filter chain, counted at worst case past what is decoded here. */
async function decodedSize(data: Uint8Array, filters: string[], limit: number): Promise<number> {
  let current: Uint8Array = data;
  for (let i = 0; i < filters.length; i++) {
    const filter = filters[i]!;
    const last = i === filters.length - 1;
    if (filter === 'FlateDecode') {
      const { size, out } = await inflate(current, limit, !last);
      if (last || out === null || size > limit) return size;
      current = out;
    } else if (filter === 'ASCIIHexDecode') current = asciiHex(current);
    else if (filter === 'ASCII85Decode') current = ascii85(current);
    else {
      // Not decoded here: every remaining filter at its worst case.
      return filters.slice(i).reduce((size, f) => size * (WORST_CASE[f] ?? 1), current.length);
    }
  }
  return current.length;
}

const STREAM = Buffer.from('stream', 'latin1');
const ENDSTREAM = Buffer.from('endstream', 'latin1');
const OBJ = Buffer.from('obj', 'latin1');

function filtersOf(dict: string): string[] {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+)/.exec(dict);
  if (!match) return [];
  return [...match[1]!.matchAll(/\/([^\s/[\]<>()]+)/g)].map((m) => ABBREVIATIONS[m[1]!] ?? m[1]!);
}

/**
 * Refuses (413 `payload_too_large`) a PDF whose streams decode to more than the budget. Walks the raw bytes
 * for `stream` … `endstream`, taking the data's length from `/Length` (direct, or an indirect integer
 * object) when `endstream` follows it, else from the next `endstream`, as the readers do.
 */
export async function assertDecodedSizeWithin(
  bytes: Uint8Array,
  budget: DecodeBudget = { total: MAX_DECODED_BYTES, perStream: MAX_STREAM_DECODED_BYTES },
): Promise<void> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const text = buf.toString('latin1');
  const integers = new Map<string, number>();
  for (const m of text.matchAll(/(?<!\d)(\d{1,10})\s+(\d{1,5})\s+obj\s*(\d{1,10})\s*endobj/g)) integers.set(`${m[1]} ${m[2]}`, Number(m[3]));

  let total = 0;
  let from = 0;
  while (from < buf.length) {
    const at = buf.indexOf(STREAM, from);
    if (at === -1) break;
    let start = at + STREAM.length;
    if (buf[start] === 0x0d) start++;
    if ((at >= 3 && text.startsWith('end', at - 3)) || (buf[start] !== 0x0a && buf[start - 1] !== 0x0d)) {
      from = at + STREAM.length;
      continue;
    }
    if (buf[start] === 0x0a) start++;
    const lo = Math.max(from, at - 65536);
    const objAt = buf.subarray(lo, at).lastIndexOf(OBJ);
    const dict = text.slice(objAt === -1 ? lo : lo + objAt, at);
    const lengthMatch = /\/Length\s+(\d{1,10})(?:\s+(\d{1,5})\s+R)?/.exec(dict);
    let length = lengthMatch ? (lengthMatch[2] === undefined ? Number(lengthMatch[1]) : (integers.get(`${lengthMatch[1]} ${lengthMatch[2]}`) ?? -1)) : -1;
    if (length >= 0) {
      let after = start + length;
      while (after < buf.length && (buf[after] === 0x0a || buf[after] === 0x0d || buf[after] === 0x20)) after++;
      if (!buf.subarray(after, after + ENDSTREAM.length).equals(ENDSTREAM)) length = -1;
    }
    if (length < 0) {
      const end = buf.indexOf(ENDSTREAM, start);
      length = (end === -1 ? buf.length : end) - start;
    }
    const data = buf.subarray(start, start + length);
    const limit = Math.min(budget.perStream, budget.total - total);
    const size = await decodedSize(data, filtersOf(dict), limit);
    if (size > limit) throw tooBig(budget);
    total += Math.max(size, 0);
    from = start + length;
  }
}
