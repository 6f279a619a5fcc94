/** Any origin of our own: values are resolved against it, and only paths that stay on it are kept. */
const SELF = 'https://portal.invalid';

/**
 * Where to go after signing in: a path on this site only. "Same site" is decided the way a browser would
 * read the value, by resolving it against our own origin and comparing origins, after refusing what
 * browsers strip or rewrite before resolving: control characters (`/\t/evil.example` becomes
 * `//evil.example`) and backslashes (`/\evil.example` is `//evil.example`). The result is the resolved
 * path, query and fragment, so what the caller redirects to is exactly what was checked.
 */
export function safeCallbackPath(raw: string | string[] | undefined, fallback = '/overview'): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (!value?.startsWith('/') || value.length > 2048 || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const url = URL.parse(value, SELF);
  if (!url || url.origin !== SELF || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
