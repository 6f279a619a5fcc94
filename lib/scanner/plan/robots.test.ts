import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { safeFetch } from '@/lib/net/ssrf.ts';
import type { CrawlFetch } from './fetch.ts';
import { extractRobots, loadRobots, parseRobots, policyOfSource, ROBOTS_LIMITS, SCANNER_USER_AGENT_TOKEN } from './robots.ts';

const SITE = 'https://example.com';

describe('robots.txt rules (RFC 9309)', () => {
  it('applies the longest matching rule, Allow on a tie, and allows what no rule matches', () => {
    const robots = parseRobots(
      ['User-agent: *', 'Disallow: /private', 'Allow: /private/public', 'Disallow: /tie', 'Allow: /tie', 'Disallow: /search?', 'Disallow:'].join('\n'),
      SITE,
    );
    expect(robots.outcome).toBe('parsed');
    expect(robots.isAllowed(`${SITE}/`)).toBe(true);
    expect(robots.isAllowed(`${SITE}/private`)).toBe(false);
    expect(robots.isAllowed(`${SITE}/private/secret`)).toBe(false);
    expect(robots.isAllowed(`${SITE}/privateer`)).toBe(false); // rules are prefixes
    expect(robots.isAllowed(`${SITE}/private/public/page`)).toBe(true);
    expect(robots.isAllowed(`${SITE}/tie`)).toBe(true);
    expect(robots.isAllowed(`${SITE}/search`)).toBe(true);
    expect(robots.isAllowed(`${SITE}/search?q=1`)).toBe(false); // the query is part of what is matched
    expect(robots.isAllowed(`${SITE}/robots.txt`)).toBe(true);
  });

  it('reads * as any run of characters and a final $ as the end of the URL', () => {
    const robots = parseRobots(['User-agent: *', 'Disallow: /*.pdf$', 'Disallow: /*/print', 'Disallow: /fish*.php', 'Allow: /*.pdf$?'].join('\n'), SITE);
    expect(robots.isAllowed(`${SITE}/docs/a.pdf`)).toBe(false);
    expect(robots.isAllowed(`${SITE}/docs/a.pdf?download=1`)).toBe(true);
    expect(robots.isAllowed(`${SITE}/docs/a.pdfx`)).toBe(true);
    expect(robots.isAllowed(`${SITE}/a/b/print/x`)).toBe(false);
    expect(robots.isAllowed(`${SITE}/print`)).toBe(true);
    expect(robots.isAllowed(`${SITE}/fish/salmon.php`)).toBe(false);
    expect(robots.isAllowed(`${SITE}/Fish.php`)).toBe(true); // paths are case-sensitive
    expect(robots.isAllowed(`${SITE}/robots.txt`)).toBe(true); // always, even under /*
    expect(parseRobots('User-agent: *\nDisallow: /', SITE).isAllowed(`${SITE}/robots.txt`)).toBe(true);
  });

  it('obeys the groups naming our product token, case-insensitively and merged, else those of *', () => {
    const text = [
      '# a comment',
      'User-agent: Googlebot',
      'Disallow: /',
      '',
      'User-agent: *',
      'Disallow: /all-bots',
      '',
      `User-agent: ${SCANNER_USER_AGENT_TOKEN.toLowerCase()}/2.1`,
      'User-agent: OtherBot',
      'Disallow: /not-for-us   # trailing comment',
      'Crawl-delay: 2',
      '',
      `User-agent: ${SCANNER_USER_AGENT_TOKEN.toUpperCase()}`,
      'Disallow: /also-not',
    ].join('\r\n');
    const robots = parseRobots(text, SITE);
    expect(robots.isAllowed(`${SITE}/not-for-us`)).toBe(false);
    expect(robots.isAllowed(`${SITE}/also-not/x`)).toBe(false);
    expect(robots.isAllowed(`${SITE}/all-bots`)).toBe(true); // our group replaces *'s
    expect(robots.isAllowed(`${SITE}/anything`)).toBe(true); // Googlebot's Disallow: / is not ours
    expect(robots.crawlDelayMs).toBe(2_000);

    const starOnly = parseRobots('User-agent: Googlebot\nDisallow: /g\nUser-agent: *\nDisallow: /all-bots\nCrawl-delay: 0.5', SITE);
    expect(starOnly.isAllowed(`${SITE}/all-bots`)).toBe(false);
    expect(starOnly.isAllowed(`${SITE}/g`)).toBe(true);
    expect(starOnly.crawlDelayMs).toBe(500);

    // Rules before any User-agent line belong to no group; no group for us or * allows everything.
    const none = parseRobots('Disallow: /\nUser-agent: Googlebot\nDisallow: /', SITE);
    expect(none.isAllowed(`${SITE}/x`)).toBe(true);
    expect(none.crawlDelayMs).toBeNull();
  });

  it('caps Crawl-delay at 30 s and ignores values that are not numbers of seconds', () => {
    expect(parseRobots('User-agent: *\nCrawl-delay: 3600', SITE).crawlDelayMs).toBe(ROBOTS_LIMITS.maxCrawlDelayMs);
    expect(parseRobots('User-agent: *\nCrawl-delay: soon\nCrawl-delay: -1\nCrawl-delay:', SITE).crawlDelayMs).toBeNull();
    expect(parseRobots('User-agent: *\nCrawl-delay: 0', SITE).crawlDelayMs).toBe(0);
  });

  it('keeps Sitemap lines of its own origin only, normalised, without duplicates', () => {
    const robots = parseRobots(
      [
        'Sitemap: https://example.com/sitemap.xml',
        'User-agent: *',
        'Sitemap: /relative-sitemap.xml',
        'Disallow: /x',
        'sitemap: https://EXAMPLE.com/sitemap.xml#again',
        'Sitemap: https://cdn.example.net/sitemap.xml',
        'Sitemap: http://example.com/insecure.xml',
        'Sitemap: ftp://example.com/s.xml',
        'Sitemap: https://user:pw@example.com/s.xml',
      ].join('\n'),
      SITE,
    );
    expect(robots.sitemaps).toEqual(['https://example.com/sitemap.xml', 'https://example.com/relative-sitemap.xml']);
    expect(robots.isAllowed(`${SITE}/x`)).toBe(false); // a Sitemap line does not break the group
  });

  it('compares paths with percent-encoding normalised on both sides', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /café\nDisallow: /%7Euser\nDisallow: /a%2fb', SITE);
    expect(robots.isAllowed(`${SITE}/caf%C3%A9/menu`)).toBe(false);
    expect(robots.isAllowed(`${SITE}/caf%c3%a9`)).toBe(false);
    expect(robots.isAllowed(`${SITE}/~user/home`)).toBe(false);
    expect(robots.isAllowed(`${SITE}/a%2Fb`)).toBe(false);
    expect(robots.isAllowed(`${SITE}/a/b`)).toBe(true); // an encoded slash is not a slash
  });

  it('answers only for its own origin, and for valid URLs', () => {
    const robots = parseRobots('User-agent: *\nAllow: /', SITE);
    expect(robots.isAllowed('https://example.com/a')).toBe(true);
    expect(robots.isAllowed('http://example.com/a')).toBe(false);
    expect(robots.isAllowed('https://other.example/a')).toBe(false);
    expect(robots.isAllowed('not a url')).toBe(false);
  });

  it('keeps what applies as JSON a scan can store, and reads it back to the same answers', () => {
    const text = 'User-agent: *\nDisallow: /a*b$\nAllow: /a/ok\nCrawl-delay: 1\nSitemap: /s.xml\nUser-agent: Other\nDisallow: /';
    const source = extractRobots(text, SITE);
    expect(source).toEqual({
      outcome: 'parsed',
      rules: [
        { allow: false, pattern: '/a*b$' },
        { allow: true, pattern: '/a/ok' },
      ],
      crawlDelayMs: 1_000,
      sitemaps: ['https://example.com/s.xml'],
    });
    const stored = policyOfSource(JSON.parse(JSON.stringify(source)), SITE);
    for (const path of ['/a/b', '/a/bc', '/a/ok/b', '/x']) expect(stored.isAllowed(SITE + path), path).toBe(parseRobots(text, SITE).isAllowed(SITE + path));
    expect(policyOfSource({ outcome: 'unavailable' }, SITE).isAllowed(`${SITE}/x`)).toBe(true);
    expect(policyOfSource({ outcome: 'unreachable' }, SITE).isAllowed(`${SITE}/x`)).toBe(false);
  });

  it('stays linear on hostile files, and past 1,000 wildcard rules disallows everything', () => {
    // 1,000 rules of 480 characters each against a 2,000-character path: a quadratic matcher would need ~10^9 steps.
    const hostile = Array.from({ length: ROBOTS_LIMITS.maxWildcardRules }, (_, i) => `Disallow: /*${'a*'.repeat(230)}${i}b$`);
    const robots = parseRobots(`User-agent: *\n${hostile.join('\n')}`, SITE);
    const path = `/${'a'.repeat(2_000)}`;
    expect(robots.isAllowed(SITE + path)).toBe(true);
    expect(robots.isAllowed(`${SITE}${path}999b`)).toBe(false);
    const tooMany = parseRobots(`User-agent: *\n${hostile.join('\n')}\nDisallow: /*x`, SITE);
    expect(tooMany.outcome).toBe('unreachable');
    expect(tooMany.isAllowed(`${SITE}/`)).toBe(false);
    // Other crawlers' wildcard rules cost nothing and count for nothing.
    expect(parseRobots(`User-agent: Other\n${hostile.join('\n')}\nDisallow: /*x\nUser-agent: *\nDisallow: /y`, SITE).outcome).toBe('parsed');
  });
});

