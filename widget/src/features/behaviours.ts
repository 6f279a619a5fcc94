import { CONTENT_TRANSFORMS } from '../content-map.ts';
import { type Behaviour, inSlices, type WidgetContext } from '../context.ts';
import { focusOnPage } from '../focus.ts';
import { unmark } from './marks.ts';
import { COLOUR_BLINDNESS_MATRICES, COLOUR_FILTER_ID, fontCss, HOST_TAG } from './page-css.ts';
import { captions, motion, mute } from './media.ts';
import { pointerTools } from './pointer-tools.ts';
import { enumOf } from './values.ts';

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
