// Over 300 lines: one class: styling a large page in time-boxed chunks, with the CSS scoping it needs.
import { everyFrame } from '../context.ts';
import { HostStyle } from './host-style.ts';
import { unmark } from './marks.ts';
import { HOST_TAG } from './page-css.ts';

/**
 * The widget's page stylesheet, reaching the page a part at a time.
 *
 * One stylesheet of page-wide rules (contrast colours on every element, fonts, text spacing, zoom) makes
 * the browser restyle and lay out the whole page in one step: hundreds of milliseconds on a page of
 * thousands of elements, a long task the widget caused. So every rule is scoped to elements carrying this
 * generation's mark (`data-a11yw-g<N>`), and the marks are put on in batches a task apart, the parts of the
 * page nearest the viewport first, each batch sized from what the last ones cost (style and layout
 * included) so no task of the widget's runs long. A change of settings is a new generation: its stylesheet
 * goes in matching nothing yet, the marks move over batch by batch, and the old stylesheet goes once
 * nothing carries its mark. An element keeps all the rules of one generation at any moment.
 *
 * The page is cut into disjoint subtrees of at most `CHUNK` elements (each marked whole in one batch; its
 * root carries `="root"`, which content scaling zooms) and the "spine" of larger ancestors, marked last,
 * deepest first, when every element below them already has its own values.
 */

/** Elements marked together: the unit of a batch. */
const CHUNK = 150;
/** What one task of marking may cost, style and layout included (a long task is 50 ms: room for a busy machine). */
const BUDGET_MS = 12;
/** The attribute marking an element with its original text size (text size scales it by one rule per size). */
export const SIZE_ATTR = 'data-a11yw-fs';
/** Text sizes (px, to the half pixel) the stylesheet has a rule for before any is read. */
const SIZE_GRID = Array.from({ length: (72 - 8) * 2 + 1 }, (_, i) => 8 + i / 2);
/** The chunk roots of the current generation (content scaling zooms them). */
const CHUNK_ROOT = (attr: string) => `[${attr}="root"]`;

export interface Generation {
  /** The page rules; `{root}` stands for the selector of chunk roots. */
  css: string;
  /** Text size's scale, or null when text size is off. */
  fontScale: number | null;
}

/** Each rule of `css` (one per line, as the widget writes them) limited to elements carrying `attr`. */
export function scopeCss(css: string, attr: string): string {
  return css
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const open = line.indexOf('{');
      if (open < 0) return line;
      const selectors = splitTopLevel(line.slice(0, open), ',').map((selector) => scopeSelector(selector.trim(), attr));
      return `${selectors.join(', ')} ${line.slice(open)}`;
    })
    .join('\n');
}

/** `a b::before` → `:is(a b)[attr]::before`: the same specificity plus one attribute for every rule alike. */
function scopeSelector(selector: string, attr: string): string {
  const pseudo = topLevelIndexOf(selector, '::');
  let subject = pseudo < 0 ? selector : selector.slice(0, pseudo);
  // `body ::highlight()` is `body *::highlight()`: the pseudo-element's own element is implied.
  if (subject.trim() === '' || /[\s>+~]$/.test(subject)) subject = `${subject}*`;
  return `:is(${subject.trim()})[${attr}]${pseudo < 0 ? '' : selector.slice(pseudo)}`;
}

function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && c === separator) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}

function topLevelIndexOf(text: string, needle: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && text.startsWith(needle, i)) return i;
  }
  return -1;
}

/** The page's own elements: not the widget's host, nor anything the widget put in the page. */
function isPageElement(el: Element): boolean {
  return el.localName !== HOST_TAG && !el.hasAttribute('data-a11yw');
}

/**
 * The page under `top` cut into chunks of at most `limit` elements (whole subtrees, roots first) and the
 * spine of elements with more below them, in document order. Linear in the page's size: in document order
 * a subtree is a run of the list, so one pass backwards sums the sizes and one forwards cuts the runs.
 */
export function partition(top: Element, limit = CHUNK): { chunks: Element[][]; spine: Element[] } {
  const all = [...top.querySelectorAll('*')];
  const index = new Map<Element, number>();
  for (let i = 0; i < all.length; i++) index.set(all[i] as Element, i);
  const size = new Uint32Array(all.length).fill(1);
  for (let i = all.length - 1; i >= 0; i--) {
    const parent = (all[i] as Element).parentElement;
    const j = parent === null ? undefined : index.get(parent);
    if (j !== undefined) size[j] = (size[j] as number) + (size[i] as number);
  }
  const chunks: Element[][] = [];
  const spine: Element[] = [];
  for (let i = 0; i < all.length; ) {
    const el = all[i] as Element;
    const n = size[i] as number;
    if (!isPageElement(el)) i += n;
    else if (n <= limit) {
      chunks.push(all.slice(i, i + n));
      i += n;
    } else {
      spine.push(el);
      i++;
    }
  }
  return { chunks, spine };
}

