import { API_RESPONSE_HEADERS } from '@/lib/api/reply.ts';
import { AppError } from '@/lib/errors.ts';
import { traceIdFrom } from '@/lib/api/trace.ts';
import { LIMIT_HEADER_NAMES } from '@/lib/limits/consume.ts';

/**
 * Browsers call the API with publishable keys. Actual responses carry CORS headers only for origins
 * on the tenant's allow-list (checked once the key is known), and the 403 origin_not_allowed for the
 * origin that was refused; a preflight carries no key, so it is answered for any origin and the real
 * request decides (its 403, readable by the page, says why).
 */
const EXPOSED = ['X-Trace-Id', 'ETag', 'Retry-After', ...LIMIT_HEADER_NAMES, 'X-AI-Credits-Remaining', 'Idempotent-Replayed'].join(', ');

export function corsHeaders(origin: string): Record<string, string> {
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': EXPOSED, Vary: 'Origin' };
}

export function preflight(req: Request, allowed: string[]): Response {
  const origin = req.headers.get('origin');
  const headers = new Headers({ ...API_RESPONSE_HEADERS, Allow: allowed.join(', '), 'X-Trace-Id': traceIdFrom(req.headers) });
  if (origin) {
    headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Allow-Methods', allowed.join(', '));
    headers.set('Access-Control-Allow-Headers', 'X-Api-Key, X-User-Id, X-User-Signature, Content-Type, Idempotency-Key, If-None-Match, traceparent');
    headers.set('Access-Control-Max-Age', '600');
    headers.set('Vary', 'Origin');
  }
  return new Response(null, { status: 204, headers });
}

/**
 * The refusal of a page's origin, readable by the page's script (CORS headers for that origin, never
 * credentials), so the site's developer sees why. It names only the origin the request came from and
 * where to allow it, nothing of the tenant's allow-list.
 */
export function originNotAllowed(origin: string | null): AppError {
  const where = 'Allowed origins in the portal\u2019s Settings (the tenant\u2019s `allowedOrigins`)';
  if (!origin) {
    return new AppError('origin_not_allowed', `Publishable keys work only from web pages whose origin is in ${where}; this request names no origin.`);
  }
  const shown = origin.length > 200 ? `${origin.slice(0, 200)}\u2026` : origin;
  return new AppError('origin_not_allowed', `The origin ${shown} is not allowed to use this publishable key: add it to ${where}.`, {
    headers: corsHeaders(origin),
  });
}
