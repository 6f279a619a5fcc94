import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

/** Serves test/fixtures/pages on 127.0.0.1 for scans; `close()` when done. */
export async function servePages(): Promise<{ origin: string; close(): Promise<void> }> {
  const pages = path.resolve(import.meta.dirname, '..', 'test', 'fixtures', 'pages');
  const server: Server = createServer(async (req, res) => {
    const file = path.join(pages, path.basename(new URL(req.url ?? '/', 'http://x').pathname));
    const body = await readFile(file).catch(() => null);
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
