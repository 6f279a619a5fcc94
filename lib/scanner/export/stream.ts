import { contentDisposition } from '@/lib/content-disposition.ts';
import type { Logger } from '@/lib/logger.ts';
import { csvHeader, encodeRows, type ExportFormat, type ExportRow } from './rows.ts';

/** Rows a statement reads: a batch is the most an export holds in memory at once (twice: one read ahead). */
export const EXPORT_BATCH_SIZE = 1_000;
/** Rows encoded in one step of the stream: the event loop is free between two. */
const ENCODE_SLICE = 100;

/** One keyset-paged read: the rows after `after` (null: from the first), at most `limit`, and the last one's key. */
export type ReadBatch<K> = (after: K | null, limit: number) => Promise<{ rows: ExportRow[]; last: K | null }>;

/** Every batch of a keyset-paged read, in order, until one comes back short. */
export async function* batches<R, K>(read: (after: K | null, limit: number) => Promise<{ rows: R[]; last: K | null }>, limit: number): AsyncGenerator<R[]> {
  let after: K | null = null;
  for (;;) {
    const { rows, last } = await read(after, limit);
    if (rows.length > 0) yield rows;
    if (rows.length < limit || last === null) return;
    after = last;
  }
}

/**
 * Text produced piece by piece as a pull-based byte stream: the next piece is made only when the reader
 * has taken the one before (one chunk queued at most), so a slow download holds the database and memory
 * no more than a fast one. A failure while producing is logged and errors the stream: the response ends
 * without its last chunk (HTTP/1.1's terminating chunk, HTTP/2's END_STREAM), so the client sees a broken
 * download, never a complete-looking short one. A reader that goes away stops the producer.
 */
export function textStream(pieces: AsyncGenerator<string>, log: Logger, what: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await pieces.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          log.error({ err: error }, `${what} failed mid-stream; the download is aborted`);
          controller.error(error);
        }
      },
      async cancel() {
        await pieces.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

/** An export's rows as CSV (header row first) or JSON Lines, each chunk a batch of whole rows. */
export function exportStream<K>(input: { format: ExportFormat; read: ReadBatch<K>; batchSize?: number; log: Logger }): ReadableStream<Uint8Array> {
  const { format, read } = input;
  async function* pieces(): AsyncGenerator<string> {
    if (format === 'csv') yield csvHeader();
    for await (const rows of batches(read, input.batchSize ?? EXPORT_BATCH_SIZE)) {
      // Encoded a slice at a time, each its own pull: a batch of 1 KiB markup encodes in about 0.3 s as
      // CSV, which would hold the event loop; a slice of ENCODE_SLICE rows takes a tenth of that.
      for (let at = 0; at < rows.length; at += ENCODE_SLICE) yield encodeRows(format, rows.slice(at, at + ENCODE_SLICE));
    }
  }
  return textStream(pieces(), input.log, 'issue export');
}

const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson',
};

/** The headers of an export's answer: its type, its file name, and never a cached copy. */
export function exportHeaders(format: ExportFormat, filename: string): Record<string, string> {
  return { 'Content-Type': EXPORT_CONTENT_TYPES[format], 'Content-Disposition': contentDisposition(`${filename}.${format}`), 'Cache-Control': 'no-store' };
}
