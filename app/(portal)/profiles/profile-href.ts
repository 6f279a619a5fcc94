import { MAX_USER_ID_LENGTH } from '@/lib/profiles/schemas.ts';

/**
 * A profile's address in the portal: `/profiles/<userId percent-encoded>`. A user id is any text, and a few
 * cannot ride in the path segment: "." and "..", which browsers resolve as dot-segments (encoded or not)
 * before asking, and ids with "%", because Next.js hands a page its param percent-encoded after a
 * navigation in the app but decoded on a full load of a path with "%25", so a "%" in it is ambiguous.
 * Those, and "~" itself, go as `/profiles/~?id=…`: the segment "~" means "the user id is in the query".
 */
export const IN_QUERY = '~';

export function profileHref(userId: string): string {
  const encoded = encodeURIComponent(userId);
  const inQuery = userId === '.' || userId === '..' || userId === IN_QUERY || userId.includes('%');
  return inQuery ? `/profiles/${IN_QUERY}?id=${encoded}` : `/profiles/${encoded}`;
}

/**
 * The user id a detail page's route names, if any: its param, or `id` of the query under "~". The param
 * arrives encoded or decoded (see above); decoding it once gives the id either way, since the ids sent by
 * path hold no "%".
 */
export function userIdOfRoute(param: string, id: string | string[] | undefined): string | undefined {
  let segment: string;
  try {
    segment = decodeURIComponent(param);
  } catch {
    // expected: a malformed percent-escape in the address is no profile
    return undefined;
  }
  if (segment !== IN_QUERY) return segment;
  return Array.isArray(id) ? id[0] : id;
}

/** Why `text` cannot be a user id, in a sentence for the form, or null when it can. It is taken exactly: spaces count. */
export function userIdProblem(text: string): string | null {
  const length = [...text].length;
  if (length === 0) return 'Enter a user id.';
  if (length > MAX_USER_ID_LENGTH) return `A user id is at most ${MAX_USER_ID_LENGTH} characters; this has ${length}.`;
  if (text.includes('\u0000')) return 'A user id cannot contain the NUL character (U+0000).';
  return null;
}
