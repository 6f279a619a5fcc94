import { fetchAndEvaluate } from '../fetch-script.ts';
import { runsScripts } from '../runs-scripts.ts';
import { loadedAxe } from '../world.ts';

export type LoadState = 'present' | 'url' | 'failed' | 'noscript';

/**
 * Whether our axe is there ('present'), else fetches the script from `url` and evaluates it, then
 * `setup` (a script: setup.ts, called) ('url'); 'failed' if that cannot be done, 'noscript' where the
 * frame runs no scripts (probed where `probe`: child frames; the top one always runs them). The world's
 * own `fetch` and `eval`: nothing of the page's.
 */
export default async function loadAxe(url: string | null, version: string, timeoutMs: number, setup: string, probe: boolean): Promise<LoadState> {
  if (probe && !runsScripts()) return 'noscript';
  const present = loadedAxe();
  if (present && present.version === version && typeof present.runPartial === 'function') return 'present';
  if (!url) return 'failed';
  if (!(await fetchAndEvaluate(url, timeoutMs, setup))) return 'failed';
  return loadedAxe()?.version === version ? 'url' : 'failed';
}
