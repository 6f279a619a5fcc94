import { loadedAxe, world } from '../world.ts';

/** For tests: how axe got into this world ('url' or 'source'), and its version here. */
export default function loadedBy(): { loadedBy: string | null; version: string | null } {
  return { loadedBy: world().__a11yLoadedBy ?? null, version: loadedAxe()?.version ?? null };
}
