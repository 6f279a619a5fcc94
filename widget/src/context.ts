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

/**
 * Runs `step` in tasks of its own, one per frame, each right after a frame has been drawn, until it returns
 * false, then `onDone`: the page gets every frame, and no frame holds more than one step of the widget's.
 * (In a hidden tab frames wait, and so does the work, until the page is seen.) Returns a cancel function.
 */
export function everyFrame(step: () => boolean, onDone?: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if (step()) requestAnimationFrame(() => setTimeout(run, 0));
    else onDone?.();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  return () => {
    cancelled = true;
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
