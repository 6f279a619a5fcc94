import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeCompute, runTask } from '@/lib/compute/pool.ts';
import { safeFetch } from '@/lib/net/ssrf.ts';
import type { CrawlFetch } from './fetch.ts';
import { SITEMAP_LIMITS, sitemapUrls } from './sitemap.ts';

// Counts the files read in the compute pool, and still reads them there.
vi.mock('@/lib/compute/pool.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/compute/pool.ts')>();
  return { ...actual, runTask: vi.fn(actual.runTask) };
});

let server: http.Server;
let origin: string;
/** What the server answers, by path; a function answers as it likes. */
let routes: Record<string, string | Buffer | ((req: http.IncomingMessage, res: http.ServerResponse) => void)>;
const requested: string[] = [];
// The server lives on 127.0.0.1, which the SSRF guard refuses unless private targets are allowed.
const fetch: CrawlFetch = (url, init) => safeFetch(url, { ...init, allowPrivate: true });

const urlset = (...paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((path) => `<url><loc>${path.startsWith('http') ? path : origin + path}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
const index = (...paths: string[]) =>
  `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((path) => `<sitemap><loc>${path.startsWith('http') ? path : origin + path}</loc></sitemap>`)
    .join('')}</sitemapindex>`;
const read = (paths: string[], options: Partial<Parameters<typeof sitemapUrls>[1]> = {}) =>
  sitemapUrls(
    paths.map((path) => (path.startsWith('http') ? path : origin + path)),
    { origin, maxUrls: 1_000, fetch, ...options },
  );

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    requested.push(path);
    const route = routes[path];
    if (route === undefined) res.writeHead(404).end('not here');
    else if (typeof route === 'function') route(req, res);
    else res.writeHead(200, { 'content-type': 'application/xml' }).end(route);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await closeCompute();
});
beforeEach(() => {
  requested.length = 0;
  routes = {};
  vi.mocked(runTask).mockClear();
});

describe('sitemapUrls', () => {
  it('reads a sitemap: same-origin URLs, normalised, without duplicates; other sites left out and said so', async () => {
    routes['/sitemap.xml'] = urlset('/a/', '/b?x=1#frag', '/a', 'https://elsewhere.example/x', 'https://elsewhere.example/y', 'mailto:a@example.com');
    const { urls, errors } = await read(['/sitemap.xml']);
    expect(urls).toEqual([`${origin}/a`, `${origin}/b?x=1`]);
    expect(errors).toEqual([
      `${origin}/sitemap.xml lists 2 URLs of other sites; they were left out.`,
      `${origin}/sitemap.xml lists 1 entry that is not an http(s) URL (or longer than 2,048 characters); left out.`,
    ]);
    expect(requested).toEqual(['/sitemap.xml']);
  });

  it('inflates gzip files, by their first bytes whatever their name', async () => {
    routes['/sitemap.xml.gz'] = zlib.gzipSync(urlset('/gz-1', '/gz-2'));
    routes['/plain-name.xml'] = zlib.gzipSync(urlset('/gz-3'));
    routes['/named-gz-but-plain.xml.gz'] = urlset('/plain-4');
    const { urls, errors } = await read(['/sitemap.xml.gz', '/plain-name.xml', '/named-gz-but-plain.xml.gz']);
    expect(urls).toEqual([`${origin}/gz-1`, `${origin}/gz-2`, `${origin}/gz-3`, `${origin}/plain-4`]);
    expect(errors).toEqual([]);
  });

  it('follows a sitemap index two levels deep, no deeper, reading each file once', async () => {
    routes['/index.xml'] = index('/level1.xml', '/pages-1.xml', '/pages-1.xml');
    routes['/level1.xml'] = index('/level2.xml', '/pages-2.xml.gz');
    routes['/level2.xml'] = index('/pages-3.xml');
    routes['/pages-1.xml'] = urlset('/one');
    routes['/pages-2.xml.gz'] = zlib.gzipSync(urlset('/two'));
    routes['/pages-3.xml'] = urlset('/three');
    const { urls, errors } = await read(['/index.xml']);
    expect(urls).toEqual([`${origin}/one`, `${origin}/two`]);
    expect(errors).toEqual([`${origin}/level2.xml is a sitemap index nested more than 2 levels deep; the sitemaps it lists were not read.`]);
    expect(requested).toEqual(['/index.xml', '/level1.xml', '/pages-1.xml', '/level2.xml', '/pages-2.xml.gz']);
  });

  it('reads each file once through cycles, redirects included, and never fetches sitemaps of other sites', async () => {
    routes['/a.xml'] = index('/b.xml', '/a.xml', 'https://elsewhere.example/sitemap.xml');
    routes['/b.xml'] = index('/a.xml', '/moved.xml', '/pages.xml');
    routes['/moved.xml'] = (_req, res) => res.writeHead(301, { location: '/b.xml' }).end();
    routes['/pages.xml'] = urlset('/p');
    const { urls, errors } = await read(['/a.xml', '/b.xml', 'https://elsewhere.example/other.xml']);
    expect(urls).toEqual([`${origin}/p`]);
    expect(requested).toEqual(['/a.xml', '/b.xml', '/moved.xml', '/b.xml', '/pages.xml']);
    expect(errors).toEqual([
      `https://elsewhere.example/other.xml is not a URL of ${origin}; it was not read.`,
      `${origin}/a.xml lists 1 URL of other sites; they were left out.`,
    ]);
  });

  it('reports a file over the cap: a plain one is not read, a gzip one is cut at the cap and its first entries kept', async () => {
    const maxBytesPerFile = 64 * 1024;
    const many = Array.from({ length: 2_000 }, (_, i) => `/page-${i}`);
    const big = urlset(...many); // ~100 KiB
    routes['/big.xml'] = big;
    routes['/big.xml.gz'] = zlib.gzipSync(big);
    routes['/small.xml'] = urlset('/small');
    const { urls, errors } = await read(['/big.xml', '/big.xml.gz', '/small.xml'], { maxBytesPerFile, maxUrls: 5_000 });
    expect(errors).toEqual([
      `${origin}/big.xml could not be fetched: The fetched resource is larger than the 64 KiB limit.`,
      `${origin}/big.xml.gz is larger than 64 KiB uncompressed; only its first 64 KiB were read.`,
    ]);
    const kept = urls.filter((url) => url.includes('/page-'));
    expect(kept.length).toBeGreaterThan(1_000);
    expect(kept.length).toBeLessThan(2_000);
    expect(kept).toEqual(many.slice(0, kept.length).map((path) => origin + path));
    expect(urls.at(-1)).toBe(`${origin}/small`);
  });

  it('stops inflating a gzip bomb at the cap', async () => {
    // 1 GiB of spaces inside the root element, in 66 gzip members (one stream to gunzip) of about 1 MiB in all.
    const spaces = zlib.gzipSync(Buffer.alloc(16 << 20, 0x20), { level: 9 });
    const parts = [zlib.gzipSync(urlset('/before-the-bomb').replace('</urlset>\n', '')), ...Array<Buffer>(64).fill(spaces), zlib.gzipSync('</urlset>')];
    routes['/bomb.xml.gz'] = Buffer.concat(parts);
    const { urls, errors } = await read(['/bomb.xml.gz'], { maxBytesPerFile: 2 << 20 });
    expect(urls).toEqual([`${origin}/before-the-bomb`]);
    expect(errors).toEqual([`${origin}/bomb.xml.gz is larger than 2 MiB uncompressed; only its first 2 MiB were read.`]);
  });

  it('stops at maxUrls without fetching more files', async () => {
    routes['/index.xml'] = index('/s1.xml', '/s2.xml', '/s3.xml');
    routes['/s1.xml'] = urlset('/1', '/2');
    routes['/s2.xml'] = urlset('/2', '/3', '/4', '/5');
    routes['/s3.xml'] = urlset('/6');
    const { urls, errors } = await read(['/index.xml'], { maxUrls: 4 });
    expect(urls).toEqual(['/1', '/2', '/3', '/4'].map((path) => origin + path));
    expect(errors).toEqual([]);
    expect(requested).toEqual(['/index.xml', '/s1.xml', '/s2.xml']);
    expect((await read(['/index.xml'], { maxUrls: 0 })).urls).toEqual([]);
  });

  it('stops at maxFiles, saying how many were left unread', async () => {
    routes['/index.xml'] = index('/s1.xml', '/s2.xml', '/s3.xml', '/s4.xml');
    for (const n of [1, 2, 3, 4]) routes[`/s${n}.xml`] = urlset(`/${n}`);
    const { urls, errors } = await read(['/index.xml'], { maxFiles: 3 });
    expect(urls).toEqual([`${origin}/1`, `${origin}/2`]);
    expect(errors).toEqual(['Only 3 sitemap files were read; 2 more were not.']);
    expect(requested).toHaveLength(3);
  });

  it('collects one short public error per bad file and goes on with the others', async () => {
    routes['/malformed.xml'] = `<urlset><url><loc>${origin}/kept</loc></url>\n<url><loc>${origin}/lost</url></urlset>`;
    routes['/page.html'] = '<!doctype html><html><body>Not a sitemap</body></html>';
    routes['/broken.xml.gz'] = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03, 0x07, 0xff, 0xff]); // a reserved block type
    routes['/error.xml'] = (_req, res) => res.writeHead(500).end();
    routes['/reset.xml'] = (req) => req.socket.destroy();
    routes['/good.xml'] = urlset('/good');
    const { urls, errors } = await read(['/malformed.xml', '/page.html', '/broken.xml.gz', '/error.xml', '/reset.xml', '/missing.xml', '/good.xml']);
    expect(urls).toEqual([`${origin}/kept`, `${origin}/good`]);
    expect(errors).toEqual([
      `${origin}/malformed.xml is not well-formed XML (line 2: </url> does not close <loc>).`,
      `${origin}/page.html is not a sitemap (its root element is <html>).`,
      `${origin}/broken.xml.gz is not a valid gzip file.`,
      `${origin}/error.xml answered with HTTP status 500.`,
      `${origin}/reset.xml could not be fetched: The URL could not be fetched.`,
      `${origin}/missing.xml answered with HTTP status 404.`,
    ]);
  });

  it('goes through safeFetch: loopback is refused without the opt-out, as a file error', async () => {
    routes['/sitemap.xml'] = urlset('/a');
    const { urls, errors } = await sitemapUrls([`${origin}/sitemap.xml`], { origin, maxUrls: 10 });
    expect(urls).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/could not be fetched: The URL must point to a public internet host/);
    expect(requested).toEqual([]);
  });

  it('reads large files in the compute pool and small ones inline', async () => {
    const many = Array.from({ length: 3_000 }, (_, i) => `/product/${i}`);
    routes['/large.xml'] = urlset(...many); // ~150 KiB
    routes['/small.xml'] = urlset('/small');
    expect(Buffer.byteLength(routes['/large.xml'] as string)).toBeGreaterThan(SITEMAP_LIMITS.inlineParseBytes);
    const { urls, errors } = await read(['/large.xml', '/small.xml'], { maxUrls: 2_500, tenantId: 'ten_1' });
    expect(errors).toEqual([]);
    expect(urls).toEqual(many.slice(0, 2_500).map((path) => origin + path));
    expect(vi.mocked(runTask)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(runTask).mock.calls[0]![2]).toMatchObject({ tenantId: 'ten_1' });
  });

  it('rejects with the reason of an aborted signal', async () => {
    routes['/slow.xml'] = () => {}; // never answers
    const controller = new AbortController();
    const reading = read(['/slow.xml'], { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('scan canceled')), 20);
    await expect(reading).rejects.toThrow('scan canceled');
  });
});
