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
 * Works through `items` a slice at a time, yielding to the page between slices so no task of its own
 * runs long (no long task over 50 ms). Nothing runs in the caller's task: the first slice (and the list,
 * when given as a function) comes in a task of its own, after the page has had its turn. Returns a cancel function.
 */
export function inSlices<T>(items: readonly T[] | (() => readonly T[]), each: (item: T) => void, done?: () => void, budgetMs = 8): () => void {
  let list: readonly T[] | null = null;
  let index = 0;
  let cancelled = false;
  const step = () => {
    if (cancelled) return;
    list ??= typeof items === 'function' ? items() : items;
    const until = performance.now() + budgetMs;
    while (index < list.length && performance.now() < until) {
      const item = list[index++];
      if (item !== undefined) each(item);
    }
    if (index < list.length) setTimeout(step, 0);
    else done?.();
  };
  setTimeout(step, 0);
  return () => {
    cancelled = true;
  };
}
