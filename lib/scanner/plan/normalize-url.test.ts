import { describe, expect, it } from 'vitest';
import { canonicalWithin, normalizePageUrl, sameOrigin } from './normalize-url.ts';

describe('normalizePageUrl', () => {
  it('resolves against a base and writes one spelling per page', () => {
    const cases: [string, string | undefined, string][] = [
      ['HTTPS://Example.COM/Path', undefined, 'https://example.com/Path'],
      ['http://example.com:80/a', undefined, 'http://example.com/a'],
      ['https://example.com:443/a', undefined, 'https://example.com/a'],
      ['https://example.com:8443/a', undefined, 'https://example.com:8443/a'],
      ['https://example.com/a/', undefined, 'https://example.com/a'],
      ['https://example.com/a/b/', undefined, 'https://example.com/a/b'],
      ['https://example.com/', undefined, 'https://example.com/'],
      ['https://example.com', undefined, 'https://example.com/'],
      ['https://example.com/a#section', undefined, 'https://example.com/a'],
      ['https://example.com/a/?b=1&a=2#x', undefined, 'https://example.com/a?b=1&a=2'],
      ['https://example.com/a?z=1&a', undefined, 'https://example.com/a?z=1&a'],
      ['https://example.com/a?', undefined, 'https://example.com/a'],
      ['https://example.com/a/?#x', undefined, 'https://example.com/a'],
      ['../c/', 'https://example.com/a/b/page', 'https://example.com/a/c'],
      ['/x?q=1', 'https://example.com/a/', 'https://example.com/x?q=1'],
      ['#top', 'https://example.com/a', 'https://example.com/a'],
      ['//other.example/p', 'https://example.com/', 'https://other.example/p'],
      ['https://bücher.example/ü', undefined, 'https://xn--bcher-kva.example/%C3%BC'],
    ];
    for (const [raw, base, expected] of cases) expect(normalizePageUrl(raw, base), `${raw} against ${base}`).toBe(expected);
  });

  it('refuses what is not an http(s) page URL, and URLs with credentials', () => {
    for (const raw of [
      'mailto:a@example.com',
      'javascript:alert(1)',
      'ftp://example.com/file',
      'file:///etc/passwd',
      'data:text/html,hi',
      'https://user:pw@example.com/',
      'https://user@example.com/',
      'not a url',
      '',
    ]) {
      expect(normalizePageUrl(raw), raw).toBeNull();
    }
    expect(normalizePageUrl('relative/path')).toBeNull(); // no base to resolve against
    expect(normalizePageUrl('relative', 'mailto:x@example.com')).toBeNull();
  });
});

describe('sameOrigin', () => {
  it('compares scheme, host and port of http(s) URLs only', () => {
    expect(sameOrigin('https://example.com/a', 'https://EXAMPLE.com:443/b?c')).toBe(true);
    expect(sameOrigin('https://example.com/', 'http://example.com/')).toBe(false);
    expect(sameOrigin('https://example.com/', 'https://www.example.com/')).toBe(false);
    expect(sameOrigin('https://example.com/', 'https://example.com:8443/')).toBe(false);
    // Opaque origins are all "null": never one origin.
    expect(sameOrigin('data:text/plain,a', 'data:text/plain,b')).toBe(false);
    expect(sameOrigin('not a url', 'not a url')).toBe(false);
  });
});

describe('canonicalWithin', () => {
  it('keeps a canonical URL on the page’s origin, normalised, and resolves a relative one against the page', () => {
    expect(canonicalWithin('https://example.com/a/b?x=1', 'https://example.com/a/b/')).toBe('https://example.com/a/b');
    expect(canonicalWithin('https://example.com/blog/post/', 'other')).toBe('https://example.com/blog/post/other');
    expect(canonicalWithin('https://example.com/blog/post?utm=1', '/blog/post#main')).toBe('https://example.com/blog/post');
  });

  it('refuses one on another origin, of another scheme, with credentials, or absent', () => {
    expect(canonicalWithin('https://example.com/a', 'https://evil.example/a')).toBeNull();
    expect(canonicalWithin('https://example.com/a', 'http://example.com/a')).toBeNull();
    expect(canonicalWithin('https://example.com/a', 'https://user:pw@example.com/a')).toBeNull();
    expect(canonicalWithin('https://example.com/a', 'javascript:alert(1)')).toBeNull();
    expect(canonicalWithin('https://example.com/a', null)).toBeNull();
    expect(canonicalWithin('https://example.com/a', '   ')).toBeNull();
    expect(canonicalWithin('mailto:x@example.com', 'https://example.com/')).toBeNull();
  });
});
