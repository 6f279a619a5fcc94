import { z } from 'zod';
import { SCAN_ENGINES, scanEngineList } from '@/lib/settings/tenant-settings.ts';

export type EngineChoice = (typeof SCAN_ENGINES)[number];

/** The engines a person may pick, in priority order (the order the merge shows them), each with what it is in a line. */
export const ENGINE_OPTIONS: readonly { value: EngineChoice; label: string; hint: string }[] = [
  { value: 'axe', label: 'axe-core (default)', hint: 'Deque’s rules: few false alarms; the engine scans have always used.' },
  { value: 'ibm', label: 'IBM Equal Access', hint: 'IBM’s rules: finds some barriers axe-core misses, and asks for more checks by hand.' },
  { value: 'htmlcs', label: 'HTML_CodeSniffer', hint: 'Squiz’s WCAG sniffs: a smaller, older rule set, with warnings to check by hand.' },
];

/** An engine as people say it, from the name an API answer gives it (`engines[].name`, `engines[].engine`). */
const ENGINE_DISPLAY: Record<string, string> = {
  'axe-core': 'axe-core',
  'ibm-equal-access': 'IBM Equal Access',
  htmlcs: 'HTML_CodeSniffer',
  axe: 'axe-core',
  ibm: 'IBM Equal Access',
};

export function engineLabel(name: string): string {
  return ENGINE_DISPLAY[name] ?? name;
}

/** "axe-core, IBM Equal Access": each engine once, in the order given. */
export function engineList(names: readonly string[]): string {
  return [...new Set(names.map(engineLabel))].join(', ');
}

/** The engines ticked in a form: a clear message when none is, then the service's own rule (each once), in priority order. */
export const engineChoice = z
  .array(z.enum(SCAN_ENGINES))
  .min(1, 'Choose at least one rule engine.')
  .transform((names) => SCAN_ENGINES.filter((name) => names.includes(name)))
  .pipe(scanEngineList);
