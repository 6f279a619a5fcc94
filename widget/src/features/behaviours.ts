// Over 300 lines: the widget's page behaviours, one function each, and their registry.
import { CONTENT_TRANSFORMS } from '../content-map.ts';
import { type Behaviour, inSlices, type WidgetContext } from '../context.ts';
import { focusOnPage } from '../focus.ts';
import { unmark } from './marks.ts';
import { COLOUR_BLINDNESS_MATRICES, COLOUR_FILTER_ID, fontCss, HOST_TAG } from './page-css.ts';
import { colourOf, enumOf, numberOf } from './values.ts';

/**
 * The features that need code while they are on. Each undoes all it did in `stop`: marks it put on
 * the page's elements are `data-a11yw-*` attributes it removes, media it paused or muted it restores,
 * and its overlays live in the widget's own shadow root.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

function pageElements(doc: Document): Element[] {
  return [...doc.body.querySelectorAll('*')].filter((el) => el.localName !== HOST_TAG && !el.closest(HOST_TAG));
}

/**
 * Readable and dyslexia fonts: the font files load (from the service) only when chosen, and the page's
 * text takes the font once it has loaded (dyslexia first when both are on); a font that fails to load
 * leaves the page's own.
 */
function fonts(): Behaviour {
  const families = { 'dyslexia-font': ['A11yW OpenDyslexic', 'opendyslexic'], 'readable-font': ['A11yW Atkinson Hyperlegible', 'atkinson'] } as const;
  const faces = new Map<string, { list: FontFace[]; ready: boolean }>();
  let shown = '';
  const render = (ctx: WidgetContext) => {
    const wanted = Object.entries(families).find(([code]) => ctx.active().has(code) && faces.get(code)?.ready);
    const css = wanted ? fontCss(wanted[1][0]) : '';
    if (css !== shown) {
      shown = css;
      ctx.setCss('fonts', css);
    }
  };
  const sync = (ctx: WidgetContext) => {
    for (const [code, [family, file]] of Object.entries(families)) {
      const wanted = ctx.active().has(code);
      const loaded = faces.get(code);
      if (wanted && !loaded) {
        const entry = {
          list: (['400', '700'] as const).map(
            (weight) => new FontFace(family, `url("${ctx.asset(`${file}-${weight}`)}") format("woff2")`, { weight, display: 'swap' }),
          ),
          ready: false,
        };
        for (const face of entry.list) ctx.doc.fonts.add(face);
        faces.set(code, entry);
        Promise.all(entry.list.map((face) => face.load()))
          .then(() => {
            entry.ready = true;
            if (faces.get(code) === entry) render(ctx);
          })
          // The page keeps its own font; the host's console says why (a CSP refusing fonts, a failed download).
          .catch((error: unknown) => console.warn('[a11y widget]', error));
      } else if (!wanted && loaded) {
        for (const face of loaded.list) ctx.doc.fonts.delete(face);
        faces.delete(code);
      }
    }
    render(ctx);
  };
  return {
    codes: ['readable-font', 'dyslexia-font'],
    start: sync,
    update: sync,
    stop(ctx) {
      for (const { list } of faces.values()) for (const face of list) ctx.doc.fonts.delete(face);
      faces.clear();
      shown = '';
      ctx.setCss('fonts', '');
    },
  };
}

/**
 * Colour-blindness filters: an SVG colour matrix applied to what the viewport shows, by a
 * `backdrop-filter` on a layer of the widget's own (the page itself is not touched). On the root element,
 * an SVG filter would make the browser paint the whole document on the main thread at every change; behind
 * a fixed layer, the compositor filters only what is on screen. Off under forced colours, like every colour feature.
 */
