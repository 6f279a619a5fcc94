/**
 * The HTTP server of `npm run dev` / `npm start` (spawned by scripts/serve.ts): Next.js through its
 * custom-server API, behind two things Next offers no hook for. Next redirects a path with an empty
 * segment or a backslash, and fails on malformed percent-encoding, before any route or proxy runs;
 * under /api/v1 those requests get the API's JSON answer instead (lib/api/raw-path.ts). And Next takes
 * X-Forwarded-For from anyone; here it is settled from the connection and TRUSTED_PROXIES first.
 *
 *   tsx scripts/next-server.ts dev|start [--port N] [--hostname H]
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import next from 'next';
import { refuseRawApiPath, type RawPathRefusal } from '../lib/api/raw-path.ts';
import { API_RESPONSE_HEADERS } from '../lib/api/reply.ts';
import { traceIdFrom } from '../lib/api/trace.ts';
import { config } from '../lib/config.ts';
import { logger } from '../lib/logger.ts';
import { settleForwardedHeaders, warnOnceOfUntrustedForwarding } from '../lib/net/client-address.ts';
import { parseTrustedProxies } from '../lib/trusted-proxies.ts';

const mode = process.argv[2];
if (mode !== 'dev' && mode !== 'start') {
  console.error('usage: tsx scripts/next-server.ts dev|start [--port N] [--hostname H]');
  process.exit(2);
}
const dev = mode === 'dev';
const option = (...names: string[]) => {
  const at = process.argv.findIndex((a) => names.includes(a));
  return at > 0 ? process.argv[at + 1] : undefined;
};
const port = Number(option('--port', '-p') ?? config().PORT);
const hostname = option('--hostname', '-H');
// As `next dev` / `next start` set it.
(process.env as Record<string, string>).NODE_ENV = dev ? 'development' : 'production';

const app = next({ dev, dir: process.cwd(), hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

function refuse(req: IncomingMessage, res: ServerResponse, refusal: RawPathRefusal): void {
  const traceparent = req.headers.traceparent;
  const traceId = traceIdFrom(new Headers(typeof traceparent === 'string' ? { traceparent } : {}));
  const body = JSON.stringify({ code: refusal.code, message: refusal.message, traceId });
  res.writeHead(refusal.status, {
    ...API_RESPONSE_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'X-Trace-Id': traceId,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  logger.info({ traceId, method: req.method, path: req.url?.split('?', 1)[0], status: refusal.status }, 'request');
}

// Forwarded headers count only from the proxies the operator names (lib/net/client-address.ts).
const trustedProxies = parseTrustedProxies(config().TRUSTED_PROXIES);
const untrustedForwarding = warnOnceOfUntrustedForwarding(logger);

const server = createServer((req, res) => {
  settleForwardedHeaders(req.headers, req.socket.remoteAddress, trustedProxies, untrustedForwarding);
  const refusal = refuseRawApiPath(req.url ?? '/');
  if (refusal) return refuse(req, res, refusal);
  handle(req, res).catch((error: unknown) => {
    logger.error({ err: error }, 'request handler failed');
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Internal Server Error');
  });
});
// Next's dev server (HMR) takes the WebSocket upgrades.
if (dev) server.on('upgrade', (req, socket, head) => void app.getUpgradeHandler()(req, socket, head));

server.listen(port, hostname, () => console.log(`- ${dev ? 'development' : 'production'} server ready on http://${hostname ?? 'localhost'}:${port}`));

// Like `next start`: stop accepting, let in-flight requests finish (10 s at most), close Next, exit
// with the signal's code.
let stopping = false;
for (const [signal, code] of [
  ['SIGTERM', 143],
  ['SIGINT', 130],
] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    void Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 10_000).unref())])
      .then(() => app.close())
      .catch((error: unknown) => logger.warn({ err: error }, 'Next did not close cleanly; exiting anyway'))
      .finally(() => process.exit(code));
  });
}
