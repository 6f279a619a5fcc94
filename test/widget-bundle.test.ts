import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetFiles } from '@/lib/widget/bundle.ts';
import { IMMUTABLE_CACHE, SCRIPT_CACHE, serveWidgetFile } from '@/lib/widget/serve.ts';
import { buildWidget, type WidgetManifest } from '@/widget/build.ts';

/** The first script a host page loads, gzipped: the budget the toolbar is held to. */
const FIRST_SCRIPT_BUDGET = 25 * 1024;

let dir = '';
let manifest: WidgetManifest;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'a11y-widget-'));
  manifest = await buildWidget(dir);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the widget bundle', () => {
  it(`keeps its first script within ${FIRST_SCRIPT_BUDGET / 1024} kB gzipped, with fonts, reading mode, structure, speech, syllables, content help and other languages as lazy files`, async () => {
    const script = await readFile(path.join(dir, 'widget.js'));
    expect(gzipSync(script).byteLength).toBeLessThanOrEqual(FIRST_SCRIPT_BUDGET);
    expect(Object.keys(manifest.chunks).sort()).toEqual([
      'content',
      'locales',
      'page-structure',
      'reading-mode',
      'speech',
      'syllables-de',
      'syllables-en',
      'syllables-es',
      'syllables-fr',
    ]);
    // Readability and the hyphenation patterns are not in the first script.
    const text = script.toString('utf8');
    expect(text).not.toContain('Readability');
    expect(text).not.toMatch(/hyphenChar.{0,40}patterns/);
    for (const name of [...Object.values(manifest.chunks), ...Object.values(manifest.fonts), ...Object.values(manifest.cursors)]) {
      expect(name).toMatch(/^[a-z0-9-]+-[0-9a-f]{16}\.(js|woff2|svg)$/);
      expect(manifest.files[name]?.bytes).toBeGreaterThan(0);
    }
  });

  it('serves widget.js with a short cache and an ETag (304 when it still holds), the rest immutable, to any origin', async () => {
    const files = widgetFiles(dir);
    const first = await serveWidgetFile(new Request('http://a11y.test/widget.js'), 'widget.js', SCRIPT_CACHE, files);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(SCRIPT_CACHE);
    expect(first.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toBe(`"${manifest.main.hash}"`);
    expect((await first.arrayBuffer()).byteLength).toBe(manifest.main.bytes);

    const again = await serveWidgetFile(
      new Request('http://a11y.test/widget.js', { headers: { 'If-None-Match': `W/"other", ${etag}` } }),
      'widget.js',
      SCRIPT_CACHE,
      files,
    );
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const font = manifest.fonts['atkinson-400'];
    const chunk = await serveWidgetFile(new Request(`http://a11y.test/widget/${font}`), font, IMMUTABLE_CACHE, files);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-type')).toBe('font/woff2');
    expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
  });

  it('serves only the files its manifest lists: no other name, path or prototype key reaches the disk', async () => {
    const files = widgetFiles(dir);
    for (const name of ['manifest.json', '../package.json', '..%2Fpackage.json', 'constructor', '__proto__', 'widget.js/', '']) {
      const response = await serveWidgetFile(new Request('http://a11y.test/widget/x'), name, IMMUTABLE_CACHE, files);
      expect(response.status, name).toBe(404);
    }
  });

  it('answers 503 for widget.js before the widget is built, and finds it once it is', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'a11y-widget-empty-'));
    try {
      const files = widgetFiles(empty);
      const missing = await serveWidgetFile(new Request('http://a11y.test/widget.js'), 'widget.js', SCRIPT_CACHE, files);
      expect(missing.status).toBe(503);
      expect(missing.headers.get('cache-control')).toBe('no-store');
      await buildWidget(empty, { minify: false });
      expect((await serveWidgetFile(new Request('http://a11y.test/widget.js'), 'widget.js', SCRIPT_CACHE, files)).status).toBe(200);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  }, 30_000);
});