describe('loadRobots over HTTP', () => {
  let server: http.Server;
  let origin: string;
  let handle: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  const requests: http.IncomingMessage[] = [];
  // The server lives on 127.0.0.1, which the SSRF guard refuses unless private targets are allowed.
  const fetch: CrawlFetch = (url, init) => safeFetch(url, { ...init, allowPrivate: true });
  const send = (status: number, body = '', headers: http.OutgoingHttpHeaders = {}) => {
    handle = (_req, res) => res.writeHead(status, { 'content-type': 'text/plain', ...headers }).end(body);
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(req);
      handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests.length = 0;
  });

  it('fetches /robots.txt with our user agent and obeys a 200', async () => {
    send(200, `User-agent: *\nDisallow: /private\nCrawl-delay: 5\nSitemap: ${origin}/sitemap.xml\nSitemap: https://elsewhere.example/s.xml`);
    const robots = await loadRobots(`${origin}/some/page?x=1`, { fetch });
    expect(requests.map((r) => r.url)).toEqual(['/robots.txt']);
    expect(requests[0]!.headers['user-agent']).toContain(`${SCANNER_USER_AGENT_TOKEN}/`);
    expect(robots.outcome).toBe('parsed');
    expect(robots.isAllowed(`${origin}/private/x`)).toBe(false);
    expect(robots.isAllowed(`${origin}/public`)).toBe(true);
    expect(robots.crawlDelayMs).toBe(5_000);
    expect(robots.sitemaps).toEqual([`${origin}/sitemap.xml`]);
  });

  it('allows everything when robots.txt is 404 or another 4xx', async () => {
    for (const status of [404, 401, 403, 410]) {
      send(status, 'User-agent: *\nDisallow: /');
      const robots = await loadRobots(origin, { fetch });
      expect(robots.outcome, String(status)).toBe('unavailable');
      expect(robots.isAllowed(`${origin}/anything`)).toBe(true);
      expect(robots.sitemaps).toEqual([]);
      expect(robots.crawlDelayMs).toBeNull();
    }
  });

  it('disallows everything on 5xx and 429', async () => {
    for (const status of [500, 503, 429]) {
      send(status, 'User-agent: *\nAllow: /');
      const robots = await loadRobots(origin, { fetch });
      expect(robots.outcome, String(status)).toBe('unreachable');
      expect(robots.isAllowed(`${origin}/`)).toBe(false);
      expect(robots.isAllowed(`${origin}/robots.txt`)).toBe(true);
    }
  });

  it('disallows everything on a network failure, a timeout, and where the SSRF guard refuses', async () => {
    handle = (req) => req.socket.destroy();
    expect((await loadRobots(origin, { fetch })).isAllowed(`${origin}/`)).toBe(false);
    handle = () => {}; // never answers
    const slow = await loadRobots(origin, { fetch, timeoutMs: 100 });
    expect(slow.outcome).toBe('unreachable');
    expect(slow.isAllowed(`${origin}/`)).toBe(false);
    send(200, 'User-agent: *\nAllow: /');
    const refused = await loadRobots(origin); // safeFetch itself: loopback is not a public host
    expect(refused.outcome).toBe('unreachable');
    expect(refused.isAllowed(`${origin}/`)).toBe(false);
  });

  it('follows redirects as safeFetch does, and treats an endless chain as unavailable', async () => {
    handle = (req, res) => {
      if (req.url === '/robots.txt') res.writeHead(301, { location: '/real-robots.txt' }).end();
      else res.writeHead(200).end('User-agent: *\nDisallow: /moved');
    };
    const moved = await loadRobots(origin, { fetch });
    expect(moved.isAllowed(`${origin}/moved`)).toBe(false);
    expect(moved.isAllowed(`${origin}/other`)).toBe(true);

    handle = (req, res) => res.writeHead(302, { location: `/loop${(req.url ?? '').length}` }).end();
    const loop = await loadRobots(origin, { fetch });
    expect(loop.outcome).toBe('unavailable');
    expect(loop.isAllowed(`${origin}/x`)).toBe(true);
  });

  it('reads the first 500 KiB of a larger file with a Range request, without its cut last line', async () => {
    const head = 'User-agent: *\nDisallow: /early\nDisallow: /late\n';
    const filler = `# ${'x'.repeat(100)}\n`.repeat(6_000); // ~600 KiB
    // The cut falls inside a line: read whole, `Allow: /late-and-long…` would become `Allow: /late`, which
    // outranks `Disallow: /late` (same length, Allow wins) and would let the crawl into /late.
    const lateLine = 'Allow: /late-and-long-enough-to-be-cut\n';
    const padding = ROBOTS_LIMITS.maxBytes - head.length - 'Allow: /late'.length;
    const lines = filler.slice(0, filler.lastIndexOf('\n', padding - 10) + 1);
    const body = `${head}${lines}#${'y'.repeat(padding - lines.length - 2)}\n${lateLine}${filler}`;
    expect(body.slice(0, ROBOTS_LIMITS.maxBytes).endsWith('\nAllow: /late')).toBe(true);
    handle = (req, res) => {
      const range = /^bytes=0-(\d+)$/.exec(req.headers.range ?? '');
      if (!range) return void res.writeHead(200).end(body);
      const end = Number(range[1]);
      res.writeHead(206, { 'content-range': `bytes 0-${end}/${body.length}` }).end(body.slice(0, end + 1));
    };
    const robots = await loadRobots(origin, { fetch });
    expect(requests.map((r) => r.headers.range ?? 'none')).toEqual(['none', `bytes=0-${ROBOTS_LIMITS.maxBytes - 1}`]);
    expect(robots.outcome).toBe('parsed');
    expect(robots.isAllowed(`${origin}/early`)).toBe(false);
    expect(robots.isAllowed(`${origin}/late`)).toBe(false);
    expect(robots.isAllowed(`${origin}/other`)).toBe(true);

    // A server that ignores Range leaves the file unread: nothing allowed.
    handle = (_req, res) => res.writeHead(200).end(body);
    expect((await loadRobots(origin, { fetch })).outcome).toBe('unreachable');
  });
});
