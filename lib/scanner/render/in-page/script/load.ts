import { fetchAndEvaluate } from '../fetch-script.ts';

/** The state of an engine's script in this world. */
export type ScriptState = 'present' | 'url' | 'failed';

/**
 * Whether the engine's global (`ace`, `HTMLCS`) is defined in this world ('present'), else fetches its
 * script from `url` and evaluates it ('url'); 'failed' if that cannot be done (the caller then evaluates
 * the source). The world's own `fetch` and `eval`: nothing of the page's, whose globals this world never sees.
 */
export default async function loadScript(global: string, url: string | null, timeoutMs: number): Promise<ScriptState> {
  const defined = () => {
    // A loaded script's global, by name: the DOM types know no such names on the page's window.
    const value = (self as unknown as Record<string, unknown>)[global];
    return (typeof value === 'object' || typeof value === 'function') && value !== null;
  };
  if (defined()) return 'present';
  if (!url) return 'failed';
  if (!(await fetchAndEvaluate(url, timeoutMs, 'void 0;'))) return 'failed';
  return defined() ? 'url' : 'failed';
}
