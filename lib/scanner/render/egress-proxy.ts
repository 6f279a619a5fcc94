import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { AppError } from '@/lib/errors.ts';
import { assertSafeUrl, type SafeTarget } from '@/lib/net/ssrf.ts';

/**
 * The browser's egress: a local forward proxy every scan context must use. Playwright's request routing
 * never sees redirect hops (an <img> answered by a 302 to 169.254.169.254 would reach it), and Chromium
 * resolves names itself (DNS rebinding); here every request and every CONNECT tunnel is vetted by the
 * SSRF guard and the connection pinned to the vetted address.
 *
 * Each scan gets its own loopback port, which says which scan a refused request belonged to and is
 * closed with the scan. Not credentials: Playwright answers proxy authentication by intercepting every
 * request of the context (Fetch.enable), which costs CPU on each request and delays its request events.
 * Another local process that finds the port gains nothing: the proxy only reaches what the SSRF policy
 * allows, which that process can reach by itself.
 *
 * The proxy also serves the scan's own scripts (published assets) from memory, at `/assets/<name>` of
 * each scan's port, so that the page's frames can fetch them by URL (from the scan's isolated world, so
 * with CORS headers that let any origin read them: they are public scripts): a 650 kB engine script sent over
 * the DevTools protocol instead costs this process and the browser far more than a loopback fetch.
 * Those requests never leave the process, so no SSRF rule applies to them; anything else that asks
 * the proxy's own address is an ordinary request to loopback, vetted like any other.
 */
export interface EgressSession {
  /** e.g. http://127.0.0.1:41234, for the browser context's `proxy.server`. */
  server: string;
  /** Where this session's browser fetches a published asset. */
  assetUrl(name: string): string;
  /** Whether a URL is one of this session's asset URLs. */
  isAsset(url: string): boolean;
  close(): void;
}

export interface ProxyAsset {
  /** A file name, unique and versioned (within a browser context, every frame after the first gets it from the cache). */
  name: string;
  contentType: string;
  body(): string | Buffer;
}

export interface EgressProxy {
  /** `offline`: the session's browser reaches nothing but the published assets (analysed HTML that has no page of its own). */
  open(onBlocked: (url: string, reason: string) => void, options?: { offline?: boolean }): Promise<EgressSession>;
  /** Serves the asset on every session's port from now on (the body is read once); publishing again is a no-op. */
  publish(asset: ProxyAsset): void;
  close(): Promise<void>;
}

interface Session {
  onBlocked: (url: string, reason: string) => void;
  offline: boolean;
  sockets: Set<Duplex>;
  /** http://127.0.0.1:<port>, the session's own port. */
  origin: string;
}

const ASSET_PATH = '/assets/';
const OFFLINE = 'no network for this page';

const CONNECT_TIMEOUT_MS = 15_000;
const IDLE_TIMEOUT_MS = 60_000;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

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

export function createEgressProxy(): EgressProxy {
  const listeners = new Set<net.Server>();
  const allSockets = new Set<Duplex>();
  // The scan a connection belongs to, by the port it came in on (see open()).
  const sessionOf = new WeakMap<Duplex, Session>();
  const assets = new Map<string, { contentType: string; body: Buffer }>();

  /** The published asset a request asks for, through the proxy (absolute form) or directly. */
  const assetFor = (req: http.IncomingMessage, session: Session) => {
    const target = req.url ?? '';
    const path = target.startsWith(session.origin) ? target.slice(session.origin.length) : target;
    return path.startsWith(ASSET_PATH) ? assets.get(path.slice(ASSET_PATH.length)) : undefined;
  };

  // One HTTP server parses every scan's connections; it listens on no port of its own.
  const server = http.createServer(async (req, res) => {
    const session = sessionOf.get(req.socket)!; // every connection comes in through a scan's port
    const asset = assetFor(req, session);
    if (asset && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, {
        'content-type': asset.contentType,
        'content-length': asset.body.length,
        'cache-control': 'public, max-age=31536000, immutable', // the frames of one scan load it once
        // Fetched by the scan's isolated world in each frame, whose origin is the frame's: any may read it.
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
      });
      res.end(req.method === 'HEAD' ? undefined : asset.body);
      return;
    }
    if (session.offline) {
      session.onBlocked(req.url ?? '', OFFLINE);
      res.writeHead(403, { 'content-type': 'text/plain', 'x-scanner-egress': 'blocked' }).end('Blocked by the scanner egress policy.');
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
    const session = sessionOf.get(client)!;
    if (session.offline) {
      session.onBlocked(`https://${req.url ?? ''}`, OFFLINE);
      client.end('HTTP/1.1 403 Forbidden\r\nX-Scanner-Egress: blocked\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
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

  return {
    async open(onBlocked, { offline = false } = {}) {
      const session: Session = { onBlocked, offline, sockets: new Set(), origin: '' };
      const listener = net.createServer((socket) => {
        sessionOf.set(socket, session);
        session.sockets.add(socket);
        socket.on('close', () => session.sockets.delete(socket));
        server.emit('connection', socket);
      });
      await new Promise<void>((resolve, reject) => {
        listener.once('error', reject);
        listener.listen(0, '127.0.0.1', resolve);
      });
      listeners.add(listener);
      const { port } = listener.address() as net.AddressInfo;
      session.origin = `http://127.0.0.1:${port}`;
      const assetBase = `${session.origin}${ASSET_PATH}`;
      return {
        server: session.origin,
        assetUrl: (name) => `${assetBase}${name}`,
        isAsset: (url) => url.startsWith(assetBase),
        close() {
          listeners.delete(listener);
          listener.close();
          for (const socket of session.sockets) socket.destroy();
        },
      };
    },
    publish({ name, contentType, body }) {
      if (assets.has(name)) return;
      const bytes = body();
      assets.set(name, { contentType, body: typeof bytes === 'string' ? Buffer.from(bytes) : bytes });
    },
    async close() {
      for (const listener of listeners) listener.close();
      listeners.clear();
      for (const socket of allSockets) socket.destroy();
      server.close();
    },
  };
}
