import { axeEngine } from './axe/engine.ts';
import { htmlcsEngine } from './htmlcs/engine.ts';
import { ibmEngine } from './ibm/engine.ts';
import type { EngineName } from './names.ts';
import type { ScanEngine } from './types.ts';

/** The engines a scan may run, by the name a scan asks for (names.ts), each behind the one ScanEngine interface (types.ts). */
const BY_NAME: Record<EngineName, ScanEngine> = { axe: axeEngine, ibm: ibmEngine, htmlcs: htmlcsEngine };

/** The scan engines of the names asked for, in the order given. */
export function scanEnginesFor(names: readonly EngineName[]): ScanEngine[] {
  return names.map((name) => BY_NAME[name]);
}
