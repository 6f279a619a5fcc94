import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The built widget (widget/dist, written by `npm run build:widget`, which `npm run build` and `npm run dev`
 * run first): its manifest and files, read once per process. File names other than widget.js carry their
 * content hash, so they are cached for a year; widget.js keeps its name for the embed snippet and is
 * revalidated with its ETag.
 */

export const WIDGET_DIST = path.resolve(process.cwd(), 'widget', 'dist');

interface Manifest {
  main: { hash: string; bytes: number };
  files: Record<string, { bytes: number; type: string }>;
}

export interface WidgetFile {
  body: Uint8Array;
  type: string;
  etag: string;
}

export interface WidgetFiles {
  /** A file of the build by name: only names the manifest lists, so nothing else on disk is reachable. */
  get(name: string): Promise<WidgetFile | null>;
}

export function widgetFiles(dir = WIDGET_DIST): WidgetFiles {
  let manifest: Promise<Manifest | null> | null = null;
  const files = new Map<string, Promise<WidgetFile | null>>();
  const readManifest = () => {
    manifest ??= readFile(/*turbopackIgnore: true*/ path.join(dir, 'manifest.json'), 'utf8')
      .then((text) => JSON.parse(text) as Manifest)
      .catch(() => {
        // expected: not built yet: asked again next time.
        manifest = null;
        return null;
      });
    return manifest;
  };
  return {
    async get(name) {
      const m = await readManifest();
      const entry = m && Object.hasOwn(m.files, name) ? m.files[name] : undefined;
      if (!m || !entry || name.includes('/') || name.includes('\\')) return null;
      let file = files.get(name);
      if (!file) {
        // The build reads widget/dist at run time: nothing to trace into the server bundle.
        file = readFile(/*turbopackIgnore: true*/ path.join(dir, name))
          .then((body) => ({ body: new Uint8Array(body), type: entry.type, etag: `"${name === 'widget.js' ? m.main.hash : name}"` }))
          .catch(() => /* expected: a file the manifest names but the disk lacks (a rebuild under way) is a 404 */ null);
        files.set(name, file);
      }
      return file;
    },
  };
}

/** The headers every widget file is served with: any site may load it (scripts, module chunks and fonts fetched with CORS). */
export function widgetHeaders(file: WidgetFile, cacheControl: string): Record<string, string> {
  return {
    'Content-Type': file.type,
    'Cache-Control': cacheControl,
    ETag: file.etag,
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** Whether an If-None-Match header names this ETag (a list, weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === etag;
  });
}
