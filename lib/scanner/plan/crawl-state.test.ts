import { describe, expect, it } from 'vitest';
import { crawlStateOf } from './crawl-state.ts';

describe('scan_jobs.crawl_state as read back', () => {
  it('takes NULL and the empty state of a one-page scan as no state', () => {
    expect(crawlStateOf({ crawlState: null })).toEqual({});
    expect(crawlStateOf({ crawlState: {} })).toEqual({});
  });

  it('reads a crawl’s rules and counts as the page jobs merged them in', () => {
    const state = {
      origin: 'https://example.com',
      robots: { outcome: 'parsed', rules: [{ allow: false, pattern: '/private' }], crawlDelayMs: 2000, sitemaps: ['https://example.com/s.xml'] },
      issuesStored: 12,
      reviewsStored: 3,
      engines: [{ name: 'axe-core', version: '4.11.0' }],
    };
    expect(crawlStateOf({ crawlState: state })).toEqual(state);
  });

  it('reads rows stored before a key existed: a parsed robots.txt without its Crawl-delay or sitemaps', () => {
    expect(crawlStateOf({ crawlState: { origin: 'https://example.com', robots: { outcome: 'parsed', rules: [] } } }).robots).toEqual({
      outcome: 'parsed',
      rules: [],
      crawlDelayMs: null,
      sitemaps: [],
    });
  });

  it('takes a robots.txt kept in a shape it cannot read as unreachable (nothing allowed), never as allowing everything', () => {
    expect(crawlStateOf({ crawlState: { robots: { outcome: 'parsed', rules: 'Disallow: /' } } }).robots).toEqual({ outcome: 'unreachable' });
  });

  it('fails loudly, naming the column and never the value, on a state of another kind', () => {
    expect(() => crawlStateOf({ crawlState: { issuesStored: 'many', origin: 'https://secret.example' } })).toThrow(
      expect.objectContaining({ code: 'internal_error' }),
    );
    try {
      crawlStateOf({ crawlState: { issuesStored: 'many' } });
    } catch (error) {
      expect(String((error as { internal?: string }).internal)).toContain('scan_jobs.crawl_state');
      expect(JSON.stringify(error)).not.toContain('many');
    }
  });
});
