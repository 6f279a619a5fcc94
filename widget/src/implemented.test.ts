import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { behaviours } from './features/behaviours.ts';
import { IMPLEMENTED } from './implemented.ts';

interface CatalogueFeature {
  code: string;
  widget: { supported: boolean; reason: string | null };
}

const catalogue = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../prisma/seed/catalogue.json'), 'utf8')) as { features: CatalogueFeature[] };

describe('what the widget implements', () => {
  it('is exactly what the catalogue says the widget supports: no claim without code, no code the catalogue denies', () => {
    const supported = catalogue.features.filter((f) => f.widget.supported).map((f) => f.code);
    expect([...IMPLEMENTED].sort()).toEqual(supported.sort());
  });

  it('gives a reason for every catalogue feature it does not implement', () => {
    for (const f of catalogue.features.filter((f) => !IMPLEMENTED.has(f.code))) {
      expect(f.widget.supported, f.code).toBe(false);
      expect(f.widget.reason?.length ?? 0, f.code).toBeGreaterThan(20);
    }
  });

  it('runs behaviours only for implemented features', () => {
    for (const code of behaviours().flatMap((b) => b.codes)) expect(IMPLEMENTED.has(code), code).toBe(true);
  });
});
