import { describe, expect, it } from 'vitest';
import { A11yApiError, A11yClient } from '../src/index.js';

/**
 * Exports and reports come back as streams: the body is handed over unread (a ReadableStream of bytes),
 * so a large export never sits in memory; an error answer is still read and thrown as JSON.
 */
const BASE = 'https://api.example.test/api/v1';

interface Seen {
  url: string;
  accept: string | null;
}

/** A fetch answering each call with `answer()`, recording what it was asked. */
function stubFetch(answer: () => Response) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    seen.push({ url: String(input), accept: new Headers(init.headers).get('accept') });
    return answer();
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

/** A body sent in pieces, counting how many the reader has pulled. */
function piecewise(pieces: string[]) {
  const encoder = new TextEncoder();
  const state = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pieces[state.pulled++];
      if (next === undefined) controller.close();
      else controller.enqueue(encoder.encode(next));
    },
  });
  return { body, state };
}

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('streamed downloads', () => {
  it('scanner.exportIssues hands over the body as a stream, read only as the caller reads', async () => {
    const { body, state } = piecewise(['issueId,pageUrl\r\n', 'iss_1,https://a.example/\r\n']);
    const f = stubFetch(() => new Response(body, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }));
    const a11y = new A11yClient({ apiKey: 'sk_live_test', baseUrl: BASE, fetch: f.fetch });
    const stream = await a11y.scanner.exportIssues('scn/1', { format: 'csv' });
    expect(stream).toBeInstanceOf(ReadableStream);
    expect(state.pulled).toBeLessThan(3); // not read to its end before the caller reads
    expect(await text(stream)).toBe('issueId,pageUrl\r\niss_1,https://a.example/\r\n');
    expect(f.seen[0]).toEqual({ url: `${BASE}/scanner/jobs/scn%2F1/issues/export?format=csv`, accept: '*/*' });
  });

  it('siteIssues.export sends the filters; scanner.downloadReport streams the HTML', async () => {
    const f = stubFetch(() => new Response('<!DOCTYPE html><html lang="en"></html>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    const a11y = new A11yClient({ apiKey: 'sk_live_test', baseUrl: BASE, fetch: f.fetch });
    const rows = await a11y.siteIssues.export('sit_1', { format: 'jsonl', status: 'open,reopened', impact: 'critical', ruleId: 'image-alt' });
    await rows.cancel();
    expect(f.seen[0]!.url).toBe(`${BASE}/sites/sit_1/issues/export?format=jsonl&status=open%2Creopened&impact=critical&ruleId=image-alt`);
    const report = await a11y.scanner.downloadReport('scn_1').withResponse();
    expect(report.status).toBe(200);
    expect(await text(report.data)).toContain('<html lang="en">');
  });

  it('an error answer is thrown as the API error, not handed over as a stream', async () => {
    const f = stubFetch(
      () =>
        new Response(JSON.stringify({ code: 'not_found', message: 'Scan job not found.', traceId: 'a'.repeat(32) }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const a11y = new A11yClient({ apiKey: 'sk_live_test', baseUrl: BASE, fetch: f.fetch, maxRetries: 0 });
    const failed = await a11y.scanner.exportIssues('scn_missing').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(A11yApiError);
    expect((failed as A11yApiError).code).toBe('not_found');
  });

  it("the caller's signal still cancels the body after the answer came", async () => {
    const controller = new AbortController();
    let cancelled: unknown = null;
    const fetch = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      const body = new ReadableStream<Uint8Array>({
        pull: () => new Promise<void>(() => {}), // a server that never sends more
        cancel: (reason) => {
          cancelled = reason ?? 'cancelled';
        },
      });
      init.signal?.addEventListener('abort', () => void body.cancel(init.signal?.reason).catch(() => {}));
      return new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } });
    }) as typeof globalThis.fetch;
    const a11y = new A11yClient({ apiKey: 'sk_live_test', baseUrl: BASE, fetch });
    const stream = await a11y.scanner.exportIssues('scn_1', { format: 'jsonl' }, { signal: controller.signal });
    expect(stream.locked).toBe(false);
    controller.abort(new Error('stop'));
    await expect.poll(() => cancelled).not.toBeNull();
  });
});
