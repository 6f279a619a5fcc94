import type { A11yClient } from '../../sdk/src/client.ts';
import type { Translator } from './i18n.ts';
import type { Active } from './features/values.ts';

/** What features get from the widget: the page, the widget's own layer, words and assets. */
export interface WidgetContext {
  doc: Document;
  /** A fixed, pointer-transparent layer in the widget's shadow root for guides, masks and tooltips. */
  layer: HTMLElement;
  /** The shadow root (for dialogs the features open). */
  root: ShadowRoot;
  i18n: Translator;
  /** The client library (with the publishable key) and the end user the widget acts for. */
  api: {
    client: A11yClient;
    userId: string;
    /** Each content transform's state for this tenant (GET /widget/config), asked once per page. */
    transformStates(): Promise<ReadonlyMap<string, string>>;
  };
  /** The URL of a content-hashed asset (font, cursor) by name. */
  asset(name: string): string;
  /** Loads a lazy chunk by name. */
  chunk<T>(name: string): Promise<T>;
  /** A container beside the launcher for buttons features add (page structure, read aloud). */
  tools: HTMLElement;
  /** Sets (or with '' removes) a behaviour's own rules in the page stylesheet. */
  setCss(key: string, css: string): void;
  /** The active features now. */
  active(): Active;
}

/** A feature that runs code while it is on (listeners, overlays, marks on elements). */
export interface Behaviour {
  /** The features that need it: it runs while any of them is on. */
  codes: readonly string[];
  start(ctx: WidgetContext): void;
  /** The values of its features changed while it runs. */
  update?(ctx: WidgetContext): void;
  /** Undoes everything start did. */
  stop(ctx: WidgetContext): void;
}

interface Loop {
  step: () => boolean;
  onDone: (() => void) | undefined;
  cancelled: boolean;
}

/** The widget's work of one frame, all loops' steps together: a new step starts only while this much is left. */
const FRAME_BUDGET_MS = 12;
/** Loops whose next step is due, in turn. */
let due: Loop[] = [];
let frameRequested = false;

function requestFrame(): void {
  if (frameRequested) return;
  frameRequested = true;
  requestAnimationFrame(() => setTimeout(runFrame, 0));
}

/**
 * One task a frame, right after the frame has been drawn, for every loop of the widget: each due loop takes one
 * step in turn while the frame's budget lasts; those left over go first in the next frame.
 */
function runFrame(): void {
  frameRequested = false;
  const started = performance.now();
  const now = due;
  due = [];
  for (let i = 0; i < now.length; i++) {
    const loop = now[i] as Loop;
    if (loop.cancelled) continue;
    if (performance.now() - started >= FRAME_BUDGET_MS) {
      due.unshift(...now.slice(i).filter((waiting) => !waiting.cancelled));
      break;
    }
    try {
      const more = loop.step();
      if (loop.cancelled) continue;
      if (more) due.push(loop);
      else loop.onDone?.();
    } catch (error) {
      // One loop failing on an unusual page stops it alone, not the others of the frame.
      console.warn('[a11y widget]', error);
    }
  }
  if (due.length > 0) requestFrame();
}

/**
 * Runs `step` once a frame, right after a frame has been drawn, until it returns false, then `onDone`. Every
 * loop of the widget shares one task a frame (its steps in turn, a new one started only while the frame's
 * budget lasts): the page gets every frame, and no frame holds more than that one task of the widget's. (In a
 * hidden tab frames wait, and so does the work, until the page is seen.) Returns a cancel function.
 */
export function everyFrame(step: () => boolean, onDone?: () => void): () => void {
  const loop: Loop = { step, onDone, cancelled: false };
  due.push(loop);
  requestFrame();
  return () => {
    loop.cancelled = true;
  };
}

/**
 * Works through `items` a slice at a time, one slice a frame (`everyFrame`), so no task of its own runs long
 * (no long task over 50 ms). Nothing runs in the caller's task: the list, when given as a function, is made
 * in the first slice. Returns a cancel function.
 */
export function inSlices<T>(items: readonly T[] | (() => readonly T[]), each: (item: T) => void, done?: () => void, budgetMs = 8): () => void {
  let list: readonly T[] | null = null;
  let index = 0;
  return everyFrame(() => {
    list ??= typeof items === 'function' ? items() : items;
    const until = performance.now() + budgetMs;
    while (index < list.length && performance.now() < until) {
      const item = list[index++];
      if (item !== undefined) each(item);
    }
    return index < list.length;
  }, done);
}
