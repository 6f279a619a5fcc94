/**
 * Which web pages may call with a publishable key (docs/decisions.md, "The widget page and its preview"):
 * those on the tenant's allowed origins, and the service's own pages. The service's origin serves no
 * one else's script (the portal, under its nonce policy, and the widget preview, a fixed article with the
 * widget's tag), so accepting it lets no other site use the key; it is how the portal's preview, served
 * by the service itself, runs the widget with the tenant's key.
 *
 * A browser sends no `Origin` on a same-origin GET: there `Sec-Fetch-Site: same-origin`, which a page's
 * script cannot set, says the page is on the origin the request went to. A client that is not a browser
 * can send either header with any value, as it can any `Origin`: the allow-list never bound it.
 */
export type PageOrigin = { allowed: false } | { allowed: true; cors: string | null };

export function publishablePageOrigin(headers: Headers, allowedOrigins: readonly string[], serviceOrigin: string): PageOrigin {
  const origin = headers.get('origin');
  if (origin) return allowedOrigins.includes(origin) || origin === serviceOrigin ? { allowed: true, cors: origin } : { allowed: false };
  // No Origin: only a browser's same-origin request (the page is the service's own); answers need no CORS headers.
  return headers.get('sec-fetch-site') === 'same-origin' ? { allowed: true, cors: null } : { allowed: false };
}
