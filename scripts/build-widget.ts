/** `npm run build:widget`: builds the embeddable widget into widget/dist (part of `npm run build` and `npm run dev`). */
import { gzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildWidget, WIDGET_DIST } from '../widget/build.ts';

const manifest = await buildWidget();
const main = await readFile(path.join(WIDGET_DIST, 'widget.js'));
console.log(`[a11y] widget built: widget.js ${(gzipSync(main).byteLength / 1024).toFixed(1)} kB gzipped, ${Object.keys(manifest.chunks).length} lazy chunks`);
