import type Axe from 'axe-core';
import { axeOrThrow } from './world.ts';

/** Where an element is, named as axe names it: its selector (shadow steps joined by ' >>> ') and its markup. */
export interface Where {
  selector: string;
  html: string;
}

interface SelectorUtils {
  getSelector(element: Element): string | string[];
}

/**
 * The selector and markup axe gives `node` (a document: its root element), so that the merge sees one
 * element as one string whichever engine reports it; null for a node of another document (a child frame's,
 * which that frame's own run reports) or not an element. Call between axe.setup and axe.teardown.
 */
export function whereOf(axe: typeof Axe, node: unknown, maxText: number): Where | null {
  const element = elementOf(node);
  if (!element) return null;
  // axe-core's .d.ts leaves getSelector out of axe.utils, which has it at run time.
  const raw = (axe.utils as unknown as SelectorUtils).getSelector(element);
  const selector = Array.isArray(raw) ? raw.join(' >>> ') : String(raw ?? '');
  if (!selector) return null;
  return { selector: selector.slice(0, maxText), html: String(axe.utils.getElementSource(element) ?? '').slice(0, maxText) };
}

/** `promise`, or a rejection after `ms` on the world's own timer (the engine's work itself cannot be stopped). */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The message of whatever an engine threw, short. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 500);
}

/** What an engine's in-page run answers. */
export interface EngineAnswer<T> {
  results: T[];
  /** Results left out past `maxResults`. */
  dropped: number;
  /** Why the engine failed (it threw, or ran out of time); results are then empty. */
  error: string | null;
}

/**
 * The engine's results of this document that `keep` keeps, each named by axe's selector and markup (`node`
 * gives its node; `item` builds the answer's item), at most `maxResults`, the rest counted. Naming costs axe
 * a selector search of the document per element, so results left out (an engine's passes and notices, most
 * of what it answers) are dropped before it, and those past the cap are only counted.
 */
export function named<T, R>(
  items: unknown,
  node: (item: T) => unknown,
  keep: (item: T) => boolean,
  item: (raw: T, where: Where) => R,
  maxResults: number,
  maxText: number,
): { results: R[]; dropped: number } {
  const results: R[] = [];
  let dropped = 0;
  const kept = (Array.isArray(items) ? (items as T[]) : []).filter(keep);
  // A page with nothing to name builds no tree of the document for it.
  if (kept.length === 0) return { results, dropped };
  const axe = axeOrThrow();
  axe.teardown();
  axe.setup(document);
  try {
    for (const raw of kept) {
      if (results.length >= maxResults) {
        if (elementOf(node(raw))) dropped++;
        continue;
      }
      const where = whereOf(axe, node(raw), maxText);
      if (where) results.push(item(raw, where));
    }
  } finally {
    axe.teardown();
  }
  return { results, dropped };
}

/** The element of this frame's document `node` stands for (a document: its root element), else null. */
function elementOf(node: unknown): Element | null {
  if (!node || typeof node !== 'object' || typeof (node as Node).nodeType !== 'number') return null;
  const n = node as Node;
  const element = n.nodeType === 9 ? (n as Document).documentElement : n.nodeType === 1 ? (n as Element) : null;
  return element && element.ownerDocument === document ? element : null;
}

/**
 * The run's answer, or its error: an engine that throws never takes the scan's other engines with it. A run
 * that took longer than `timeoutMs` in all is an error too: an engine that never yields finishes before any
 * timer of `within` can fire, and its budget must hold all the same.
 */
export async function answerOf<R>(run: () => Promise<{ results: R[]; dropped: number }>, timeoutMs: number, what: string): Promise<EngineAnswer<R>> {
  const started = Date.now();
  try {
    const answer = await run();
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not finish within ${timeoutMs} ms`);
    return { ...answer, error: null };
  } catch (error) {
    return { results: [], dropped: 0, error: errorText(error) };
  }
}
