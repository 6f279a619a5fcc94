import { NextResponse, type NextRequest } from 'next/server';
import { REPORT_HTML_CSP } from '@/lib/compliance/report/csp.ts';
import { config as appConfig } from '@/lib/config.ts';
import { SCAN_REPORT_CSP } from '@/lib/scanner/report/html.ts';

/** app/(portal)/compliance/reports/[id]/html: a report's HTML edition, shown inline. */
const REPORT_HTML_VIEW = /^\/compliance\/reports\/[^/]+\/html$/;
/** app/(portal)/scans/[id]/report and sites/[id]/report: a scan's HTML report, downloaded. */
const SCAN_REPORT = /^\/(scans|sites)\/[^/]+\/report$/;
/** app/widget-preview: the sample page the portal's Widget page shows in a frame (the one page the portal may frame). */
const WIDGET_PREVIEW = '/widget-preview';

/**
 * Security headers for the portal's pages, with a fresh CSP nonce per request: Next.js reads the nonce
 * from the request's policy and puts it on its own scripts, so no inline script runs without it.
 * The API (/api/v1) answers JSON only and sets its own headers; it is not routed through here.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const dev = appConfig().NODE_ENV !== 'production';
  const framable = request.nextUrl.pathname === WIDGET_PREVIEW;
  const policy = [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? ` 'unsafe-eval'` : ''}`,
    // Style attributes (Radix positions, chart widths) cannot carry a nonce.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    framable ? `frame-ancestors 'self'` : `frame-ancestors 'none'`,
  ].join('; ');

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  // A report's HTML edition opened in the portal runs no script at all: its own policy, not the portal's.
  const path = request.nextUrl.pathname;
  response.headers.set('Content-Security-Policy', REPORT_HTML_VIEW.test(path) ? REPORT_HTML_CSP : SCAN_REPORT.test(path) ? SCAN_REPORT_CSP : policy);
  response.headers.set('X-Frame-Options', framable ? 'SAMEORIGIN' : 'DENY');
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  response.headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  return response;
}

export const config = {
  matcher: [
    {
      source: '/((?!api/v1|api/inngest|_next/static|_next/image|favicon.ico|widget\\.js|widget/).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
};
