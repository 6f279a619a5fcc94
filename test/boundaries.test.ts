import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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

describe('module boundaries', () => {
  it('nothing in lib/ imports the Inngest driver (inngest/): the driver imports lib/, never the reverse', () => {
    expect(importsOf('lib', /^(@\/inngest|(\.\.\/)+inngest)(\/|$)/)).toEqual([]);
  });

  it('nothing in components/ imports from app/: a component gets its server actions as props, or lives beside its page', () => {
    expect(importsOf('components', /^(@\/app|(\.\.\/)+app)(\/|$)/)).toEqual([]);
  });
});
