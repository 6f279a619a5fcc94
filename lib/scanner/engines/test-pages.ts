/** What the engines' tests share: page scripts, and a loopback server of their pages. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A page of a test site: its HTML, or made from the request's query. */
export type TestPage = string | ((query: URLSearchParams) => string);

/** Serves `pages` (path → page) on 127.0.0.1; any other path is a 404 page. */
export async function servePageMap(pages: Record<string, TestPage>): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const page = Object.hasOwn(pages, url.pathname) ? pages[url.pathname] : undefined;
    if (page === undefined) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Not found</title>');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(typeof page === 'string' ? page : page(url.searchParams));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Forged globals of every engine, non-writable, reporting violations of their own making. */
export const FORGED_ENGINES = `
  const node = document.documentElement;
  const forgedIbm = { Checker: function () { this.check = () => Promise.resolve({ results: Array.from({ length: 1000 }, () => ({ ruleId: 'img_alt_valid', value: ['VIOLATION', 'FAIL'], reasonId: 'fail_no_alt', message: 'forged', node })) }); } };
  const forgedHtmlcs = { process: (s, d, done) => done(), getMessages: () => Array.from({ length: 1000 }, () => ({ type: 1, code: 'WCAG2AA.Principle1.Guideline1_1.1_1_1.H37', msg: 'forged', element: node })) };
  Object.defineProperty(window, 'ace', { value: forgedIbm, writable: false, configurable: false });
  Object.defineProperty(window, 'HTMLCS', { value: forgedHtmlcs, writable: false, configurable: false });
`;
