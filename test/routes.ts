import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The route files of app/api/v1, read from disk as Next.js routes them: for test/api.ts and the hostile battery. */
export const API_DIR = path.resolve(import.meta.dirname, '..', 'app', 'api', 'v1');

export type Segment = { kind: 'static'; value: string } | { kind: 'dynamic'; name: string } | { kind: 'catchall'; name: string; optional: boolean };

export interface RouteFile {
  /** `/profiles/[userId]/active-features`, as on disk. */
  pattern: string;
  segments: Segment[];
  file: string;
}

export function parseSegment(name: string): Segment {
  let m = /^\[\[\.\.\.(.+)\]\]$/.exec(name);
  if (m) return { kind: 'catchall', name: m[1]!, optional: true };
  m = /^\[\.\.\.(.+)\]$/.exec(name);
  if (m) return { kind: 'catchall', name: m[1]!, optional: false };
  m = /^\[(.+)\]$/.exec(name);
  if (m) return { kind: 'dynamic', name: m[1]! };
  return { kind: 'static', value: name };
}

/** Every route.ts under app/api/v1, so a new route is in the battery without anyone listing it. */
export function discoverRoutes(dir = API_DIR, segments: Segment[] = [], prefix = ''): RouteFile[] {
  const out: RouteFile[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...discoverRoutes(full, [...segments, parseSegment(entry)], `${prefix}/${entry}`));
    else if (entry === 'route.ts') out.push({ pattern: prefix || '/', segments, file: full });
  }
  return out;
}
