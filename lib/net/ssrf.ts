import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { AppError } from '@/lib/errors.ts';
import { config } from '@/lib/config.ts';
import { allowPrivateTargets, isBlockedAddress, METADATA_HOSTS, type PolicyOptions } from './blocked-addresses.ts';

/**
 * SSRF guard for every URL a caller gives us to fetch (scans, images, PDFs, webhook receivers).
 *
 * Policy: http(s) only, no credentials, every address the host resolves to must be public. The check
 * happens on each hop of a redirect chain, and the connection is pinned to the address that was
 * vetted, so a DNS answer that changes between check and connect (rebinding) cannot reach inside.
 * `ALLOW_PRIVATE_NETWORK_TARGETS` (tests, local development) lifts the address rules except for cloud
 * metadata endpoints, which are refused always: nothing legitimate scans them, and they hold credentials.
 */

export interface SafeTarget {
  url: URL;
  addresses: { address: string; family: number }[];
}

/** A fetch that failed for a reason that is not our policy: callers decide how to report it. */
export class FetchFailedError extends Error {
  readonly reason: 'timeout' | 'too_many_redirects' | 'network';
  constructor(reason: FetchFailedError['reason'], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FetchFailedError';
    this.reason = reason;
  }
}

const refuse = (message: string, internal?: string, cause?: unknown) => new AppError('unsafe_url', message, { internal, cause });

/**
 * Every refusal that depends on where a host points says the same thing: whether an internal name
 * resolves, and to what, is no caller's business. The reason goes to the log (`internal`).
 */
export const UNSAFE_HOST_MESSAGE = 'The URL must point to a public internet host; this one cannot be fetched.';
const refuseHost = (internal: string, cause?: unknown) => refuse(UNSAFE_HOST_MESSAGE, internal, cause);

/**
 * Outside production, a host refused only for being private or loopback (the opt-out would allow it) says
 * how to allow it: a developer scanning localhost needs that, and such a server maps nobody's network. In
 * production the message stays the one above; metadata is never allowable, so it never gets the hint.
 */
export const PRIVATE_TARGET_HINT =
  'Outside production, private and loopback addresses can be allowed with ALLOW_PRIVATE_NETWORK_TARGETS=true (local development and tests only).';
const refusePrivateHost = (internal: string) =>
  refuse(config().NODE_ENV === 'production' ? UNSAFE_HOST_MESSAGE : `${UNSAFE_HOST_MESSAGE} ${PRIVATE_TARGET_HINT}`, internal);

/** Parses and vets a URL; returns it with the addresses a connection may use. Throws 422 `unsafe_url`. */
export async function assertSafeUrl(raw: string, options: PolicyOptions = {}): Promise<SafeTarget> {
  const allowPrivate = options.allowPrivate ?? allowPrivateTargets();
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('The URL is not valid.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('Only http and https URLs can be fetched.');
  if (url.username || url.password) throw refuse('URLs with credentials (user:password@) cannot be fetched.');
  if (!url.hostname) throw refuse('The URL has no host.');
  // The URL parser already refuses ports above 65535; port 0 gets through it.
  if (url.port !== '' && !(Number(url.port) >= 1 && Number(url.port) <= 65535)) throw refuse('The URL port is not valid.');

  // The WHATWG parser has already turned 2130706433, 0x7f.1 and 127.1 into dotted quads.
  const host = url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.+$/, '')
    .toLowerCase();
  if (METADATA_HOSTS.has(host)) throw refuseHost(`${host} is a cloud metadata host`);

  let addresses: SafeTarget['addresses'];
  const literal = net.isIP(host);
  if (literal) {
    addresses = [{ address: host, family: literal }]; // no DNS for literals
  } else {
    try {
      addresses = await dns.promises.lookup(host, { all: true, verbatim: true });
    } catch (error) {
      throw refuseHost(`${host} does not resolve: ${String(error)}`, error);
    }
    if (addresses.length === 0) throw refuseHost(`${host} resolves to no address`);
  }
  // ANY bad address refuses: a host answering with one public and one private address is an attack.
  const bad = addresses.filter((a) => isBlockedAddress(a.address, { allowPrivate }));
  if (bad.length) {
    const internal = `${host} resolves to ${bad[0]!.address}, a private, loopback, link-local or metadata address`;
    // Allowable: every refused address would pass with the opt-out (none is metadata).
    if (!allowPrivate && bad.every((a) => !isBlockedAddress(a.address, { allowPrivate: true }))) throw refusePrivateHost(internal);
    throw refuseHost(internal);
  }
  return { url, addresses };
}

