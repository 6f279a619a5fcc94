import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The fonts the PDF editions are printed with: Noto Sans (text) and Noto Sans Mono (selectors), from the
 * @fontsource packages, as `@font-face` rules with data: URLs. The browser prints with no network, and
 * the PDF must embed its fonts whatever the server has installed (the bundled Chromium has none of its
 * own), so the files travel inside the document. Only the subsets the document's characters need are
 * included (the Latin subset always), which keeps a typical document's fonts near 150 KB instead of 800 KB.
 */

export const PRINT_FONT_FAMILY = '"Report Sans"';
export const PRINT_MONO_FAMILY = '"Report Mono"';

const FAMILIES = [
  { family: 'Report Sans', pkg: 'noto-sans', weights: [400, 700] },
  { family: 'Report Mono', pkg: 'noto-sans-mono', weights: [400] },
] as const;

type Subset = { name: string; ranges: [number, number][]; css: string };

const packageDir = (pkg: string) => path.join(process.cwd(), 'node_modules', '@fontsource', pkg);

let subsets: Subset[] | null = null;
const encoded = new Map<string, string | null>();

/** `U+0000-00FF,U+0131` → [[0, 255], [305, 305]]. */
function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from!, 16);
    return [start, to ? Number.parseInt(to, 16) : start];
  });
}

function loadSubsets(): Subset[] {
  subsets ??= Object.entries(JSON.parse(readFileSync(path.join(packageDir('noto-sans'), 'unicode.json'), 'utf8')) as Record<string, string>).map(
    ([name, css]) => ({ name, ranges: parseRanges(css), css }),
  );
  return subsets;
}

/** A font file as base64, read once per thread; null when the package has no such file. */
function fontFile(pkg: string, subset: string, weight: number): string | null {
  const key = `${pkg}/${subset}/${weight}`;
  if (!encoded.has(key)) {
    try {
      encoded.set(key, readFileSync(path.join(packageDir(pkg), 'files', `${pkg}-${subset}-${weight}-normal.woff2`)).toString('base64'));
    } catch {
      // expected: a font package without this subset: the report prints without the face
      encoded.set(key, null);
    }
  }
  return encoded.get(key)!;
}

/** The subsets that hold at least one of the text's characters; Latin always (the document's own words). */
export function subsetsFor(text: string): string[] {
  const all = loadSubsets();
  const needed = new Set<string>(['latin']);
  const seen = new Set<number>();
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80 || seen.has(code)) continue;
    seen.add(code);
    for (const subset of all) {
      if (!needed.has(subset.name) && subset.ranges.some(([a, b]) => code >= a && code <= b)) needed.add(subset.name);
    }
  }
  return all.filter((s) => needed.has(s.name)).map((s) => s.name);
}

/** `@font-face` rules for the subsets `text` needs, each with its unicode-range so the browser picks per character. */
export function printFontFaces(text: string): string {
  const wanted = new Set(subsetsFor(text));
  const rules: string[] = [];
  for (const { family, pkg, weights } of FAMILIES) {
    for (const weight of weights) {
      for (const subset of loadSubsets()) {
        if (!wanted.has(subset.name)) continue;
        const data = fontFile(pkg, subset.name, weight);
        if (!data) continue;
        rules.push(
          `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${data}) format("woff2");unicode-range:${subset.css}}`,
        );
      }
    }
  }
  return rules.join('\n');
}
