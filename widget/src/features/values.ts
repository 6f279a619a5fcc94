/**
 * What the widget knows of each catalogue feature it implements: how to read a stored value (strings on
 * the wire) into the range the catalogue allows. A value out of range or malformed falls back to the
 * catalogue's default; nothing a profile holds reaches CSS unchecked.
 */

export type Active = ReadonlyMap<string, string | null>;

const NUMBERS: Record<string, [min: number, max: number, fallback: number]> = {
  'text-size': [1, 3, 1.25],
  'content-scaling': [1, 2, 1.2],
  saturation: [0, 200, 50],
  'line-height': [1, 3, 1.5],
  'letter-spacing': [0, 0.5, 0.12],
  'word-spacing': [0, 1, 0.16],
  'paragraph-spacing': [0, 4, 2],
  'line-length': [40, 120, 70],
  'reading-mask': [40, 400, 120],
  'speech-rate': [80, 400, 160],
  'large-targets': [24, 64, 44],
  'caption-size': [1, 3, 1.5],
};

const ENUMS: Record<string, readonly string[]> = {
  'colour-blindness-filter': ['deuteranopia', 'protanopia', 'tritanopia', 'achromatopsia'],
  'big-cursor': ['large-black', 'large-white', 'extra-large-black', 'extra-large-white'],
  'text-align': ['left', 'center', 'right'],
};

const COLOURS: Record<string, string> = {
  'text-colour': '#000000',
  'background-colour': '#fffbe6',
  'link-colour': '#0000ee',
  'reading-guide-colour': '#ffff00',
};

/** The feature's value as a number in its range (the first of the range's values when unreadable). */
export function numberOf(active: Active, code: string): number {
  const range = NUMBERS[code];
  if (!range) throw new Error(`not a number feature: ${code}`);
  const [min, max, fallback] = range;
  const raw = active.get(code);
  const n = raw === null || raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

export function enumOf(active: Active, code: string): string {
  const options = ENUMS[code] ?? [];
  const raw = active.get(code);
  return raw && options.includes(raw) ? raw : (options[0] ?? '');
}

/** `#rrggbb` (lower case), or the feature's default for anything else: a colour reaches CSS only in this form. */
export function colourOf(active: Active, code: string): string {
  const raw = active.get(code)?.trim().toLowerCase() ?? '';
  if (/^#[0-9a-f]{6}$/.test(raw)) return raw;
  if (/^#[0-9a-f]{3}$/.test(raw)) return `#${[...raw.slice(1)].map((c) => c + c).join('')}`;
  return COLOURS[code] ?? '#000000';
}
