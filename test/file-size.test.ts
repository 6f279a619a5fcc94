import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A source file stays under MAX_LINES, split along its seams (one coherent thing per file), or says on its
 * first line why it is one thing: `// Over 300 lines: <reason>`. Tests and generated files are exempt.
 */
const root = path.resolve(import.meta.dirname, '..');
const MAX_LINES = 300;
const JUSTIFIED = /^\/\/ Over 300 lines: \S/;
const FOLDERS = ['lib', 'app', 'components', 'widget', 'sdk/src', 'scripts', 'inngest'];

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
      .filter((file) => !/\.test\.ts$|\.generated\.ts$|(^|\/)(generated|node_modules|dist)\//.test(file)),
  );
}

function lineCount(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** Files over MAX_LINES without the justification line, with their length. */
function unjustifiedLongFiles(): Map<string, number> {
  const long = new Map<string, number>();
  for (const file of sourceFiles()) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const lines = lineCount(text);
    if (lines > MAX_LINES && !JUSTIFIED.test(text)) long.set(file, lines);
  }
  return long;
}

describe(`source files over ${MAX_LINES} lines`, () => {
  const long = unjustifiedLongFiles();

  it('are split, or justified on their first line', () => {
    expect([...long].map(([file, lines]) => `${file}: ${lines} lines`)).toEqual([]);
  });

  it('are found: the walk sees the source tree and counts lines as wc -l does', () => {
    const files = sourceFiles();
    expect(files).toContain('lib/http/route.ts');
    expect(files).toContain('sdk/src/index.ts');
    expect(files.some((file) => file.endsWith('.test.ts') || file.includes('/generated/'))).toBe(false);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });
});
