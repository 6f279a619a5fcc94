/** Where to go after signing in: a path on this site only, never another origin ("//evil", "https://…"). */
export function safeCallbackPath(raw: string | string[] | undefined, fallback = '/overview'): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
