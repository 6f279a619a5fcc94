import { readFile } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import path from 'node:path';

/** A loopback server the tests scan: its origin, and `close()` when done. */
export interface Served {
  origin: string;
  close(): Promise<void>;
}

/** What a path answers: an HTML page, or a body of another type. */
export type Route = string | { type: string; body: string };

const NOT_FOUND = '<!doctype html><html lang="en"><title>Not found</title></html>';

async function listen(handler: RequestListener): Promise<Served> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Serves test/fixtures/pages on 127.0.0.1 for scans. */
export function servePages(): Promise<Served> {
  const pages = path.resolve(import.meta.dirname, '..', 'test', 'fixtures', 'pages');
  return listen(async (req, res) => {
    const file = path.join(pages, path.basename(new URL(req.url ?? '/', 'http://x').pathname));
    const body = await readFile(file).catch(() => null);
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
}

/** Serves `routes` (path → page) on 127.0.0.1 for scans; any other path is a 404 page. */
export function serveRoutes(routes: Record<string, Route>): Promise<Served> {
  return listen((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const route = Object.hasOwn(routes, pathname) ? routes[pathname] : undefined;
    if (route === undefined) return void res.writeHead(404, { 'content-type': 'text/html' }).end(NOT_FOUND);
    const { type, body } = typeof route === 'string' ? { type: 'text/html; charset=utf-8', body: route } : route;
    res.writeHead(200, { 'content-type': type }).end(body);
  });
}