function colourFilter(): Behaviour {
  let svg: SVGSVGElement | null = null;
  let matrix: SVGFEColorMatrixElement | null = null;
  let overlay: HTMLElement | null = null;
  const forced = typeof matchMedia === 'function' ? matchMedia('(forced-colors: active)') : null;
  let onForced: (() => void) | null = null;
  const sync = (ctx: WidgetContext) => {
    matrix?.setAttribute('values', COLOUR_BLINDNESS_MATRICES[enumOf(ctx.active(), 'colour-blindness-filter')] ?? '');
    if (overlay) overlay.hidden = forced?.matches ?? false;
  };
  return {
    codes: ['colour-blindness-filter'],
    start(ctx) {
      svg = ctx.doc.createElementNS(SVG_NS, 'svg');
      svg.setAttribute('aria-hidden', 'true');
      svg.setAttribute('focusable', 'false');
      svg.setAttribute('width', '0');
      svg.setAttribute('height', '0');
      svg.style.position = 'absolute';
      const filter = ctx.doc.createElementNS(SVG_NS, 'filter');
      filter.id = COLOUR_FILTER_ID;
      filter.setAttribute('color-interpolation-filters', 'linearRGB');
      matrix = ctx.doc.createElementNS(SVG_NS, 'feColorMatrix');
      matrix.setAttribute('type', 'matrix');
      filter.append(matrix);
      svg.append(filter);
      overlay = ctx.doc.createElement('div');
      overlay.className = 'colour-filter';
      overlay.style.backdropFilter = `url("#${COLOUR_FILTER_ID}")`;
      ctx.layer.prepend(svg, overlay);
      onForced = () => sync(ctx);
      forced?.addEventListener('change', onForced);
      sync(ctx);
    },
    update: sync,
    stop() {
      if (onForced) forced?.removeEventListener('change', onForced);
      onForced = null;
      svg?.remove();
      overlay?.remove();
      svg = null;
      matrix = null;
      overlay = null;
    },
  };
}

/** Media state the widget changed, to give back exactly. */
function mediaElements(doc: Document): HTMLMediaElement[] {
  return [...doc.querySelectorAll<HTMLMediaElement>('video, audio')];
}