function hasOwnText(el: Element): boolean {
  for (const node of el.childNodes) if (node.nodeType === Node.TEXT_NODE && node.nodeValue?.trim()) return true;
  return false;
}

interface Live {
  attr: string;
  /** Everything in view when the page was cut carries its mark. */
  inViewDone: boolean;
  style: HostStyle;
  generation: Generation;
  /** The original sizes this generation's sheet has a rule for. */
  sizes: Set<number>;
}

interface Batch {
  elements: Element[];
  /** The first element is a chunk's root. */
  root: boolean;
  /** A chunk in view when the page was cut: when the last of them is marked, what the person sees is done. */
  inView?: boolean;
  /** Runs in a task of its own (the spine: its cost is the whole page's inherited values, not its size). */
  alone?: boolean;
}

export class ProgressiveStyle {
  readonly #doc: Document;
  readonly #nonce: string | null;
  /** Generations whose stylesheet is in the page, oldest first; the last is the one marks move to. */
  #live: Live[] = [];
  #next = 1;
  /** Original text sizes read before text size scaled anything, per element, and all of them. */
  #sizes = new WeakMap<Element, number>();
  #allSizes = new Set<number>();
  /** The spine of the last cut: an element the page adds under one of these is a chunk root. */
  #spine = new WeakSet<Element>();
  #queue: Batch[] = [];
  #cancel: (() => void) | null = null;
  /** Text size waiting for the page's first paint (a cancel function). */
  #waiting: (() => void) | null = null;
  /**
   * Milliseconds per element marked (style and layout included), learned as batches run. It starts high: the
   * first batches, before anything is learned, are then a few chunks and not a few hundred elements.
   */
  #costPerElement = 0.2;
  #observer: MutationObserver | null = null;
  #resizeTimer = 0;
  #inViewLeft = 0;
  /** Called when a generation has reached what is in view, and when it has reached every element (bench marks). */
  onInView: (() => void) | null = null;
  onSettled: (() => void) | null = null;

  constructor(doc: Document, nonce: string | null) {
    this.#doc = doc;
    this.#nonce = nonce;
  }

