import net from 'node:net';

/**
 * Who the client of a request is. `X-Forwarded-For` and its siblings are headers anyone can send, so
 * they count only when the connection comes from a proxy the operator named in TRUSTED_PROXIES
 * (addresses or CIDR ranges, comma-separated): then the client is the nearest address in the chain that
 * is not itself a trusted proxy. Otherwise the client is the connection's own address, and forwarded
 * headers are dropped before the app sees them. The app reads the result as the one `X-Forwarded-For`
 * value (lib/portal/next-auth.ts clientAddress), which Next.js leaves alone when it is set. The list itself
 * is read by lib/trusted-proxies.ts.
 */

/** `::ffff:1.2.3.4` is 1.2.3.4; anything that is not an IP address is null. */
export function normaliseAddress(raw: string | undefined | null): string | null {
  const value = raw?.trim().replace(/^\[(.*)\]$/, '$1');
  if (!value) return null;
  const plain = value.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  return net.isIP(plain) ? plain : null;
}

function isTrusted(address: string, trusted: net.BlockList): boolean {
  return trusted.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

export function resolveClientAddress(remote: string | undefined, forwardedFor: string | string[] | undefined, trusted: net.BlockList): string | null {
  const peer = normaliseAddress(remote);
  if (!peer || !isTrusted(peer, trusted)) return peer;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map(normaliseAddress);
  // From the nearest hop outwards: the first that is not one of our proxies is the client. A hop that is
  // no address ends the trust: what lies beyond it is whatever the client wrote.
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (!hop) return peer;
    if (!isTrusted(hop, trusted)) return hop;
  }
  return hops[0] ?? peer;
}

const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/**
 * Set by the server (never by a client) when the request came through a proxy, trusted or not: then the
 * connection's loopback address says nothing about where the person is (first-run setup's exemption).
 */
export const PROXIED_HEADER = 'x-a11y-proxied';

/**
 * Rewrites a request's headers in place: forwarded headers only from trusted proxies, the client as
 * X-Forwarded-For. `onUntrusted` hears of forwarded headers dropped because their sender is not trusted.
 */
export function settleForwardedHeaders(
  headers: Record<string, string | string[] | undefined>,
  remote: string | undefined,
  trusted: net.BlockList,
  onUntrusted?: (peer: string) => void,
): void {
  const peer = normaliseAddress(remote);
  const client = resolveClientAddress(remote, headers['x-forwarded-for'], trusted);
  const forwarded = FORWARDED.some((name) => headers[name] !== undefined);
  const peerTrusted = peer !== null && isTrusted(peer, trusted);
  delete headers[PROXIED_HEADER];
  if (forwarded || peerTrusted) headers[PROXIED_HEADER] = '1';
  if (!peerTrusted) {
    if (forwarded && peer) onUntrusted?.(peer);
    for (const name of FORWARDED) delete headers[name];
  }
  if (client) headers['x-forwarded-for'] = client;
  else delete headers['x-forwarded-for'];
}

/**
 * A reverse proxy TRUSTED_PROXIES does not name looks like one client to us: every visitor gets its
 * address, so 30 failed sign-ins from anyone lock the address for everyone behind it. Said once per
 * process (a stranger sending the headers directly would otherwise fill the log).
 */
export function warnOnceOfUntrustedForwarding(log: { warn(details: object, message: string): void }): (peer: string) => void {
  let warned = false;
  return (peer) => {
    if (warned) return;
    warned = true;
    log.warn(
      { peer },
      "X-Forwarded-For (or another forwarded header) came from an address TRUSTED_PROXIES does not name, and was ignored: behind a reverse proxy every visitor then has the proxy's address, and sign-in throttling counts them as one. Set TRUSTED_PROXIES to the proxy's address. Said once.",
    );
  };
}
