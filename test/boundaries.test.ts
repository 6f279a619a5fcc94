import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type FileImport, folderGraph, folderImports, stronglyConnected } from '@/scripts/import-graph.ts';

/** Dependencies point one way: these imports, static or dynamic, would point back. */
const root = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => path.join(dir, file));
}

/** `file:line` of each import (from, import(), export from) of a module path that `forbidden` matches. */
function importsOf(dir: string, forbidden: RegExp): string[] {
  const found: string[] = [];
  for (const file of sources(dir)) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const [, specifier] of line.matchAll(/(?:from|import\s*\(|import)\s*['"]([^'"]+)['"]/g)) {
          if (forbidden.test(specifier!)) found.push(`${file}:${i + 1} ${specifier}`);
        }
      });
  }
  return found;
}

/**
 * The folders of lib/ in layers, lowest first. A folder may import its own layer or a lower one, never a higher
 * one, and the folder graph has no cycle (not even inside a layer). A new folder must be placed here.
 */
const LAYERS: readonly (readonly string[])[] = [
  // Base: configuration, errors, ids, clock, logger, pagination (files directly in lib/).
  ['.'],
  // Infrastructure: the database, the network, sealing, the worker pool, the stored shape of tenant settings,
  // the facts of WCAG's success criteria.
  ['db', 'net', 'crypto', 'compute', 'settings', 'wcag'],
  // Platform: who may act (permissions, sessions), what they may spend, the endpoint contract, job primitives.
  ['auth', 'limits', 'api', 'jobs'],
  // Identity and configuration: users < members, catalogue < profiles < keys < tenants.
  ['users', 'members', 'catalog', 'profiles', 'keys', 'tenants'],
  // Product domains.
  ['content', 'analytics', 'webhooks', 'scanner', 'site-issues', 'sites', 'compliance', 'remediation', 'widget', 'health'],
  // Composition: the portal's session, the HTTP wrapper and OpenAPI document, the workflows that chain domains.
  ['portal', 'http', 'workflows'],
];

describe('layers of lib/', () => {
  const imports = folderImports();
  const graph = folderGraph(imports);
  const layerOf = new Map(LAYERS.flatMap((folders, layer) => folders.map((folder) => [folder, layer] as const)));

  it('every folder of lib/ is in exactly one layer', () => {
    expect([...graph.keys()].filter((folder) => !layerOf.has(folder)).sort()).toEqual([]);
    expect(LAYERS.flat().length).toBe(layerOf.size);
  });

  const upward = (list: FileImport[]) =>
    list
      .filter(({ from, to }) => (layerOf.get(to) ?? Infinity) > (layerOf.get(from) ?? -1))
      .map(({ file, line, specifier, from, to }) => `${file}:${line} ${specifier} (${from} → ${to})`);

  it('no folder imports a folder of a higher layer', () => {
    expect(upward(imports)).toEqual([]);
  });

  it('the folder graph has no cycle', () => {
    expect(stronglyConnected(graph).filter((component) => component.length > 1)).toEqual([]);
  });

  it('docs/architecture.md lists the same layers, with the same folders in each', () => {
    const page = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
    const rows = [...page.matchAll(/^\| \d\. [^|]+\| ([^|]+)\|/gm)].map(([, folders]) => [...(folders ?? '').matchAll(/`([^`]+)`/g)].map(([, f]) => f));
    expect(rows).toEqual(LAYERS);
  });

  it('the checks see a cycle and an upward import when there is one', () => {
    const knotted = new Map([...graph].map(([folder, targets]) => [folder, new Set(targets)]));
    knotted.get('db')!.add('tenants');
    expect(stronglyConnected(knotted).filter((component) => component.length > 1)[0]).toEqual(expect.arrayContaining(['db', 'keys', 'tenants']));
    const back = { file: 'lib/db/x.ts', line: 1, specifier: '@/lib/tenants/schemas.ts', from: 'db', to: 'tenants' };
    expect(upward([back])).toEqual(['lib/db/x.ts:1 @/lib/tenants/schemas.ts (db → tenants)']);
  });
});

describe('module boundaries', () => {
  it('nothing in lib/ imports the Inngest driver (inngest/): the driver imports lib/, never the reverse', () => {
    expect(importsOf('lib', /^(@\/inngest|(\.\.\/)+inngest)(\/|$)/)).toEqual([]);
  });

  it('nothing in components/ imports from app/: a component gets its server actions as props, or lives beside its page', () => {
    expect(importsOf('components', /^(@\/app|(\.\.\/)+app)(\/|$)/)).toEqual([]);
  });
});