export interface SafeFetchInit extends PolicyOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Byte cap on the response body: 413 `payload_too_large` beyond it. */
  maxBytes: number;
  /** For the whole exchange: DNS, every redirect and the body. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** `manual`: a redirect is answered as it came (status and Location), not followed. */
  redirect?: 'follow' | 'manual';
  signal?: AbortSignal;
}

export interface SafeResponse {
  status: number;
  headers: Headers;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function formatBytes(n: number): string {
  if (n >= 1 << 20 && n % (1 << 20) === 0) return `${n / (1 << 20)} MiB`;
  if (n >= 1 << 10 && n % (1 << 10) === 0) return `${n / (1 << 10)} KiB`;
  return `${n} bytes`;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** One request, connected to the vetted address whatever DNS says now; Host and SNI stay the URL's. */
function send(target: SafeTarget, method: string, headers: Record<string, string>, body: SafeFetchInit['body'], signal: AbortSignal) {
  const pinned = target.addresses[0]!;
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = client.request(
      target.url,
      {
        method,
        headers,
        signal,
        agent: false, // no pooled sockets: a socket vetted under one policy is never reused under another
        lookup: (_host, opts, callback) => (opts.all ? callback(null, [pinned]) : callback(null, pinned.address, pinned.family)),
      },
      resolve,
    );
    req.on('error', reject);
    req.end(body);
  });
}

function readCapped(res: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new AppError('payload_too_large', `The fetched resource is larger than the ${formatBytes(maxBytes)} limit.`);
  if (Number(res.headers['content-length']) > maxBytes) {
    res.destroy();
    return Promise.reject(tooLarge());
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let ended = false;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(tooLarge());
        res.destroy();
      } else chunks.push(chunk);
    });
    res.on('end', () => {
      ended = true;
      resolve(Buffer.concat(chunks));
    });
    res.on('error', reject);
    res.on('close', () => ended || reject(new Error('The response ended early.')));
  });
}

/**
 * Fetches a caller-given URL under the SSRF policy. Redirects are followed by hand so each target is
 * vetted again. Refusals are AppError `unsafe_url` / `payload_too_large`; timeouts, redirect loops and
 * network failures are FetchFailedError. No Accept-Encoding is sent, so the body arrives as sent.
 */
export async function safeFetch(raw: string, init: SafeFetchInit): Promise<SafeResponse> {
  const { maxBytes, timeoutMs = 10_000, maxRedirects = 5 } = init;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([timeout, init.signal]) : timeout;
  let method = (init.method ?? 'GET').toUpperCase();
  let body = init.body;
  let headers: Record<string, string> = { ...init.headers };
  let current = raw;
  try {
    for (let hop = 0; ; hop++) {
      const target = await abortable(assertSafeUrl(current, init), signal);
      const res = await send(target, method, headers, body, signal);
      const location = res.headers.location;
      if (init.redirect === 'manual' || !REDIRECTS.has(res.statusCode ?? 0) || !location) {
        const data = await readCapped(res, maxBytes);
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of [value ?? []].flat()) responseHeaders.append(name, v);
        }
        return { status: res.statusCode ?? 0, headers: responseHeaders, body: data, url: target.url.href };
      }
      res.destroy();
      if (hop >= maxRedirects) throw new FetchFailedError('too_many_redirects', `The URL redirected more than ${maxRedirects} times.`);
      let next: URL;
      try {
        next = new URL(location, target.url);
      } catch {
        throw refuse('The URL redirected to an invalid location.');
      }
      // As fetch does: 303, and 301/302 after a POST, continue as a body-less GET.
      if (res.statusCode === 303 || (method === 'POST' && (res.statusCode === 301 || res.statusCode === 302))) {
        method = 'GET';
        body = undefined;
        headers = Object.fromEntries(Object.entries(headers).filter(([k]) => !/^content-/i.test(k)));
      }
      // Credentials are for the origin they were given to, not wherever it redirects.
      if (next.origin !== target.url.origin) {
        headers = Object.fromEntries(Object.entries(headers).filter(([k]) => !/^(authorization|cookie)$/i.test(k)));
      }
      current = next.href;
    }
  } catch (error) {
    if (error instanceof AppError || error instanceof FetchFailedError) throw error;
    if (timeout.aborted) throw new FetchFailedError('timeout', `The URL did not answer within ${timeoutMs} ms.`, { cause: error });
    if (init.signal?.aborted) throw init.signal.reason;
    throw new FetchFailedError('network', 'The URL could not be fetched.', { cause: error });
  }
}
