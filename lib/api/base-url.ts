/**
 * Where links we hand out (invitations) should point: PUBLIC_BASE_URL, else the origin the caller
 * reached us on, from the Host (or a proxy's X-Forwarded-*) header. Next.js may rewrite `req.url` to its
 * own bind address, which is not where the caller's browser (and its cookies) lives.
 */
export function publicBaseUrl(req: Request): string {
  return process.env.PUBLIC_BASE_URL ?? originFromHeaders(req.headers, new URL(req.url).origin);
}

export function originFromHeaders(headers: Headers, fallback: string): string {
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() ?? headers.get('host');
  if (!host) return fallback;
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? new URL(fallback).protocol.replace(':', '');
  return `${proto}://${host}`;
}
