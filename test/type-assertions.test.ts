import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `as unknown as` silences the type checker entirely, so lib/ keeps it only where a library's types are wrong,
 * each with a `//` line right above it saying why (CONTRIBUTING.md). Prisma's generated client is not ours.
 */
const root = path.resolve(import.meta.dirname, '..');
const DOUBLE_CAST = /\bas\s+unknown\s+as\b/;

/** The line numbers (1-based) of double casts without a `//` line right above. */
function unexplainedLines(lines: readonly string[]): number[] {
  return lines.flatMap((line, i) => (DOUBLE_CAST.test(line) && !lines[i - 1]?.trim().startsWith('//') ? [i + 1] : []));
}

function unexplained(dir: string): string[] {
  const found: string[] = [];
  const files = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(`db${path.sep}generated${path.sep}`),
  );
  for (const file of files) {
    const lines = readFileSync(path.join(root, dir, file), 'utf8').split('\n');
    for (const n of unexplainedLines(lines)) found.push(`${dir}/${file}:${n}`);
  }
  return found;
}

describe('as unknown as in lib/', () => {
  it('has a one-line reason right above each one', () => {
    expect(unexplained('lib')).toEqual([]);
  });

  it('tells a double cast with its reason above from one without', () => {
    const lines = [
      'const a = 1;',
      'const b = a as unknown as string;',
      '  // the library types it wrong',
      '  const c = a as  unknown as string;',
      'const d = a as string;',
    ];
    expect(unexplainedLines(lines)).toEqual([2]);
  });
});
