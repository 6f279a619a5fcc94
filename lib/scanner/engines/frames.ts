import type { Page } from 'playwright-core';
import { ensureAxeIn } from './axe/engine.ts';
import { within } from './within.ts';
import type { AxeTarget } from '../merge/findings.ts';
import { axeFrameElement, axeFrames } from '../render/in-page/functions.generated.ts';
import { worldsOf } from '../render/isolated-world.ts';
import type { EngineContext } from './types.ts';

/**
 * The child frames an engine beside axe analyses: those axe's own run covers (axe/engine.ts, childPartials),
 * in its order, depth first, at most `maxFrames` in all, each in its own isolated world with our axe loaded
 * there (which names the frame's elements). A frame that cannot be reached (gone, blocked, cross-origin and
 * unreachable), runs no scripts or does not answer in time is left untested, with its own frames, as axe
 * leaves it: never a failure of the engine.
 */

/** A child frame to analyse. */
export interface ChildFrame {
  /** CDP frame id (worlds.call). */
  id: string;
  /** The frame elements' selectors from the top frame down, as axe's targets begin for this frame's elements. */
  path: AxeTarget;
  /** When the frame's analysis must be done (Date.now() time). */
  deadline: number;
}

/** How long one frame may take, at most (what is left of the engine's budget rules). */
export const FRAME_RUN_MS = 10_000;
/** Per string of a frame listing. */
const WORLD_TEXT = 4_000;

/**
 * Yields each child frame reached, once our axe is in its world; its own frames are listed after the
 * caller's work on it is done (the generator resumes). Stops at `deadline`.
 */
export async function* childFrames(
  page: Page,
  context: EngineContext,
  { maxFrames, deadline }: { maxFrames: number; deadline: number },
): AsyncGenerator<ChildFrame> {
  const worlds = worldsOf(page);
  const budget = { frames: maxFrames };
  async function* visit(parentId: string, parentPath: AxeTarget): AsyncGenerator<ChildFrame> {
    const listed = await within(
      worlds.call(parentId, axeFrames, [maxFrames, WORLD_TEXT]).catch(() => /* expected: a frame that is gone lists no children */ null),
      Math.max(0, Math.min(FRAME_RUN_MS, deadline - Date.now())),
      null,
    );
    for (const step of Array.isArray(listed?.frames) ? listed.frames : []) {
      if (budget.frames <= 0) return;
      if (!step) continue;
      const started = Date.now();
      const frameDeadline = Math.min(started + FRAME_RUN_MS, deadline);
      if (frameDeadline <= started) return;
      budget.frames--;
      const reach = async () => {
        const id = await worlds.childFrameId(parentId, axeFrameElement, [step.locate]);
        return id && (await ensureAxeIn(page, context, id)) ? id : null;
      };
      const id = await within(
        reach().catch(() => /* expected: a frame that cannot be reached is left untested */ null),
        frameDeadline - started,
        null,
      );
      if (!id) continue;
      const path = [...parentPath, step.selector];
      yield { id, path, deadline: frameDeadline };
      yield* visit(id, path);
    }
  }
  yield* visit(await worlds.mainFrameId(), []);
}
