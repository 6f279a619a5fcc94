import { API_RESPONSE_HEADERS } from '@/lib/api/reply.ts';
import { traceIdFrom } from '@/lib/api/trace.ts';
import { LIMIT_HEADER_NAMES } from '@/lib/limits/consume.ts';

/**
 * Browsers call the API with publishable keys. Actual responses carry CORS headers only for origins
 * on the tenant's allow-list (checked once the key is known); a preflight carries no key, so it is
 * answered for any origin and the real request decides.
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
