import { clampChroma, formatHex, type Oklch, oklch, wcagContrast } from 'culori';

/**
 * Colour-contrast fixes (WCAG 1.4.3 / 1.4.6): a new text colour of the same hue, as close to the old one
 * as the required ratio allows. The search runs on OKLCH lightness with hue fixed and chroma kept as high
 * as the sRGB gamut lets it be; every candidate is judged as the #rrggbb it will be written as, with the
 * same relative-luminance formula axe uses (culori's `wcagContrast`).
 */

/** Below this OKLCH chroma a colour is a grey and its hue means nothing. */
const ACHROMATIC = 0.02;
/** Lightness steps of the search: 2^-20 is far finer than 8-bit sRGB can tell apart. */
const SEARCH_STEPS = 20;
/** After rounding to hex, lightness is pushed further in these steps until the ratio holds. */
const NUDGE = 0.002;

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}

/** Ratios as the API shows them: two decimals, truncated as axe does, so 4.499 never reads as 4.5. */
export function roundRatio(ratio: number): number {
  return Math.floor(ratio * 100 + 1e-9) / 100;
}

/**
 * The ratio a text needs: axe's own `expectedContrastRatio` ("4.5:1", 4.5) when it gave one, otherwise
 * WCAG's rule (large text, 18pt or 14pt bold, needs 3:1; other text 4.5:1).
 */
export function requiredRatio(expected: string | number | null | undefined, fontSize?: string | null, fontWeight?: string | null): number {
  const parsed = typeof expected === 'number' ? expected : Number.parseFloat(String(expected ?? '').split(':')[0] ?? '');
  if (Number.isFinite(parsed) && parsed > 1) return parsed;
  const pt = pointSize(fontSize ?? null);
  const bold = fontWeight === 'bold' || fontWeight === 'bolder' || Number(fontWeight) >= 700;
  const large = pt !== null && (pt >= 18 || (bold && pt >= 14));
  return large ? 3 : 4.5;
}

/** "12.0pt (16px)", "16px" or "12pt" → points. */
function pointSize(fontSize: string | null): number | null {
  if (!fontSize) return null;
  const pt = /([\d.]+)\s*pt/i.exec(fontSize);
  if (pt?.[1]) return Number.parseFloat(pt[1]);
  const px = /([\d.]+)\s*px/i.exec(fontSize);
  return px?.[1] ? (Number.parseFloat(px[1]) * 72) / 96 : null;
}

export interface ContrastFix {
  /** The new foreground, #rrggbb. */
  color: string;
  /** Its ratio against the background (unrounded). */
  ratio: number;
  /** False when the hue could not be kept: the colour had to go (nearly) to black or white. */
  keptHue: boolean;
}

/** axe fails a ratio that is not strictly above the requirement. */
function passes(fg: string, bg: string, required: number): boolean {
  return contrastRatio(fg, bg) > required;
}

function hexAt(base: Oklch, l: number): string {
  return formatHex(clampChroma({ ...base, l: Math.min(1, Math.max(0, l)) }, 'oklch'));
}

/**
 * The passing lightness nearest to `from` on the way towards `to` (0 = black, 1 = white), or null when
 * even the end of the way fails. Between a failing start and a passing end the ratio rises steadily
 * (the luminance moves away from the background's), so a binary search finds the boundary.
 */
function searchTowards(base: Oklch, bg: string, required: number, to: 0 | 1): { color: string; l: number } | null {
  if (!passes(hexAt(base, to), bg, required)) return null;
  let fail = base.l;
  let pass: number = to;
  for (let i = 0; i < SEARCH_STEPS; i++) {
    const mid = (fail + pass) / 2;
    if (passes(hexAt(base, mid), bg, required)) pass = mid;
    else fail = mid;
  }
  // Rounding to 8-bit hex (and gamut clamping) may land just under the line: step on until it holds.
  let l = pass;
  let color = hexAt(base, l);
  while (!passes(color, bg, required)) {
    if (l === to) return null;
    l = to === 0 ? Math.max(0, l - NUDGE) : Math.min(1, l + NUDGE);
    color = hexAt(base, l);
  }
  return { color, l };
}

/**
 * A foreground meeting `required` against `background` with the hue of `foreground` and the smallest
 * change of lightness; the colour itself when it already passes; null when neither black nor white
 * reaches the ratio on this background (then only the background can change).
 */
export function fixContrast(input: { foreground: string; background: string; required: number }): ContrastFix | null {
  const fg = oklch(input.foreground);
  const bgHex = formatHex(input.background);
  if (!fg || !bgHex) return null;
  const fgHex = formatHex(fg);
  if (passes(fgHex, bgHex, input.required)) return { color: fgHex, ratio: contrastRatio(fgHex, bgHex), keptHue: true };

  const base: Oklch = { mode: 'oklch', l: fg.l, c: fg.c, h: fg.h ?? 0 };
  const candidates = [searchTowards(base, bgHex, input.required, 0), searchTowards(base, bgHex, input.required, 1)].filter(
    (c): c is { color: string; l: number } => c !== null,
  );
  if (candidates.length === 0) return null;
  const nearest = candidates.reduce((a, b) => (Math.abs(b.l - fg.l) < Math.abs(a.l - fg.l) ? b : a));
  return { color: nearest.color, ratio: contrastRatio(nearest.color, bgHex), keptHue: sameHue(fg, nearest.color) };
}

/** Whether `after` still shows the hue of `before` (greys stay greys; colours stay within a few degrees). */
export function sameHue(before: Oklch | string, after: string, tolerance = 6): boolean {
  const a = typeof before === 'string' ? oklch(before) : before;
  const b = oklch(after);
  if (!a || !b) return false;
  if (a.c < ACHROMATIC) return true;
  if (b.c < ACHROMATIC / 2 || b.h === undefined || a.h === undefined) return false;
  const diff = Math.abs(a.h - b.h) % 360;
  return Math.min(diff, 360 - diff) <= tolerance;
}
