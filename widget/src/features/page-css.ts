import { type Active, colourOf, enumOf, numberOf } from './values.ts';

/**
 * The one stylesheet the widget puts in the host page, as a pure function of the active features.
 * Every rule names the page's own elements and never the widget's host element, whose UI lives in its
 * shadow root; `!important` because the page's own styles must not win over a person's settings.
 */

export const HOST_TAG = 'a11y-widget-root';
/** Every element of the page but the widget. */
const ALL = `body *:not(${HOST_TAG})`;
/** Elements that carry text, minus icon fonts and code, whose look is their meaning. */
// Simple selectors only inside :not() (no descendant combinators): they are matched against every element of the page.
const TEXT = `body :not(${HOST_TAG}, i, svg, path, g, use, code, pre, kbd, samp, [class*="icon"], [class*="fa-"], .material-icons, .material-symbols-outlined)`;
const MEDIA = 'img, picture, video, canvas, iframe, svg, path, g, use, [role="img"]';

export interface CssContext {
  /** The OS forces its own colours (forced-colors: active): colour features stay out of the way. */
  forcedColors: boolean;
  /** URLs of the widget's assets (cursors), by name. */
  asset(name: string): string;
}

const PALETTES = {
  'high-contrast': { bg: '#000000', fg: '#ffffff', link: '#ffff00' },
  'dark-mode': { bg: '#121212', fg: '#ececec', link: '#9ecbff' },
  'light-contrast': { bg: '#ffffff', fg: '#111111', link: '#0038a8' },
} as const;

/** Daltonisation matrices (feColorMatrix values): shift the confused colours into ones the person can tell apart. */
export const COLOUR_BLINDNESS_MATRICES: Record<string, string> = {
  protanopia: '0.567 0.433 0 0 0  0.558 0.442 0 0 0  0 0.242 0.758 0 0  0 0 0 1 0',
  deuteranopia: '0.625 0.375 0 0 0  0.7 0.3 0 0 0  0 0.3 0.7 0 0  0 0 0 1 0',
  tritanopia: '0.95 0.05 0 0 0  0 0.433 0.567 0 0  0 0.475 0.525 0 0  0 0 0 1 0',
  achromatopsia: '0.299 0.587 0.114 0 0  0.299 0.587 0.114 0 0  0.299 0.587 0.114 0 0  0 0 0 1 0',
};
export const COLOUR_FILTER_ID = 'a11yw-colour-filter';

export const STOP_MOTION_CSS = `*:not(${HOST_TAG}), *::before, *::after { animation-duration: 0.001s !important; animation-iteration-count: 1 !important; animation-delay: 0s !important; transition: none !important; scroll-behavior: auto !important; }`;

