import type Axe from 'axe-core';

/**
 * What in-page code (this folder) sees: the globals of the scanner's isolated world (isolated-world.ts),
 * never the page's. axe-core, once loaded there, is the world's `axe`; the run keeps its state on the
 * world's global object between calls.
 */
export interface WorldGlobals {
  axe?: typeof Axe;
  /** The top frame's partial result, kept from runPartial for finishRun (too big to send to Node and back). */
  __a11yPartial?: Axe.PartialResult;
  /** How axe got into this world ('url' or 'source'), for tests. */
  __a11yLoadedBy?: 'url' | 'source';
}

/** The world's global object, typed; read when called (axe appears on it once loaded). */
export function world(): WorldGlobals {
  // The engines' scripts put their globals on the page's window, which the DOM types cannot know.
  return self as unknown as WorldGlobals;
}

/** The world's axe where it is loaded and usable, else undefined. */
export function loadedAxe(): typeof Axe | undefined {
  const axe = world().axe;
  return typeof axe === 'object' && axe !== null ? axe : undefined;
}

/** The world's axe, for code that runs only once it is loaded (the engine checks first). */
export function axeOrThrow(): typeof Axe {
  const axe = loadedAxe();
  if (!axe) throw new Error('axe-core is not loaded in this world');
  return axe;
}
