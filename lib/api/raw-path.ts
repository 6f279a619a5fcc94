import type { ErrorCode } from '@/lib/errors.ts';

/**
 * Next.js answers some request paths itself, before any route or proxy runs: a path with an empty
 * segment (`//`) or a backslash is redirected (308) to a "normalised" one, which under /api/v1 is a
 * different resource (`/profiles//active-features` became the profile of a user called
 * "active-features"), and a path whose percent-encoding is not UTF-8 is a plain-text 500. The HTTP
 * server (scripts/next-server.ts) asks this first and answers such /api/v1 requests itself, in the
 * API's JSON, without redirecting anywhere.
 */

const PREFIX = '/api/v1';

export interface RawPathRefusal {
  status: 400 | 404;
  code: Extract<ErrorCode, 'invalid_user_id' | 'not_found'>;
  message: string;
}

/** The answer for an /api/v1 request target Next.js would redirect or fail on, or null to let Next route it. */
export function refuseRawApiPath(target: string): RawPathRefusal | null {
  const raw = target.split(/[?#]/, 1)[0] ?? '';
  // What Next would make of it (backslashes as slashes, runs of slashes as one), to know whether it is the API's.
  const normalised = raw.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  if (normalised !== PREFIX && !normalised.startsWith(`${PREFIX}/`)) return null;

  const notFound = (why: string): RawPathRefusal => ({ status: 404, code: 'not_found', message: `No endpoint at ${raw}: ${why}` });
  if (raw.includes('\\')) return notFound('a backslash is not a path separator here; percent-encode it (%5C).');
  if (raw === PREFIX) return null;
  if (!raw.startsWith(`${PREFIX}/`)) return notFound('the path has an empty segment.');

  const segments = raw.slice(PREFIX.length + 1).split('/');
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const isUserId = i === 1 && segments[0] === 'profiles';
    if (segment === '') {
      if (isUserId) return { status: 400, code: 'invalid_user_id', message: 'userId must be 1 to 256 characters; got 0.' };
      // A trailing slash is an empty last segment too: the API has one spelling per resource.
      return notFound('the path has an empty segment.');
    }
    if (!decodes(segment)) {
      if (isUserId) return { status: 400, code: 'invalid_user_id', message: 'userId is not percent-encoded UTF-8.' };
      return notFound('a path segment is not percent-encoded UTF-8.');
    }
  }
  return null;
}

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    // expected: a malformed percent-escape is the answer (false)
    return false;
  }
}
