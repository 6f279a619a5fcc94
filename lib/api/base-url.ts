import { config } from '@/lib/config.ts';

/**
 * Where links we hand out (invitations) should point: PUBLIC_BASE_URL, else the origin the caller
 * reached us on, from the Host (or a proxy's X-Forwarded-*) header. Next.js may rewrite `req.url` to its
 * own bind address, which is not where the caller's browser (and its cookies) lives.
 */
export function publicBaseUrl(req: Request): string {
  return config().PUBLIC_BASE_URL ?? originFromHeaders(req.headers, new URL(req.url).origin);
}

/**
 * The origin the caller reached us on. The headers are the caller's to set: a value that makes no
 * http(s) origin (`Host: a b`, a proto of `javascript`) gives `fallback`, never a broken link.
 */
export function originFromHeaders(headers: Headers, fallback: string): string {
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() ?? headers.get('host');
  if (!host) return fallback;
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() ?? new URL(fallback).protocol.replace(':', '');
  if (proto !== 'http' && proto !== 'https') return fallback;
  const url = URL.parse(`${proto}://${host}`);
  // Only a bare host[:port]: anything the parser had to read as a path, credentials or query is refused.
  if (!url || url.host !== host.toLowerCase() || url.username || url.password || url.pathname !== '/' || url.search || url.hash) return fallback;
  return url.origin;
}
