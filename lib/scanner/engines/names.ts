import { SCAN_ENGINES } from '@/lib/settings/tenant-settings.ts';

/**
 * The engines a scan may ask for (issue 25), by the names the API takes, and the default: axe-core alone,
 * so a scan that names none (of a tenant that set no default) runs as scans always did. Pure: the API's schemas import it.
 */
export const ENGINE_NAMES = SCAN_ENGINES;
export type EngineName = (typeof ENGINE_NAMES)[number];
export const DEFAULT_ENGINES: readonly EngineName[] = ['axe'];

/**
 * The names in priority order (axe, IBM, HTMLCS): the merge shows the first engine's finding of an issue.
 * Unknown names (a row written by a later version) are left out; none left: the default.
 */
export function orderedEngines(names: readonly string[]): EngineName[] {
  const known = ENGINE_NAMES.filter((name) => names.includes(name));
  return known.length ? known : [...DEFAULT_ENGINES];
}
