import type Axe from 'axe-core';
import { axeOrThrow } from '../world.ts';

/** A child frame of this document as axe lists it. */
export interface FrameStep {
  /** axe's frame selector (its ancestry), to find the frame element again (frame-element.ts). */
  locate: Axe.CrossTreeSelector;
  /** The frame element as axe's targets name it: its selector, an array where shadow roots are crossed. */
  selector: string | string[];
}

export interface FrameList {
  /** At most `maxFrames`, in axe's order; null for one whose selectors are too long to send. */
  frames: (FrameStep | null)[];
  frameCount: number;
}

interface SelectorUtils {
  getSelector(element: Element): string | string[];
}

/** As run-partial.ts: a frame whose selector is absurdly long is left untested rather than sent back and forth. */
const MAX_SELECTOR_CHARS = 10_000;

/**
 * This document's child frames as axe's own run lists them (the frames it analyses, in its order), each with
 * the selector axe's targets give its element, so that another engine's findings in that frame carry the
 * same frame path (' |> ') as axe's. Call where our axe is loaded.
 */
export default function frames(maxFrames: number, maxText: number): FrameList {
  const axe = axeOrThrow();
  axe.teardown();
  const all = axe.utils.getFrameContexts({ exclude: [] }, {});
  const listed: (FrameStep | null)[] = [];
  // Most pages have no frame: then no tree of the document is built to name them.
  if (all.length === 0) return { frames: listed, frameCount: 0 };
  axe.setup(document);
  try {
    for (const { frameSelector } of all.slice(0, maxFrames)) {
      const element = JSON.stringify(frameSelector).length <= MAX_SELECTOR_CHARS ? axe.utils.shadowSelect(frameSelector) : null;
      // axe-core's .d.ts leaves getSelector out of axe.utils, which has it at run time.
      const raw = element ? (axe.utils as unknown as SelectorUtils).getSelector(element) : '';
      const selector = Array.isArray(raw) ? raw.map((s) => String(s).slice(0, maxText)) : String(raw ?? '').slice(0, maxText);
      listed.push(element && selector.length > 0 ? { locate: frameSelector, selector } : null);
    }
  } finally {
    axe.teardown();
  }
  return { frames: listed, frameCount: all.length };
}
