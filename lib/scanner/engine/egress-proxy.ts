import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { AppError } from '@/lib/errors.ts';
import { assertSafeUrl, type SafeTarget } from '@/lib/net/ssrf.ts';

/**
 * The browser's egress: a local forward proxy every scan context must use. Playwright's request routing
 * never sees redirect hops (an <img> answered by a 302 to 169.254.169.254 would reach it), and Chromium
 * resolves names itself (DNS rebinding); here every request and every CONNECT tunnel is vetted by the
 * SSRF guard and the connection pinned to the vetted address. Each scan gets its own credentials, which
 * both keep other local processes out and say which scan a refused request belonged to.
 */
export interface EgressSession {
  username: string;
  password: string;
  close(): void;
}

export interface EgressProxy {
  /** e.g. http://127.0.0.1:41234, for the browser context's `proxy.server`. */
  server: string;
  open(onBlocked: (url: string, reason: string) => void): EgressSession;
  close(): Promise<void>;
}

interface Session {
  password: Buffer;
  onBlocked: (url: string, reason: string) => void;
  sockets: Set<Duplex>;
}

const CONNECT_TIMEOUT_MS = 15_000;
const IDLE_TIMEOUT_MS = 60_000;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authorization', 'proxy-authenticate', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/** Raw header pairs minus the hop-by-hop ones (and those the Connection header names). */
function forwardable(raw: string[]): string[] {
  const named = new Set<string>();
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.toLowerCase() === 'connection') for (const n of raw[i + 1]!.split(',')) named.add(n.trim().toLowerCase());
  }
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (!HOP_BY_HOP.has(name) && !named.has(name)) out.push(raw[i]!, raw[i + 1]!);
  }
  return out;
}

function reasonOf(error: unknown): string {
  return error instanceof AppError ? (error.internal ?? error.message) : String(error);
}

export async function startEgressProxy(): Promise<EgressProxy> {
  const sessions = new Map<string, Session>();
  const allSockets = new Set<Duplex>();

  function authenticate(header: string | undefined): Session | null {
    const m = /^Basic\s+(\S+)$/i.exec(header ?? '');
    if (!m) return null;
    const [user = '', pass = ''] = Buffer.from(m[1]!, 'base64').toString('utf8').split(':');
    const session = sessions.get(user);
    const given = Buffer.from(pass);
    return session && given.length === session.password.length && timingSafeEqual(given, session.password) ? session : null;
  }

  const server = http.createServer(async (req, res) => {
    const session = authenticate(req.headers['proxy-authorization']);
    if (!session) {
      res.writeHead(407, { 'proxy-authenticate': 'Basic realm="scanner"', 'content-length': '0' }).end();
      return;
    }
    let target: SafeTarget;
    try {
      target = await assertSafeUrl(req.url ?? '');
    } catch (error) {
      session.onBlocked(req.url ?? '', reasonOf(error));
      res.writeHead(403, { 'content-type': 'text/plain', 'x-scanner-egress': 'blocked' }).end('Blocked by the scanner egress policy.');
      return;
    }
    if (target.url.protocol !== 'http:') {
      res.writeHead(400, { 'content-length': '0' }).end(); // https goes through CONNECT
      return;
    }
    const pinned = target.addresses[0]!;
    const upstream = http.request(target.url, {
      method: req.method,
      headers: forwardable(req.rawHeaders),
      agent: false,
      timeout: CONNECT_TIMEOUT_MS,
      lookup: (_host, opts, callback) => (opts.all ? callback(null, [pinned]) : callback(null, pinned.address, pinned.family)),
    });
    upstream.on('response', (up) => {
      res.writeHead(up.statusCode ?? 502, up.statusMessage, forwardable(up.rawHeaders));
      up.pipe(res);
    });
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502, { 'content-length': '0' }).end()));
    res.on('close', () => upstream.destroy()); // the browser gave up (or we are done): drop the upstream too
    req.pipe(upstream);
  });

  server.on('connect', async (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    client.on('error', () => client.destroy());
    const session = authenticate(req.headers['proxy-authorization']);
    if (!session) {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="scanner"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    session.sockets.add(client);
    client.on('close', () => session.sockets.delete(client));
    let target: SafeTarget;
    try {
      // Port 443 says nothing about the scheme inside the tunnel; https just lets the guard parse host:port.
      target = await assertSafeUrl(`https://${req.url ?? ''}/`);
    } catch (error) {
      session.onBlocked(`https://${req.url ?? ''}`, reasonOf(error));
      client.end('HTTP/1.1 403 Forbidden\r\nX-Scanner-Egress: blocked\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    const pinned = target.addresses[0]!;
    const port = Number(target.url.port || 443);
    const upstream = net.connect({ host: pinned.address, port, family: pinned.family, timeout: CONNECT_TIMEOUT_MS });
    session.sockets.add(upstream);
    upstream.on('close', () => session.sockets.delete(upstream));
    upstream.once('connect', () => {
      upstream.setTimeout(IDLE_TIMEOUT_MS);
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('timeout', () => upstream.destroy());
    upstream.on('error', () => (client.writable ? client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n') : client.destroy()));
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });

  // Chromium tunnels ws:// through CONNECT; a bare upgrade request is not something we forward.
  server.on('upgrade', (_req, socket: Duplex) => socket.destroy());
  server.on('connection', (socket: net.Socket) => {
    allSockets.add(socket);
    socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
    socket.on('close', () => allSockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;

  return {
    server: `http://127.0.0.1:${port}`,
    open(onBlocked) {
      const username = `scan-${randomBytes(8).toString('hex')}`;
      const password = randomBytes(24).toString('base64url');
      const session: Session = { password: Buffer.from(password), onBlocked, sockets: new Set() };
      sessions.set(username, session);
      return {
        username,
        password,
        close() {
          sessions.delete(username);
          for (const socket of session.sockets) socket.destroy();
        },
      };
    },
    async close() {
      sessions.clear();
      for (const socket of allSockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