/** Stop animations (with seizure-safe mode and reduced distractions): playing media pauses, animated images freeze. */
function motion(): Behaviour {
  const paused = new Set<HTMLMediaElement>();
  const frozen = new Map<HTMLImageElement, string>();
  let onPlay: ((event: Event) => void) | null = null;
  const freeze = (ctx: WidgetContext) => {
    const rules: string[] = [];
    let n = 0;
    for (const img of ctx.doc.querySelectorAll<HTMLImageElement>('img')) {
      if (!/\.(gif|webp|apng)(\?|#|$)|^data:image\/(gif|webp|apng)/i.test(img.currentSrc || img.src) || !img.complete || img.naturalWidth === 0) continue;
      try {
        const canvas = ctx.doc.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        canvas.getContext('2d')?.drawImage(img, 0, 0);
        const still = canvas.toDataURL('image/png');
        const id = String(++n);
        img.setAttribute('data-a11yw-frozen', id);
        frozen.set(img, id);
        rules.push(`img[data-a11yw-frozen="${id}"] { content: url("${still}") !important; }`);
      } catch {
        // expected: a cross-origin picture cannot be read back: it keeps moving (said in the docs).
      }
    }
    ctx.setCss('motion', rules.join('\n'));
  };
  return {
    codes: ['stop-animations', 'seizure-safe', 'focus-mode'],
    start(ctx) {
      for (const media of mediaElements(ctx.doc)) {
        if (!media.paused) {
          media.pause();
          paused.add(media);
        }
      }
      // Autoplay is stopped; a person pressing play still plays.
      onPlay = (event) => {
        const media = event.target;
        if (media instanceof HTMLMediaElement && media.autoplay && !navigator.userActivation?.isActive) media.pause();
      };
      ctx.doc.addEventListener('play', onPlay, true);
      freeze(ctx);
    },
    stop(ctx) {
      if (onPlay) ctx.doc.removeEventListener('play', onPlay, true);
      for (const media of paused) media.play().catch(() => /* expected: the browser refused to play without a gesture: left paused */ {});
      paused.clear();
      for (const img of frozen.keys()) img.removeAttribute('data-a11yw-frozen');
      frozen.clear();
      ctx.setCss('motion', '');
    },
  };
}

function mute(): Behaviour {
  const changed = new Set<HTMLMediaElement>();
  const silence = (media: HTMLMediaElement) => {
    if (!media.muted) {
      media.muted = true;
      changed.add(media);
    }
  };
  const onPlay = (event: Event) => {
    if (event.target instanceof HTMLMediaElement) silence(event.target);
  };
  return {
    codes: ['mute-sounds'],
    start(ctx) {
      for (const media of mediaElements(ctx.doc)) silence(media);
      ctx.doc.addEventListener('play', onPlay, true);
    },
    stop(ctx) {
      ctx.doc.removeEventListener('play', onPlay, true);
      for (const media of changed) media.muted = false;
      changed.clear();
    },
  };
}

/** Captions on: each video shows its captions (in the page's language when it has several). */
function captions(): Behaviour {
  const previous = new Map<TextTrack, TextTrackMode>();
  const show = (video: HTMLVideoElement, lang: string) => {
    const tracks = [...video.textTracks].filter((t) => t.kind === 'captions' || t.kind === 'subtitles');
    if (tracks.length === 0 || tracks.some((t) => t.mode === 'showing')) return;
    const pick = tracks.find((t) => t.language.toLowerCase().startsWith(lang)) ?? tracks.find((t) => t.kind === 'captions') ?? tracks[0];
    if (!pick) return;
    previous.set(pick, pick.mode);
    pick.mode = 'showing';
  };
  let onMedia: ((event: Event) => void) | null = null;
  return {
    codes: ['captions-on'],
    start(ctx) {
      const lang = (ctx.doc.documentElement.lang || 'en').toLowerCase().split('-')[0] ?? 'en';
      for (const video of ctx.doc.querySelectorAll('video')) show(video, lang);
      onMedia = (event) => {
        if (event.target instanceof HTMLVideoElement) show(event.target, lang);
      };
      ctx.doc.addEventListener('loadedmetadata', onMedia, true);
      ctx.doc.addEventListener('play', onMedia, true);
    },
    stop(ctx) {
      if (onMedia) {
        ctx.doc.removeEventListener('loadedmetadata', onMedia, true);
        ctx.doc.removeEventListener('play', onMedia, true);
      }
      for (const [track, mode] of previous) track.mode = mode;
      previous.clear();
    },
  };
}

/** Release sticky bars: fixed and sticky elements are marked, and one rule puts them back in the flow. */
function stickyBars(): Behaviour {
  let cancel: (() => void) | null = null;
  return {
    codes: ['release-sticky-bars'],
    start(ctx) {
      const found: Element[] = [];
      cancel = inSlices(
        () => pageElements(ctx.doc),
        (el) => {
          const position = getComputedStyle(el).position;
          if (position === 'fixed' || position === 'sticky') found.push(el);
        },
        () => {
          for (const el of found) el.setAttribute('data-a11yw-sticky', '');
        },
      );
    },
    stop(ctx) {
      cancel?.();
      unmark(ctx.doc, 'data-a11yw-sticky');
    },
  };
}

/** Keep menus open: a submenu opened by hover or focus stays open until Escape or a click elsewhere. */
function keepMenusOpen(): Behaviour {
  const SUBMENU = ':scope > :is(ul, ol, [role="menu"], .dropdown-menu, .submenu, .sub-menu)';
  let listeners: [string, (event: Event) => void][] = [];
  return {
    codes: ['keep-hover-content'],
    start(ctx) {
      const open = (event: Event) => {
        const target = event.target instanceof Element ? event.target : null;
        const item = target?.closest('li, [aria-haspopup], .dropdown, .has-submenu, .menu-item');
        if (!item?.querySelector(SUBMENU) || item.closest(HOST_TAG)) return;
        for (const other of ctx.doc.querySelectorAll('[data-a11yw-open]')) if (!other.contains(item)) other.removeAttribute('data-a11yw-open');
        item.setAttribute('data-a11yw-open', '');
      };
      const closeAll = () => unmark(ctx.doc, 'data-a11yw-open');
      const onKey = (event: Event) => {
        if ((event as KeyboardEvent).key === 'Escape') closeAll();
      };
      const onClick = (event: Event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (!target?.closest('[data-a11yw-open]')) closeAll();
      };
      listeners = [
        ['pointerover', open],
        ['focusin', open],
        ['keydown', onKey],
        ['click', onClick],
      ];
      for (const [type, fn] of listeners) ctx.doc.addEventListener(type, fn, true);
    },
    stop(ctx) {
      for (const [type, fn] of listeners) ctx.doc.removeEventListener(type, fn, true);
      listeners = [];
      unmark(ctx.doc, 'data-a11yw-open');
    },
  };
}

const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, td, th, dd, dt, blockquote, figcaption, label, pre';

/**
 * Pointer and focus followers in the widget's layer: reading guide, reading mask, line focus,
 * ADHD-friendly spotlight, tooltips and the text magnifier. One listener set serves them all.
 */
function pointerTools(): Behaviour {
  let parts: HTMLElement[] = [];
  let listeners: [EventTarget, string, (event: Event) => void][] = [];
  let frame = 0;
  let lastY = -1000;
  let target: Element | null = null;

  const el = (ctx: WidgetContext, className: string) => {
    const div = ctx.doc.createElement('div');
    div.className = className;
    ctx.layer.append(div);
    parts.push(div);
    return div;
  };

  return {
    codes: ['reading-guide', 'reading-mask', 'line-focus', 'adhd-friendly', 'tooltips', 'text-magnifier'],
    // The guide's colour and the mask's height are read at start: any change restarts it.
    start(ctx) {
      this.stop(ctx);
      const active = ctx.active();
      const guide = active.has('reading-guide') ? el(ctx, 'guide') : null;
      if (guide) guide.style.backgroundColor = colourOf(active, 'reading-guide-colour');
      const mask: [HTMLElement, HTMLElement] | null = active.has('reading-mask') ? [el(ctx, 'dim'), el(ctx, 'dim')] : null;
      const spot: [HTMLElement, HTMLElement, HTMLElement, HTMLElement] | null = active.has('adhd-friendly')
        ? [el(ctx, 'dim'), el(ctx, 'dim'), el(ctx, 'dim'), el(ctx, 'dim')]
        : null;
      const bubble = active.has('tooltips') || active.has('text-magnifier') ? el(ctx, 'bubble') : null;
      bubble?.setAttribute('role', 'status');
      const windowHeight = numberOf(active, 'reading-mask');

      // The viewport's size is read only where a tooltip is placed (after the person pointed at something):
      // read in the first frame, before the page's first layout, `innerHeight` lays the whole page out in this
      // callback. Bands reach the viewport's edges by CSS instead.
      const draw = () => {
        frame = 0;
        if (guide) guide.style.transform = `translateY(${lastY + 6}px)`;
        if (mask) {
          const [top, bottom] = mask;
          const from = Math.max(0, lastY - windowHeight / 2);
          place(top, 0, 0, null, from);
          place(bottom, 0, from + windowHeight, null, null);
        }
        const block = target?.closest(BLOCKS) ?? null;
        if (active.has('line-focus')) {
          for (const other of ctx.doc.querySelectorAll('[data-a11yw-focus]')) if (other !== block) other.removeAttribute('data-a11yw-focus');
          block?.setAttribute('data-a11yw-focus', '');
        }
        if (spot) {
          const r = block?.getBoundingClientRect();
          const [a, b, c, d] = spot;
          if (!r) for (const s of spot) place(s, 0, 0, 0, 0);
          else {
            const pad = 8;
            place(a, 0, 0, null, Math.max(0, r.top - pad));
            place(b, 0, r.bottom + pad, null, null);
            place(c, 0, r.top - pad, Math.max(0, r.left - pad), r.height + 2 * pad);
            place(d, r.right + pad, r.top - pad, null, r.height + 2 * pad);
          }
        }
        if (bubble) {
          const text = bubbleText(target, active.has('tooltips'), active.has('text-magnifier'));
          bubble.textContent = text.text;
          bubble.classList.toggle('magnified', text.magnified);
          bubble.hidden = text.text === '';
          const r = target?.getBoundingClientRect();
          if (r && text.text) {
            bubble.style.left = `${Math.max(4, Math.min(r.left, innerWidth - 320))}px`;
            bubble.style.top = `${r.bottom + 8 > innerHeight - 80 ? Math.max(4, r.top - 88) : r.bottom + 8}px`;
          }
        }
      };
      const schedule = () => {
        if (!frame) frame = requestAnimationFrame(draw);
      };
      const onPointer = (event: Event) => {
        const e = event as PointerEvent;
        lastY = e.clientY;
        const hit = e.target instanceof Element && !e.target.closest(HOST_TAG) ? e.target : null;
        target = hit;
        schedule();
      };
      const onFocus = (event: Event) => {
        const focused = event.target instanceof Element && !event.target.closest(HOST_TAG) ? event.target : null;
        if (!focused) return;
        target = focused;
        const r = focused.getBoundingClientRect();
        lastY = r.top + r.height / 2;
        schedule();
      };
      listeners = [
        [ctx.doc, 'pointermove', onPointer],
        [ctx.doc, 'focusin', onFocus],
        [window, 'scroll', schedule],
      ];
      for (const [on, type, fn] of listeners) on.addEventListener(type, fn, { capture: true, passive: true });
      schedule();
    },
    update(ctx) {
      this.start(ctx);
    },
    stop(ctx) {
      for (const [on, type, fn] of listeners) on.removeEventListener(type, fn, { capture: true });
      listeners = [];
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      for (const part of parts) part.remove();
      parts = [];
      unmark(ctx.doc, 'data-a11yw-focus');
    },
  };
}

/** Places a fixed part of the layer; without a width it reaches the viewport's right edge, without a height its bottom. */
function place(el: HTMLElement, left: number, top: number, width: number | null, height: number | null): void {
  el.style.left = `${left}px`;
  el.style.top = `${top}px`;
  el.style.width = width === null ? '' : `${width}px`;
  el.style.right = width === null ? '0' : '';
  el.style.height = height === null ? '' : `${height}px`;
  el.style.bottom = height === null ? '0' : '';
}

/** What the bubble says for the element under the pointer or focus: its tooltip, else its text magnified. */
function bubbleText(target: Element | null, tooltips: boolean, magnifier: boolean): { text: string; magnified: boolean } {
  if (!target) return { text: '', magnified: false };
  if (tooltips) {
    const labelled = target.closest('[title], [aria-label], img[alt]');
    const text = labelled?.getAttribute('title') || labelled?.getAttribute('aria-label') || labelled?.getAttribute('alt') || '';
    if (text.trim()) return { text: text.trim().slice(0, 300), magnified: false };
  }
  if (magnifier) {
    const block = target.closest(BLOCKS) ?? target;
    const text = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) return { text: text.length > 200 ? `${text.slice(0, 200)}…` : text, magnified: true };
  }
  return { text: '', magnified: false };
}

/** Skip to content (and keyboard navigation): the first Tab stop on the page jumps to the main content. */
function skipLink(): Behaviour {
  let link: HTMLAnchorElement | null = null;
  return {
    codes: ['skip-to-content', 'keyboard-navigation'],
    start(ctx) {
      link = ctx.doc.createElement('a');
      link.className = 'skip';
      link.href = '#';
      link.textContent = ctx.i18n.t('skipToContent');
      link.addEventListener('click', (event) => {
        event.preventDefault();
        const main = ctx.doc.querySelector<HTMLElement>('main, [role="main"], #main, #content, h1');
        if (!main) return;
        focusOnPage(main);
      });
      ctx.root.prepend(link);
    },
    stop(ctx) {
      link?.remove();
      link = null;
      for (const el of ctx.doc.querySelectorAll('[data-a11yw-tabindex]')) {
        el.removeAttribute('tabindex');
        el.removeAttribute('data-a11yw-tabindex');
      }
    },
  };
}

/** A feature whose code is a lazy chunk exporting `start(ctx)`: loaded the first time the feature is on. */
export interface LazyFeature {
  update?(): void;
  stop(): void;
}

function lazy(codes: readonly string[], chunkOf: (ctx: WidgetContext) => string): Behaviour {
  let handle: LazyFeature | null = null;
  let generation = 0;
  return {
    codes,
    start(ctx) {
      const mine = ++generation;
      ctx
        .chunk<{ start(ctx: WidgetContext): LazyFeature }>(chunkOf(ctx))
        .then((module) => {
          if (mine === generation) handle = module.start(ctx);
        })
        .catch((error: unknown) => console.warn('[a11y widget]', error));
    },
    update() {
      handle?.update?.();
    },
    stop() {
      generation++;
      handle?.stop();
      handle = null;
    },
  };
}

/** The page's language among those with hyphenation patterns here (English otherwise). */
function pageLanguage(doc: Document): 'en' | 'de' | 'fr' | 'es' {
  const primary = (doc.documentElement.lang || 'en').toLowerCase().split('-')[0];
  return primary === 'de' || primary === 'fr' || primary === 'es' ? primary : 'en';
}

export function behaviours(): Behaviour[] {
  return [
    fonts(),
    colourFilter(),
    motion(),
    mute(),
    captions(),
    stickyBars(),
    keepMenusOpen(),
    pointerTools(),
    skipLink(),
    lazy(['syllable-splitting'], (ctx) => `syllables-${pageLanguage(ctx.doc)}`),
    lazy(['reading-mode'], () => 'reading-mode'),
    lazy(['page-structure'], () => 'page-structure'),
    lazy(['text-to-speech'], () => 'speech'),
    lazy(Object.keys(CONTENT_TRANSFORMS), () => 'content'),
  ];
}
