import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/errors.ts';
import { isBlockedAddress } from './blocked-addresses.ts';
import { assertSafeUrl, FetchFailedError, PRIVATE_TARGET_HINT, safeFetch, UNSAFE_HOST_MESSAGE } from './ssrf.ts';

const saved = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
// NODE_ENV is read-only in Next's types; the guard reads it through config() on every call.
const env = process.env as Record<string, string | undefined>;
const savedNodeEnv = env.NODE_ENV;
beforeEach(() => {
  delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
});
afterEach(() => {
  vi.restoreAllMocks();
  env.NODE_ENV = savedNodeEnv;
});
afterAll(() => {
  if (saved === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = saved;
});

const unsafe = { name: 'AppError', code: 'unsafe_url', status: 422 };

describe('assertSafeUrl', () => {
  it.each([
    'http://127.0.0.1/',
    'http://127.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.1/',
    'http://10.1.2.3/',
    'http://172.16.5.4/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://0.0.0.0/',
    'http://localhost/',
    'http://localhost:3000/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://METADATA.google.internal./',
    'file:///etc/passwd',
    'ftp://x/',
    'http://user:pass@example.com/',
    'javascript:alert(1)',
    'http://example.com:0/',
    'not a url',
  ])('refuses %s', async (url) => {
    await expect(assertSafeUrl(url)).rejects.toMatchObject(unsafe);
  });

  it('in production says the same for a host that does not resolve, one that points inside and a metadata host; the reason goes to the log', async () => {
    env.NODE_ENV = 'production';
    const lookup = vi.spyOn(dns.promises, 'lookup') as unknown as ReturnType<typeof vi.fn>;
    lookup.mockResolvedValueOnce([{ address: '10.20.30.40', family: 4 }]);
    const inside = (await assertSafeUrl('http://intranet.corp.example/').catch((e: unknown) => e)) as AppError;
    lookup.mockRestore();
    const unresolved = (await assertSafeUrl('http://does-not-exist.invalid/').catch((e: unknown) => e)) as AppError;
    const metadata = (await assertSafeUrl('http://metadata.google.internal/').catch((e: unknown) => e)) as AppError;
    const loopback = (await assertSafeUrl('http://localhost/').catch((e: unknown) => e)) as AppError;
    for (const refused of [inside, unresolved, metadata, loopback]) {
      expect(refused).toMatchObject({ ...unsafe, message: UNSAFE_HOST_MESSAGE });
    }
    expect(inside.internal).toContain('10.20.30.40');
    expect(unresolved.internal).toContain('does not resolve');
    expect(metadata.internal).toContain('metadata');
  });

  it('outside production tells how to allow a private or loopback host, and never for metadata or a host that does not resolve', async () => {
    const hint = { ...unsafe, message: `${UNSAFE_HOST_MESSAGE} ${PRIVATE_TARGET_HINT}` };
    const plain = { ...unsafe, message: UNSAFE_HOST_MESSAGE };
    for (const nodeEnv of ['development', 'test']) {
      env.NODE_ENV = nodeEnv;
      await expect(assertSafeUrl('http://localhost:3000/')).rejects.toMatchObject(hint);
      await expect(assertSafeUrl('http://127.0.0.1/')).rejects.toMatchObject(hint);
      await expect(assertSafeUrl('http://[fd00::1]/')).rejects.toMatchObject(hint);
      await expect(assertSafeUrl('http://169.254.169.254/')).rejects.toMatchObject(plain);
      await expect(assertSafeUrl('http://[::ffff:169.254.169.254]/')).rejects.toMatchObject(plain);
      await expect(assertSafeUrl('http://metadata.google.internal/')).rejects.toMatchObject(plain);
      await expect(assertSafeUrl('http://does-not-exist.invalid/')).rejects.toMatchObject(plain);
      // A host with a private and a metadata address: the opt-out would not let it through.
      const lookup = vi.spyOn(dns.promises, 'lookup') as unknown as ReturnType<typeof vi.fn>;
      lookup.mockResolvedValueOnce([
        { address: '10.0.0.7', family: 4 },
        { address: '169.254.169.254', family: 4 },
      ]);
      await expect(assertSafeUrl('http://both.example/')).rejects.toMatchObject(plain);
      lookup.mockRestore();
    }
    expect(PRIVATE_TARGET_HINT).toContain('ALLOW_PRIVATE_NETWORK_TARGETS=true');
    env.NODE_ENV = 'production';
    await expect(assertSafeUrl('http://localhost:3000/')).rejects.toMatchObject(plain);
    await expect(assertSafeUrl('http://10.1.2.3/')).rejects.toMatchObject(plain);
  });

  it('accepts public IP literals without asking DNS', async () => {
    const lookup = vi.spyOn(dns.promises, 'lookup');
    const v4 = await assertSafeUrl('http://93.184.216.34/path?q=1');
    expect(v4.addresses).toEqual([{ address: '93.184.216.34', family: 4 }]);
    expect(v4.url.href).toBe('http://93.184.216.34/path?q=1');
    const v6 = await assertSafeUrl('https://[2606:4700::1111]/');
    expect(v6.addresses).toEqual([{ address: '2606:4700::1111', family: 6 }]);
    await expect(assertSafeUrl('http://127.1/')).rejects.toMatchObject(unsafe);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('refuses a host when any of its addresses is private, and returns all vetted addresses otherwise', async () => {
    const lookup = vi.spyOn(dns.promises, 'lookup') as unknown as ReturnType<typeof vi.fn>;
    lookup.mockResolvedValueOnce([
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ]);
    const refused = await assertSafeUrl('https://mixed.example/').catch((e: unknown) => e);
    expect(refused).toMatchObject(unsafe);
    // The resolved private address goes to the log only, never to the caller.
    expect((refused as AppError).message).not.toContain('10.0.0.7');
    expect((refused as AppError).internal).toContain('10.0.0.7');

    lookup.mockResolvedValueOnce([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1::1', family: 6 },
    ]);
    const target = await assertSafeUrl('https://public.example/');
    expect(target.addresses).toHaveLength(2);
    expect(lookup).toHaveBeenLastCalledWith('public.example', { all: true, verbatim: true });
  });

  it('with ALLOW_PRIVATE_NETWORK_TARGETS=true allows loopback and private hosts, but not bad schemes, credentials or metadata', async () => {
    process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
    await expect(assertSafeUrl('http://127.0.0.1:8080/')).resolves.toMatchObject({ addresses: [{ address: '127.0.0.1' }] });
    await expect(assertSafeUrl('http://[::1]/')).resolves.toBeDefined();
    await expect(assertSafeUrl('http://10.1.2.3/')).resolves.toBeDefined();
    for (const url of [
      'ftp://127.0.0.1/',
      'file:///etc/passwd',
      'http://user:pass@127.0.0.1/',
      'http://169.254.169.254/',
      'http://[::ffff:169.254.169.254]/',
      'http://[fd00:ec2::254]/',
      'http://metadata.google.internal/',
    ]) {
      await expect(assertSafeUrl(url), url).rejects.toMatchObject(unsafe);
    }
    // An explicit option wins over the environment.
    await expect(assertSafeUrl('http://127.0.0.1/', { allowPrivate: false })).rejects.toMatchObject(unsafe);
  });
});

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '0.0.0.0',
    '10.0.0.1',
    '100.64.0.1',
    '169.254.169.254',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.168.0.1',
    '198.18.0.1',
    '198.51.100.1',
    '203.0.113.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::127.0.0.1',
    '::ffff:0:10.0.0.1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '2002:c0a8:101::1',
    '100::1',
    '[::1]',
    'not-an-ip',
    '',
  ])('blocks %s', (ip) => {
    expect(isBlockedAddress(ip)).toBe(true);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])(
    'allows %s',
    (ip) => {
      expect(isBlockedAddress(ip)).toBe(false);
    },
  );

  it('keeps metadata addresses blocked even when private targets are allowed', () => {
    for (const ip of ['169.254.169.254', '::ffff:169.254.169.254', 'fd00:ec2::254', '100.100.100.200']) {
      expect(isBlockedAddress(ip, { allowPrivate: true }), ip).toBe(true);
    }
    expect(isBlockedAddress('127.0.0.1', { allowPrivate: true })).toBe(false);
    expect(isBlockedAddress('fd00::1', { allowPrivate: true })).toBe(false);
  });
});

