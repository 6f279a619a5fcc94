import type Axe from 'axe-core';
import { axeOrThrow, world } from '../world.ts';

export interface PartialAnswer {
  /** Child frames in axe's order, null for one whose selector is too long to send. */
  frames: ({ selector: Axe.CrossTreeSelector; context: Axe.FrameContextObject } | null)[];
  frameCount: number;
  partial: string | null;
}

/** A frame whose selector is absurdly long (a page's 1 MB id, say) is left untested rather than sent back and forth. */
const MAX_SELECTOR_CHARS = 10_000;

/**
 * axe's partial run of this frame. The top frame keeps its own (`keep`) for finishRun; a child frame
 * returns it as JSON, or null past `maxChars`. Child frames are listed (at most `maxFrames`) in axe's
 * order, which finishRun relies on; `frameCount` is how many there are.
 */
export default async function runPartial(
  context: Axe.ElementContext,
  options: Axe.RunOptions,
  keep: boolean,
  maxChars: number,
  maxFrames: number,
): Promise<PartialAnswer> {
  const axe = axeOrThrow();
  const all = axe.utils.getFrameContexts(context, options);
  const frames = all
    .slice(0, maxFrames)
    .map((f) => (JSON.stringify(f.frameSelector).length <= MAX_SELECTOR_CHARS ? { selector: f.frameSelector, context: f.frameContext } : null));
  const partial = await axe.runPartial(context, options);
  if (keep) {
    world().__a11yPartial = partial;
    return { frames, frameCount: all.length, partial: null };
  }
  const json = JSON.stringify(partial);
  return { frames, frameCount: all.length, partial: json.length <= maxChars ? json : null };
}
