import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATTERN_LIMITS, urlFilter, urlPatternList } from './patterns.ts';
import { compileWildcard } from './wildcard.ts';

/** The meaning the matcher must have, by the book (a regular expression: fine on small inputs only). */
function reference(pattern: string, text: string, anchorEnd: boolean): boolean {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*');
  return new RegExp(`^${body}${anchorEnd ? '$' : ''}`).test(text);
}

describe('the wildcard matcher', () => {
  it('matches as the regular-expression reading of its patterns does, anchored and not', () => {
    const alphabet = fc.constantFrom('a', 'b', '/', '*');
    const pattern = fc.array(alphabet, { maxLength: 12 }).map((chars) => chars.join(''));
    const text = fc.array(fc.constantFrom('a', 'b', '/'), { maxLength: 20 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(pattern, text, fc.boolean(), (p, t, anchorEnd) => compileWildcard(p, { anchorEnd })(t) === reference(p, t, anchorEnd)),
      { numRuns: 1_000 },
    );
  });

  it('handles the edges of stars and segments', () => {
    const whole = (p: string, t: string) => compileWildcard(p, { anchorEnd: true })(t);
    expect(whole('*', '')).toBe(true);
    expect(whole('', '')).toBe(true);
    expect(whole('', 'a')).toBe(false);
    expect(whole('a*a', 'a')).toBe(false); // the last segment may not overlap the first
    expect(whole('a*a', 'aa')).toBe(true);
    expect(whole('ab*ba', 'aba')).toBe(false);
    expect(whole('*aab', 'aaab')).toBe(true); // KMP falls back inside a partial match
    expect(whole('*abab*', 'abaabab')).toBe(true);
    expect(compileWildcard('/a', { anchorEnd: false })('/abc')).toBe(true);
    expect(compileWildcard('/a*c', { anchorEnd: false })('/abcd')).toBe(true);
  });

  it('stays linear on hostile patterns: 50 patterns of *a*a*…*b against a 2,000-character URL', () => {
    const hostile = `*${'a*'.repeat(240)}b`; // 482 characters, under the 500 limit
    const url = `https://example.com/${'a'.repeat(2_000)}`;
    const filter = urlFilter({ include: Array.from({ length: PATTERN_LIMITS.maxPatterns }, () => hostile) });
    // A backtracking matcher needs on the order of 2,000^240 steps here; this one reads the URL about once.
    expect(filter(url)).toBe(false);
    expect(filter(`${url}b`)).toBe(true);
    const exclude = urlFilter({ exclude: Array.from({ length: PATTERN_LIMITS.maxPatterns }, (_, i) => `*${'a*'.repeat(200 + i)}c`) });
    expect(exclude(url)).toBe(true);
    expect(exclude(`${url}c`)).toBe(false);
  });
});

describe('crawl URL patterns', () => {
  it('match the path and query, whole, with * across slashes', () => {
    const only = (pattern: string) => urlFilter({ include: [pattern] });
    expect(only('/blog/*')('https://example.com/blog/2024/post')).toBe(true);
    expect(only('/blog/*')('https://example.com/blog')).toBe(false);
    expect(only('/blog*')('https://example.com/blog')).toBe(true);
    expect(only('/blog/*')('https://example.com/news/blog/x')).toBe(false);
    expect(only('*.pdf')('https://example.com/docs/a.pdf')).toBe(true);
    expect(only('*.pdf')('https://example.com/docs/a.pdf?download=1')).toBe(false);
    expect(only('*.pdf*')('https://example.com/docs/a.pdf?download=1')).toBe(true);
    expect(only('/admin*')('https://example.com/administrators')).toBe(true);
    expect(only('/search?q=*')('https://example.com/search?q=shoes')).toBe(true);
    expect(only('/search?q=*')('https://example.com/searchXq=shoes')).toBe(false); // ? is literal
    expect(only('/a')('https://example.com/a/#frag')).toBe(true); // matched against the normalised URL
  });

  it('match full URLs when the pattern starts with a scheme, with the host in any case', () => {
    const only = (pattern: string) => urlFilter({ include: [pattern] });
    expect(only('https://Example.com/docs/*')('https://example.com/docs/intro')).toBe(true);
    expect(only('https://example.com/docs/*')('http://example.com/docs/intro')).toBe(false);
    expect(only('https://*.example.com/*')('https://shop.example.com/cart')).toBe(true);
    expect(only('https://example.com/')('https://example.com')).toBe(true);
  });

  it('match non-ASCII paths as the URL parser writes them', () => {
    expect(urlFilter({ include: ['/café/*'] })('https://example.com/caf%C3%A9/menu')).toBe(true);
    expect(urlFilter({ include: ['/café/*'] })('https://example.com/café/menu')).toBe(true);
  });

  it('include when no include pattern is given or one matches, and no exclude matches', () => {
    const all = urlFilter({});
    expect(all('https://example.com/anything')).toBe(true);
    expect(all('mailto:a@example.com')).toBe(false);
    const filter = urlFilter({ include: ['/blog/*', '/news/*'], exclude: ['*/draft*', '*.pdf'] });
    expect(filter('https://example.com/blog/a')).toBe(true);
    expect(filter('https://example.com/news/b')).toBe(true);
    expect(filter('https://example.com/shop/c')).toBe(false);
    expect(filter('https://example.com/blog/drafts/1')).toBe(false);
    expect(filter('https://example.com/news/report.pdf')).toBe(false);
    expect(urlFilter({ exclude: ['/private*'] })('https://example.com/private/x')).toBe(false);
    expect(urlFilter({ exclude: ['/private*'] })('https://example.com/public')).toBe(true);
  });

  it('are validated by urlPatternList with messages that say what to fix', () => {
    expect(urlPatternList.parse([' /blog/* ', '*.pdf', 'https://example.com/*'])).toEqual(['/blog/*', '*.pdf', 'https://example.com/*']);
    const messages = (value: unknown) => {
      const result = urlPatternList.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages([''])).toEqual(['A URL pattern cannot be empty.']);
    expect(messages([`/${'a'.repeat(PATTERN_LIMITS.maxLength)}`])).toEqual(['A URL pattern has at most 500 characters.']);
    expect(messages(['blog/*'])[0]).toMatch(/^A URL pattern starts with \/, \* or http\(s\):\/\//);
    expect(messages(['ftp://example.com/*'])[0]).toMatch(/starts with/);
    expect(messages(Array.from({ length: PATTERN_LIMITS.maxPatterns + 1 }, () => '/a'))).toEqual(['At most 50 URL patterns are allowed.']);
    expect(messages(Array.from({ length: PATTERN_LIMITS.maxPatterns }, () => `/${'a'.repeat(PATTERN_LIMITS.maxLength - 1)}`))).toEqual([]);
    expect(() => urlFilter({ include: Array.from({ length: 51 }, () => '/a') })).toThrow();
  });
});