describe('safeFetch', () => {
  let server: http.Server;
  let base: string;
  let port: number;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const path = req.url ?? '/';
      if (path === '/ok') {
        res.writeHead(200, { 'content-type': 'text/plain', 'x-host': req.headers.host ?? '' });
        res.end('hello');
      } else if (path === '/to-metadata') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
      } else if (path === '/to-file') {
        res.writeHead(301, { location: 'file:///etc/passwd' });
        res.end();
      } else if (path.startsWith('/hop/')) {
        const n = Number(path.slice(5));
        res.writeHead(302, { location: n > 1 ? `/hop/${n - 1}` : '/ok' });
        res.end();
      } else if (path === '/big') {
        res.writeHead(200, { 'content-type': 'application/octet-stream' }); // chunked, no length
        res.write(Buffer.alloc(600));
        res.end(Buffer.alloc(600));
      } else if (path === '/big-declared') {
        res.writeHead(200, { 'content-length': '5000' });
        res.end(Buffer.alloc(5000));
      }
      // Any other path never answers.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const local = { allowPrivate: true, maxBytes: 1024 };

  it('refuses loopback unless private targets are allowed', async () => {
    await expect(safeFetch(`${base}/ok`, { maxBytes: 1024 })).rejects.toMatchObject(unsafe);
  });

  it('fetches a local server with private targets allowed', async () => {
    const res = await safeFetch(`${base}/ok`, local);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('hello');
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.url).toBe(`${base}/ok`);
  });

  it('connects to the vetted address and keeps the original Host header', async () => {
    const lookup = vi.spyOn(dns.promises, 'lookup') as unknown as ReturnType<typeof vi.fn>;
    lookup.mockResolvedValue([{ address: '127.0.0.1', family: 4 }]);
    // "pinned.test" exists nowhere but in the mocked answer: the request reaches the server only if
    // the connection uses the address that was checked.
    const res = await safeFetch(`http://pinned.test:${port}/ok`, local);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-host')).toBe(`pinned.test:${port}`);
  });

  it('re-checks every redirect: a redirect to the metadata address is refused even with private targets allowed', async () => {
    await expect(safeFetch(`${base}/to-metadata`, local)).rejects.toMatchObject(unsafe);
    await expect(safeFetch(`${base}/to-file`, local)).rejects.toMatchObject(unsafe);
  });

  it('follows redirects up to maxRedirects and reports the final URL', async () => {
    const res = await safeFetch(`${base}/hop/2`, { ...local, maxRedirects: 3 });
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${base}/ok`);
  });

  it('stops a redirect chain longer than maxRedirects', async () => {
    const error = await safeFetch(`${base}/hop/5`, { ...local, maxRedirects: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(error).toMatchObject({ reason: 'too_many_redirects' });
  });

  it('caps the body while it streams, and on a declared length', async () => {
    for (const path of ['/big', '/big-declared']) {
      const error = await safeFetch(`${base}${path}`, local).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'payload_too_large', status: 413, message: expect.stringContaining('1 KiB') });
    }
    const res = await safeFetch(`${base}/big`, { ...local, maxBytes: 1200 });
    expect(res.body.length).toBe(1200);
  });

  it('gives up on a server that never answers within timeoutMs', async () => {
    const started = Date.now();
    const error = await safeFetch(`${base}/silent`, { ...local, timeoutMs: 500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports a refused connection as a network failure', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await safeFetch(`http://127.0.0.1:${closedPort}/`, local).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(error).toMatchObject({ reason: 'network' });
  });
});