export function pageCss(active: Active, ctx: CssContext): string {
  const rules: string[] = [];
  const on = (code: string) => active.has(code);

  // The roots of the parts the page is styled in (`{root}`: the largest subtrees of a few hundred elements), each zoomed once.
  if (on('content-scaling')) rules.push(`{root} { zoom: ${numberOf(active, 'content-scaling')} !important; }`);

  if (!ctx.forcedColors) colourRules(active, rules);

  if (on('big-cursor')) {
    const cursor = enumOf(active, 'big-cursor');
    const hotspot = cursor.startsWith('extra') ? '6 4' : '4 3';
    rules.push(`html, body, ${ALL} { cursor: url("${ctx.asset(`cursor-${cursor}`)}") ${hotspot}, auto !important; }`);
  }

  if (on('bold-text')) rules.push(`${TEXT} { font-weight: 700 !important; }`);
  if (on('line-height')) rules.push(`${TEXT} { line-height: ${numberOf(active, 'line-height')} !important; }`);
  if (on('letter-spacing')) rules.push(`${TEXT} { letter-spacing: ${numberOf(active, 'letter-spacing')}em !important; }`);
  if (on('word-spacing')) rules.push(`${TEXT} { word-spacing: ${numberOf(active, 'word-spacing')}em !important; }`);
  if (on('paragraph-spacing')) rules.push(`body p:not(${HOST_TAG}) { margin-block-end: ${numberOf(active, 'paragraph-spacing')}em !important; }`);
  if (on('text-align')) {
    rules.push(
      `body :is(p, li, dd, dt, blockquote, figcaption, h1, h2, h3, h4, h5, h6, td, th, label) { text-align: ${enumOf(active, 'text-align')} !important; }`,
    );
  }
  if (on('line-length')) rules.push(`body :is(p, li, dd, blockquote, figcaption) { max-inline-size: ${numberOf(active, 'line-length')}ch !important; }`);

  if (on('stop-animations') || on('seizure-safe') || on('focus-mode')) rules.push(STOP_MOTION_CSS);
  if (on('focus-mode')) {
    rules.push(
      `body :is(aside, [role="complementary"], [class*="advert" i], [id*="advert" i], [class*="sponsor" i], [aria-label*="advert" i], marquee) { display: none !important; }`,
    );
  }
  if (on('hide-images')) {
    rules.push(`body :is(img, picture, video, canvas, [role="img"]):not(${HOST_TAG}) { visibility: hidden !important; }`);
    rules.push(`${ALL}, body { background-image: none !important; }`);
  }

  if (on('keyboard-navigation') || on('highlight-focus')) {
    const selector = on('keyboard-navigation') ? `body :focus:not(${HOST_TAG})` : `body :focus-visible:not(${HOST_TAG})`;
    rules.push(`${selector} { outline: 3px solid #1d4ed8 !important; outline-offset: 2px !important; box-shadow: 0 0 0 5px #ffffff !important; }`);
  }
  if (on('large-targets')) {
    const px = numberOf(active, 'large-targets');
    rules.push(
      `body :is(button, [role="button"], input:not([type="hidden"]), select, summary, [role="tab"], [role="menuitem"], [role="checkbox"], [role="radio"], nav a[href]):not(${HOST_TAG}) { min-block-size: ${px}px !important; min-inline-size: ${px}px !important; }`,
    );
  }
  if (on('keep-hover-content')) {
    rules.push(
      '[data-a11yw-open] > :is(ul, ol, [role="menu"], .dropdown-menu, .submenu, .sub-menu) { display: block !important; visibility: visible !important; opacity: 1 !important; }',
    );
  }
  if (on('captions-on') || on('caption-size') || on('captions-emphasis')) {
    const declarations: string[] = [];
    if (on('caption-size')) declarations.push(`font-size: ${Math.round(numberOf(active, 'caption-size') * 100)}% !important;`);
    if (on('captions-emphasis')) declarations.push('background-color: #000000 !important; color: #ffff00 !important; font-weight: 700 !important;');
    if (declarations.length > 0) rules.push(`video::cue { ${declarations.join(' ')} }`);
  }
  if (on('highlight-links')) {
    rules.push(
      `body a[href]:not(${HOST_TAG}) { text-decoration: underline !important; text-decoration-thickness: 2px !important; outline: 2px solid #1d4ed8 !important; outline-offset: 1px !important; }`,
    );
  }
  if (on('highlight-headings')) {
    rules.push(
      `body :is(h1, h2, h3, h4, h5, h6, [role="heading"]):not(${HOST_TAG}) { outline: 2px dashed #b45309 !important; outline-offset: 3px !important; }`,
    );
  }
  if (on('release-sticky-bars')) rules.push('[data-a11yw-sticky] { position: static !important; }');
  if (on('line-focus') || on('adhd-friendly')) rules.push('[data-a11yw-focus] { outline: 3px solid #1d4ed8 !important; outline-offset: 4px !important; }');
  // Below body only: with colours on, a highlight style on the root or body makes Chromium restyle every element when they change.
  if (on('text-to-speech')) rules.push('body ::highlight(a11yw-spoken) { background-color: #fde047; color: #000000; }');
  return rules.join('\n');
}

/**
 * The readable or dyslexia font on the page's text. The fonts behaviour adds it once the font has loaded,
 * so the page is laid out once in the new font rather than once in a fallback and again when it arrives.
 */
export function fontCss(family: string): string {
  return `${TEXT} { font-family: "${family}", sans-serif !important; }`;
}

function colourRules(active: Active, rules: string[]): void {
  const on = (code: string) => active.has(code);
  const mode = (['high-contrast', 'dark-mode', 'light-contrast'] as const).find(on);
  if (mode) {
    const { bg, fg, link } = PALETTES[mode];
    rules.push(`html, body, ${ALL}:not(${MEDIA}) { background-color: ${bg} !important; color: ${fg} !important; border-color: ${fg} !important; }`);
    rules.push(`body a[href], body a[href] * { color: ${link} !important; }`);
    rules.push(`body :is(input, textarea, select, button):not(${HOST_TAG}) { border: 1px solid ${fg} !important; }`);
  }
  if (on('background-colour')) rules.push(`html, body, ${ALL}:not(${MEDIA}) { background-color: ${colourOf(active, 'background-colour')} !important; }`);
  if (on('text-colour')) rules.push(`${ALL}:not(a[href], a[href] *) { color: ${colourOf(active, 'text-colour')} !important; }`);
  if (on('link-colour')) rules.push(`body a[href], body a[href] * { color: ${colourOf(active, 'link-colour')} !important; }`);

  const filters: string[] = [];
  if (on('invert-colours')) filters.push('invert(1) hue-rotate(180deg)');
  if (on('monochrome')) filters.push('grayscale(1)');
  if (on('saturation')) filters.push(`saturate(${numberOf(active, 'saturation') / 100})`);
  if (on('seizure-safe')) filters.push('saturate(0.5)');
  if (filters.length > 0) rules.push(`html { filter: ${filters.join(' ')} !important; }`);
  // Pictures and the widget itself are turned back, so inverting the page does not invert photos.
  if (on('invert-colours')) rules.push(`body :is(img, picture, video, canvas, ${HOST_TAG}) { filter: invert(1) hue-rotate(180deg) !important; }`);
}
