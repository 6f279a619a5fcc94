import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';

/**
 * Builds the embeddable widget: the lazy chunks first (each a self-contained ES module, loaded with
 * `import()` only when a feature needs it), then the first script (a classic script, the `widget.js`
 * that hosts embed), which learns the chunks' and fonts' content-hashed file names at build time.
 *
 * Output: `widget.js`, `<name>-<hash>.js` chunks, `<font>-<hash>.woff2` fonts and `manifest.json`.
 */

const ROOT = path.dirname(new URL(import.meta.url).pathname);
export const WIDGET_DIST = path.join(ROOT, 'dist');

/** Lazy chunks: name → entry. */
const CHUNKS = {
  'reading-mode': 'src/lazy/reading-mode.ts',
  'page-structure': 'src/lazy/page-structure.ts',
  speech: 'src/lazy/speech.ts',
  'syllables-en': 'src/lazy/syllables-en.ts',
  'syllables-de': 'src/lazy/syllables-de.ts',
  'syllables-fr': 'src/lazy/syllables-fr.ts',
  'syllables-es': 'src/lazy/syllables-es.ts',
  locales: 'src/lazy/locales.ts',
  content: 'src/lazy/content.ts',
} as const;

/** Fonts shipped with the service from @fontsource packages: loaded only when the person picks them. */
const FONTS = {
  'atkinson-400': '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff2',
  'atkinson-700': '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff2',
  'opendyslexic-400': '@fontsource/opendyslexic/files/opendyslexic-latin-400-normal.woff2',
  'opendyslexic-700': '@fontsource/opendyslexic/files/opendyslexic-latin-700-normal.woff2',
} as const;

/** Big cursors: an arrow, black with a white edge or white with a black edge, at 48 and 72 px. */
const CURSORS = {
  'cursor-large-black': cursorSvg(48, '#000000', '#ffffff'),
  'cursor-large-white': cursorSvg(48, '#ffffff', '#000000'),
  'cursor-extra-large-black': cursorSvg(72, '#000000', '#ffffff'),
  'cursor-extra-large-white': cursorSvg(72, '#ffffff', '#000000'),
} as const;

function cursorSvg(size: number, fill: string, edge: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24"><path d="M3 2 L3 19 L7.5 14.8 L10.6 21.6 L13.6 20.3 L10.6 13.6 L16.6 13.6 Z" fill="${fill}" stroke="${edge}" stroke-width="1.4" stroke-linejoin="round"/></svg>`;
}

export interface WidgetManifest {
  /** The first script's content hash (its ETag). */
  main: { file: 'widget.js'; hash: string; bytes: number };
  /** Every other file: name → content-hashed file name. */
  chunks: Record<keyof typeof CHUNKS, string>;
  fonts: Record<keyof typeof FONTS, string>;
  cursors: Record<keyof typeof CURSORS, string>;
  files: Record<string, { bytes: number; type: string }>;
}

const shortHash = (data: Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 16);

export async function buildWidget(outDir = WIDGET_DIST, options: { minify?: boolean } = {}): Promise<WidgetManifest> {
  const minify = options.minify ?? true;
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const files: WidgetManifest['files'] = {};

  const lazy = await esbuild.build({
    entryPoints: Object.entries(CHUNKS).map(([out, entry]) => ({ in: path.join(ROOT, entry), out })),
    bundle: true,
    format: 'esm',
    splitting: false,
    minify,
    target: 'es2022',
    platform: 'browser',
    write: false,
    outdir: outDir,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const chunks = {} as WidgetManifest['chunks'];
  for (const file of lazy.outputFiles) {
    const name = path.basename(file.path, '.js') as keyof typeof CHUNKS;
    const hashed = `${name}-${shortHash(file.contents)}.js`;
    await writeFile(path.join(outDir, hashed), file.contents);
    chunks[name] = hashed;
    files[hashed] = { bytes: file.contents.byteLength, type: 'text/javascript; charset=utf-8' };
  }

  const require = createRequire(import.meta.url);
  const fonts = {} as WidgetManifest['fonts'];
  for (const [name, request] of Object.entries(FONTS) as [keyof typeof FONTS, string][]) {
    const source = require.resolve(request);
    const data = await readFile(source);
    const hashed = `${name}-${shortHash(data)}.woff2`;
    await copyFile(source, path.join(outDir, hashed));
    fonts[name] = hashed;
    files[hashed] = { bytes: data.byteLength, type: 'font/woff2' };
  }

  const cursors = {} as WidgetManifest['cursors'];
  for (const [name, svg] of Object.entries(CURSORS) as [keyof typeof CURSORS, string][]) {
    const data = Buffer.from(svg);
    const hashed = `${name}-${shortHash(data)}.svg`;
    await writeFile(path.join(outDir, hashed), data);
    cursors[name] = hashed;
    files[hashed] = { bytes: data.byteLength, type: 'image/svg+xml' };
  }

  const main = await esbuild.build({
    entryPoints: [path.join(ROOT, 'src/main.ts')],
    bundle: true,
    format: 'iife',
    minify,
    target: 'es2022',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    define: { __WIDGET_ASSETS__: JSON.stringify({ chunks, fonts, cursors }) },
  });
  const script = main.outputFiles[0];
  if (!script) throw new Error('esbuild wrote no widget.js');
  await writeFile(path.join(outDir, 'widget.js'), script.contents);
  files['widget.js'] = { bytes: script.contents.byteLength, type: 'text/javascript; charset=utf-8' };

  const manifest: WidgetManifest = {
    main: { file: 'widget.js', hash: shortHash(script.contents), bytes: script.contents.byteLength },
    chunks,
    fonts,
    cursors,
    files,
  };
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
