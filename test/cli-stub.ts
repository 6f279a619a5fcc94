import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the service's API for the CLI's process tests: answers from `respond` and records every
 * request. The service itself is what e2e/cli.spec.ts runs the CLI against.
 */
export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface StubAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Stub {
  url: string;
  requests: StubRequest[];
  close(): Promise<void>;
}

export async function serveStub(respond: (request: StubRequest) => StubAnswer): Promise<Stub> {
  const requests: StubRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const request = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body: text ? JSON.parse(text) : undefined };
    requests.push(request);
    const answer = respond(request);
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
