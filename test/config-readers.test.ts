import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * lib/config.ts is the one reader of the environment; the exceptions are listed there, and here.
 * Writes (`process.env.X = …`, `delete process.env.X`) and `{ ...process.env }` handed to a child are not reads.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['app', 'lib', 'components', 'inngest', 'scripts', 'instrumentation.ts', 'proxy.ts'];
const ALLOWED = new Set([
  'lib/config.ts',
  'instrumentation.ts', // NEXT_RUNTIME, inlined by Next.js at build time
  'scripts/prisma-generate.mjs', // runs before the app exists, sets env for Prisma's CLI
  'lib/scanner/render/bundled-chromium.ts', // saves and restores TMPDIR around @sparticuz/chromium's unpacking
]);
const SKIPPED = /(\.test\.tsx?$|\/generated\/|\/fixtures\/|node_modules)/;

function sources(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((d) => {
    const rel = path.join(entry, d.name);
    if (d.isDirectory()) return sources(rel);
    return /\.(ts|tsx|mts|mjs|js)$/.test(d.name) ? [rel] : [];
  });
}

/** The `process.env` reads in a source text, comments stripped. */
function envReads(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const reads: string[] = [];
  for (const line of code.split('\n')) {
    const found = line.match(/process\.env\b[^;]*/g) ?? [];
    for (const use of found) {
      const at = line.indexOf(use);
      const before = line.slice(0, at);
      const isWrite = /^process\.env(\.\w+|\[[^\]]+\])\s*(=(?!=)|\?\?=)/.test(use) || /\(process\.env as [^)]+\)\.\w+\s*=(?!=)/.test(line);
      const isDelete = /delete\s+$/.test(before);
      const isSpread = /\.\.\.\s*$/.test(before);
      if (!isWrite && !isDelete && !isSpread) reads.push(line.trim());
    }
  }
  return reads;
}

describe('configuration readers', () => {
  it('reads process.env only in lib/config.ts and the listed exceptions', () => {
    const offenders = SCANNED.flatMap(sources)
      .filter((file) => !SKIPPED.test(file) && !ALLOWED.has(file))
      .flatMap((file) => envReads(readFileSync(path.join(ROOT, file), 'utf8')).map((line) => `${file}: ${line}`));
    expect(offenders).toEqual([]);
  });

  it('tells reads from writes, deletes and spreads to a child', () => {
    expect(envReads('const a = process.env.PORT;')).toHaveLength(1);
    expect(envReads('const { A } = process.env;')).toHaveLength(1);
    expect(envReads("if (process.env.X === '1') go();")).toHaveLength(1);
    expect(envReads('process.env.DATABASE_URL = url;')).toEqual([]);
    expect(envReads('delete process.env.X;')).toEqual([]);
    expect(envReads("(process.env as Record<string, string>).NODE_ENV = 'production';")).toEqual([]);
    expect(envReads('spawn(cmd, { env: { ...process.env, PORT: port } });')).toEqual([]);
    expect(envReads('// process.env.PORT in a comment\n/** process.env.X */')).toEqual([]);
  });
});
