import { type CheerioAPI, load } from 'cheerio';
import type { AnalyzedFinding, FixContext } from '../types.ts';

/** Test helpers: a finding shaped as the analysis builds it from axe's result. */
export function finding(overrides: Partial<AnalyzedFinding> & Pick<AnalyzedFinding, 'ruleId' | 'selector' | 'html'>): AnalyzedFinding {
  return {
    engine: 'axe-core',
    impact: 'serious',
    wcag: ['4.1.2'],
    level: 'A',
    description: '',
    help: '',
    helpUrl: 'https://dequeuniversity.com/rules/axe/4.14',
    pageUrl: '',
    failureSummary: 'Fix any of the following: …',
    bestPractice: false,
    fingerprint: 'f1',
    engines: [{ engine: 'axe-core', ruleId: overrides.ruleId, message: 'Fix any of the following: …' }],
    ...overrides,
  };
}

export function page(body: string, head = '<title>Test</title>'): CheerioAPI {
  return load(`<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`);
}

export const english: FixContext = {
  text: 'The quick brown fox jumps over the lazy dog. '.repeat(10),
  language: 'en',
};
