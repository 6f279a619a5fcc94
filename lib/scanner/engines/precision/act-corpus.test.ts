import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACT_BASE_PATH,
  ACT_SAMPLE_PER_OUTCOME,
  ACT_SAMPLE_SEED,
  actCorpusDir,
  actFixtureDir,
  criteriaOf,
  loadActCases,
  sampleActCases,
  serveCorpus,
} from './act-corpus.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const FIXTURE = actFixtureDir(ROOT);

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

describe('the ACT sample in test/fixtures/act-rules', () => {
  it('is the seeded sample the code draws: every case in it is picked, one seed and size', async () => {
    const index = JSON.parse(readFileSync(path.join(FIXTURE, ACT_BASE_PATH, 'testcases.json'), 'utf8'));
    expect(index.sample).toMatchObject({ seed: ACT_SAMPLE_SEED, perOutcome: ACT_SAMPLE_PER_OUTCOME });
    expect(index.license).toBe('https://act-rules.github.io/pages/license/');
    const cases = await loadActCases(FIXTURE, { approvedOnly: true });
    expect(cases).toHaveLength(2 * ACT_SAMPLE_PER_OUTCOME);
    const sample = sampleActCases(cases);
    expect(new Set(sample.map((s) => s.c.testcaseId))).toEqual(new Set(cases.map((c) => c.testcaseId)));
  });

  it('loads the cases and serves them, and their assets, by absolute path', async () => {
    const cases = await loadActCases(FIXTURE, { approvedOnly: true });
    expect(cases.every((c) => c.approved && c.path.startsWith(`${ACT_BASE_PATH}/testcases/`))).toBe(true);
    const server = await serveCorpus(FIXTURE);
    try {
      for (const c of cases) {
        const page = await fetch(`${server.origin}${c.path}`);
        expect(page.status, c.path).toBe(200);
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
        // Every asset a case loads from the corpus is in the fixture.
        for (const [, asset] of (await page.text()).matchAll(/(\/WAI\/content-assets\/[^"')\s]+)/g)) {
          expect((await fetch(`${server.origin}${asset}`)).status, `${asset} of ${c.path}`).toBe(200);
        }
      }
      expect((await fetch(`${server.origin}/WAI/nothing.html`)).status).toBe(404);
      expect((await fetch(`${server.origin}/%2e%2e/%2e%2e/etc/passwd`)).status).not.toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('actCorpusDir (the full corpus, for bench:act and fixtures:act)', () => {
  it('takes ACT_CORPUS_DIR, and says what is missing and how to get it when the corpus is absent', () => {
    const saved = process.env.ACT_CORPUS_DIR;
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'act-elsewhere-'));
    try {
      process.env.ACT_CORPUS_DIR = FIXTURE; // any folder with the corpus layout
      expect(actCorpusDir()).toBe(FIXTURE);
      process.env.ACT_CORPUS_DIR = elsewhere;
      expect(() => actCorpusDir()).toThrow(/not at .*act-elsewhere-.*from ACT_CORPUS_DIR.*Set ACT_CORPUS_DIR.*test\/fixtures\/act-rules/);
      delete process.env.ACT_CORPUS_DIR;
      expect(() => actCorpusDir()).toThrow(/ACT_CORPUS_DIR is not set.*Set ACT_CORPUS_DIR.*test\/fixtures\/act-rules/);
    } finally {
      if (saved === undefined) delete process.env.ACT_CORPUS_DIR;
      else process.env.ACT_CORPUS_DIR = saved;
      rmSync(elsewhere, { recursive: true });
    }
  });
});