  get #current() {
    return this.#live.at(-1) ?? null;
  }

  /** Moves the page to `generation`, a part at a time. An empty generation takes the widget's rules off. */
  set(generation: Generation): void {
    const current = this.#current;
    if (current && current.generation.css === generation.css && current.generation.fontScale === generation.fontScale) return;
    if (!current && generation.css === '' && generation.fontScale === null) return;
    if (!this.#rendered() && generation.fontScale !== null) {
      // Before the page's first paint text sizes cannot be read without doing the page's first style inside the
      // widget's task: the other settings start now (what opens in view is in the first rendering, no flash of the
      // page's own colours), text size follows after that first paint.
      this.#transition({ ...generation, fontScale: null });
      const waiting = everyFrame(
        () => !this.#rendered(),
        () => {
          if (this.#waiting === waiting) this.#transition(generation);
        },
      );
      this.#waiting = waiting;
      return;
    }
    this.#transition(generation);
  }

  #transition(generation: Generation): void {
    this.#waiting?.();
    this.#waiting = null;
    this.#cancel?.();
    this.#cancel = null;
    this.#queue = [];
    const live: Live = {
      attr: `data-a11yw-g${this.#next++}`,
      inViewDone: false,
      style: new HostStyle(this.#doc, this.#nonce),
      generation,
      sizes: new Set(),
    };
    this.#live.push(live);
    // Steps: the cut (with the viewport read while layout is clean), the stylesheet, matching nothing yet, and
    // the marks in batches (text sizes read just before their elements are marked). The first step runs in the
    // caller's task, so what is in view is styled before the next frame is drawn; the rest, one step a frame.
    let cut = false;
    const step = (): boolean => {
      const started = performance.now();
      if (!cut) {
        cut = true;
        const { chunks, spine } = partition(this.#doc.body);
        this.#spine = new WeakSet([this.#doc.body, ...spine]);
        const added = this.#queue;
        this.#queue = this.#nearViewportFirst(chunks);
        this.#queue.push(...added);
        // The spine last, deepest first: its inherited values reach descendants that already have their own.
        this.#queue.push({ elements: [...spine.reverse(), this.#doc.body, this.#doc.documentElement], root: false, alone: true });
        live.style.set(this.#css(live));
        // The browser's work for the new sheet (matching every element against it) is done here, counted against
        // this step: where it is large, the first batch waits for the next frame rather than doubling this task.
        if (this.#rendered()) void this.#doc.documentElement.offsetWidth;
        this.#observe();
      }
      return this.#step(BUDGET_MS - (performance.now() - started));
    };
    const done = () => {
      this.#cancel = null;
      this.#settle();
    };
    if (step()) this.#cancel = everyFrame(step, done);
    else done();
  }

  #run(): void {
    if (this.#cancel) return;
    this.#cancel = everyFrame(
      () => this.#step(BUDGET_MS),
      () => {
        this.#cancel = null;
        this.#settle();
      },
    );
  }

  /** Takes every rule and mark off at once (the widget is being removed). */
  clear(): void {
    this.#waiting?.();
    this.#waiting = null;
    this.#cancel?.();
    this.#cancel = null;
    this.#queue = [];
    this.#observer?.disconnect();
    this.#observer = null;
    clearTimeout(this.#resizeTimer);
    for (const live of this.#live) {
      live.style.set('');
      unmark(this.#doc, live.attr);
    }
    this.#live = [];
    unmark(this.#doc, SIZE_ATTR);
  }

  #css(live: Live): string {
    const { css, fontScale } = live.generation;
    const rules = [css.replaceAll('{root}', CHUNK_ROOT(live.attr))];
    if (fontScale !== null) {
      // A rule for every half pixel of the usual range, and for each size read beyond it: the sheet needs no
      // read of the page before it goes in.
      live.sizes = new Set([...SIZE_GRID, ...this.#allSizes]);
      for (const px of [...live.sizes].sort((a, b) => a - b)) {
        rules.push(`[${SIZE_ATTR}="${px}"] { font-size: ${Math.round(px * fontScale * 100) / 100}px !important; }`);
      }
    }
    return scopeCss(rules.filter(Boolean).join('\n'), live.attr);
  }

  /**
   * The element's own text size before scaling. An element that came later, inside text already scaled,
   * would read its parent's scaled size: that is taken back to the parent's original.
   */
  #readSize(el: Element): number | undefined {
    const known = this.#sizes.get(el);
    if (known !== undefined) return known;
    let px = Math.round(Number.parseFloat(getComputedStyle(el).fontSize) * 2) / 2;
    if (!(px > 0)) return undefined;
    const scaledParent = el.parentElement?.closest(`[${SIZE_ATTR}]`);
    const parentPx = scaledParent ? this.#sizes.get(scaledParent) : undefined;
    const scale = this.#live.find((live) => scaledParent?.hasAttribute(live.attr))?.generation.fontScale ?? null;
    if (scale !== null && parentPx !== undefined && Math.abs(px - Math.round(parentPx * scale * 100) / 100) < 0.5) px = parentPx;
    this.#sizes.set(el, px);
    this.#allSizes.add(px);
    return px;
  }

  /**
   * Before the page's first paint its layout is still to be done: reading it (or forcing it) would do the
   * page's own first layout inside the widget's task. Then the top of the page (what a page opens on) goes first
   * and the browser's first rendering takes the first batch's style along.
   */
  #rendered(): boolean {
    const view = this.#doc.defaultView;
    // Without paint timing (older browsers) the page counts as painted: the work then goes a part at a time.
    if (!view || typeof view.PerformancePaintTiming === 'undefined') return true;
    return view.performance.getEntriesByType('paint').length > 0;
  }

  #nearViewportFirst(chunks: Element[][]): Batch[] {
    if (!this.#rendered()) {
      this.#inViewLeft = 0;
      return chunks.map((elements): Batch => ({ elements, root: true }));
    }
    const height = this.#doc.defaultView?.innerHeight ?? 800;
    const distance = (chunk: Element[]) => {
      const r = (chunk[0] as Element).getBoundingClientRect();
      return r.bottom < 0 ? -r.bottom : r.top > height ? r.top - height : 0;
    };
    const batches = chunks
      .map((chunk, index) => ({ chunk, index, d: distance(chunk) }))
      .sort((a, b) => a.d - b.d || a.index - b.index)
      .map(({ chunk, d }): Batch => ({ elements: chunk, root: true, inView: d === 0 }));
    this.#inViewLeft = batches.filter((batch) => batch.inView).length;
    return batches;
  }

  /** One task: marks batches while the learned cost says they fit `budgetMs`, then lets the page run. */
  #step(budgetMs: number): boolean {
    const current = this.#current;
    if (!current) return false;
    const started = performance.now();
    let marked = 0;
    while (this.#queue.length > 0) {
      const next = this.#queue[0] as Batch;
      if (marked > 0 && (next.alone || (marked + next.elements.length) * this.#costPerElement > budgetMs)) break;
      // Nothing yet this step, but no room left: the next frame (unless nothing could ever fit).
      if (marked === 0 && budgetMs <= 0) return true;
      this.#queue.shift();
      this.#mark(next.elements, next.root, current);
      marked += next.elements.length;
      if (next.inView) this.#inViewLeft--;
      if (next.alone) break;
    }
    if (marked > 0 && this.#rendered()) {
      // Style and layout now, inside this task, so its cost is measured and the next batch sized by it.
      void this.#doc.documentElement.offsetWidth;
      const perElement = (performance.now() - started) / marked;
      // Cautious: a batch that cost more than the average sizes the next one by itself (the machine got busy).
      this.#costPerElement = Math.max(0.005, perElement, this.#costPerElement * 0.5 + perElement * 0.5);
    }
    if (marked > 0 && !current.inViewDone && this.#inViewLeft <= 0) {
      current.inViewDone = true;
      this.onInView?.();
    }
    return this.#queue.length > 0;
  }

  #mark(elements: Element[], root: boolean, current: Live): void {
    const scale = current.generation.fontScale;
    if (scale !== null) {
      // Read every size of the batch before any mark goes on: a mark scales what lies below it.
      const fresh: number[] = [];
      for (const el of elements) {
        if (!el.isConnected || !hasOwnText(el)) continue;
        const px = this.#readSize(el);
        if (px !== undefined && !current.sizes.has(px)) fresh.push(px);
      }
      // A size this generation's sheet has no rule for (text the page added since): a new generation, soon.
      if (fresh.length > 0) this.#resizeSoon();
    }
    elements.forEach((el, i) => {
      if (!el.isConnected || !isPageElement(el)) return;
      for (const old of this.#live) if (old !== current) el.removeAttribute(old.attr);
      if (current.generation.css === '' && scale === null) return;
      el.setAttribute(current.attr, root && i === 0 ? 'root' : '');
      const px = scale === null ? undefined : this.#sizes.get(el);
      if (px !== undefined && hasOwnText(el)) el.setAttribute(SIZE_ATTR, String(px));
      else el.removeAttribute(SIZE_ATTR);
    });
  }

  #settle(): void {
    const current = this.#current;
    if (!current) return;
    for (const old of this.#live.slice(0, -1)) {
      old.style.set('');
      // Anything the batches missed (moved while they ran) loses the old mark now that no rule names it.
      unmark(this.#doc, old.attr);
    }
    this.#live = [current];
    if (current.generation.fontScale === null) unmark(this.#doc, SIZE_ATTR);
    if (current.generation.css === '' && current.generation.fontScale === null) {
      current.style.set('');
      this.#live = [];
      this.#observer?.disconnect();
      this.#observer = null;
    }
    this.onSettled?.();
  }

  /** Elements the page adds later get the current generation's marks too (in the same batches). */
  #observe(): void {
    if (this.#observer) return;
    this.#observer = new MutationObserver((records) => {
      const current = this.#current;
      if (!current) return;
      const added: Element[] = [];
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && isPageElement(node) && !node.closest(HOST_TAG) && !node.hasAttribute(current.attr)) added.push(node);
        }
      }
      if (added.length === 0) return;
      for (const el of added) {
        // Under the spine it is a chunk of its own (content scaling zooms it); inside a chunk, part of it.
        const root = el.parentElement !== null && this.#spine.has(el.parentElement);
        this.#queue.push({ elements: [el, ...[...el.querySelectorAll('*')].filter(isPageElement)], root });
      }
      this.#run();
    });
    this.#observer.observe(this.#doc.body, { childList: true, subtree: true });
  }

  #resizeSoon(): void {
    clearTimeout(this.#resizeTimer);
    this.#resizeTimer = setTimeout(() => {
      const current = this.#current;
      if (!current) return;
      // The same settings again, as a new generation whose sheet has a rule for every size now known.
      this.#transition(current.generation);
    }, 500) as unknown as number;
  }
}
