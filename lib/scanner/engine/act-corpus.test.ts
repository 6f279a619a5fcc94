import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACT_BASE_PATH, actCorpusDir, criteriaOf, loadActCases, serveCorpus } from './act-corpus.ts';

const CORPUS = actCorpusDir(path.resolve(import.meta.dirname, '../../..'));

describe('criteriaOf', () => {
  const requirements = {
    'wcag20:1.4.3': { forConformance: true, failed: 'not satisfied' },
    'wcag20:1.4.6': { secondary: 'less strict' },
    'wcag21:1.4.12': { forConformance: true },
    'wcag-technique:G18': { forConformance: false },
    'aria12:button': { forConformance: true },
  };

  it('takes primary WCAG criteria in numeric order', () => {
    expect(criteriaOf({ requirements })).toEqual(['1.4.3', '1.4.12']);
  });

  it('adds secondary criteria when asked', () => {
    expect(criteriaOf({ requirements }, { includeSecondary: true })).toEqual(['1.4.3', '1.4.6', '1.4.12']);
  });
});

describe('the ACT corpus (../shared/corpus/act-rules, beside the project)', () => {
  it('loads test cases and serves them by absolute path', async () => {
    const cases = await loadActCases(CORPUS, { approvedOnly: true });
    expect(cases.length).toBeGreaterThan(300);
    expect(cases.every((c) => c.approved && c.path.startsWith(`${ACT_BASE_PATH}/testcases/`))).toBe(true);
    const server = await serveCorpus(CORPUS);
    try {
      const page = await fetch(`${server.origin}${cases[0]!.path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect((await fetch(`${server.origin}/WAI/nothing.html`)).status).toBe(404);
      expect((await fetch(`${server.origin}/%2e%2e/%2e%2e/etc/passwd`)).status).not.toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('actCorpusDir', () => {
  it('takes ACT_CORPUS_DIR first, and names where it looked when the corpus is nowhere', () => {
    const saved = process.env.ACT_CORPUS_DIR;
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'act-elsewhere-'));
    try {
      process.env.ACT_CORPUS_DIR = CORPUS;
      expect(actCorpusDir(elsewhere)).toBe(CORPUS);
      delete process.env.ACT_CORPUS_DIR;
      expect(() => actCorpusDir(elsewhere)).toThrow(/ACT Rules corpus is in none of .*shared\/corpus\/act-rules; set ACT_CORPUS_DIR/);
    } finally {
      if (saved === undefined) delete process.env.ACT_CORPUS_DIR;
      else process.env.ACT_CORPUS_DIR = saved;
      rmSync(elsewhere, { recursive: true });
    }
  });
});
