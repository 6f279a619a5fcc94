import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRIES, GENERATED_FILE, renderGenerated } from './build.ts';
import { callScript } from './function.ts';
import * as generated from './functions.generated.ts';

const HERE = path.dirname(GENERATED_FILE);

describe('in-page functions', () => {
  it('are bundled into the checked-in functions.generated.ts (else: npm run build:in-page)', async () => {
    expect(await readFile(GENERATED_FILE, 'utf8')).toBe(await renderGenerated());
  });

  it('are every module of the folders here', async () => {
    const modules: string[] = [];
    for (const dir of await readdir(HERE, { withFileTypes: true })) {
      if (!dir.isDirectory()) continue;
      for (const file of await readdir(path.join(HERE, dir.name)))
        if (file.endsWith('.ts') && !file.endsWith('.test.ts')) modules.push(`${dir.name}/${file.slice(0, -3)}`);
    }
    expect(Object.values(ENTRIES).sort()).toEqual(modules.sort());
  });

  it('are self-contained strict function expressions', () => {
    for (const [name, fn] of Object.entries(generated)) {
      expect(fn.name, name).toBe(ENTRIES[name as keyof typeof ENTRIES]);
      expect(fn.source, name).toMatch(/^function \(\) \{\n'use strict';\n/);
      expect(fn.source, name).not.toMatch(/\b(require\(|import\(|import |export )/);
      // Parses as one function (what Runtime.callFunctionOn is given), and defines nothing outside it.
      const parsed = new Function(`return (${fn.source});`)() as unknown;
      expect(typeof parsed, name).toBe('function');
    }
  });

  it('run with the arguments they are called with', () => {
    const title = new Function('document', `return (${generated.documentTitle.source}).apply(undefined, [5]);`);
    expect(title({ title: 'A long title' })).toBe('A lon');
    // As a script (evaluated after axe's own source, say).
    const script = new Function('document', `return ${callScript(generated.documentTitle, 3)}`);
    expect(script({ title: 'Heading' })).toBe('Hea');
  });
});
