import { describe, expect, it } from 'vitest';
import { safeCallbackPath } from './safe-redirect.ts';

describe('safeCallbackPath', () => {
  it.each([
    ['/scans', '/scans'],
    ['/scans/scan_1?tab=issues#top', '/scans/scan_1?tab=issues#top'],
    ['/invite/abc', '/invite/abc'],
    ['/a/../b', '/b'],
    // Encoded characters stay encoded in the path: a browser does not decode them before resolving.
    ['/%09/evil.example', '/%09/evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
  ])('keeps the path %j on the site', (value, expected) => {
    expect(safeCallbackPath(value)).toBe(expected);
  });

  it.each([
    ['tab', '/\t/evil.example'],
    ['CR', '/\r/evil.example'],
    ['LF', '/\n/evil.example'],
    ['tab inside', '/\t\t/evil.example/path'],
    ['NUL', '/\u0000/evil.example'],
    ['DEL', '/\u007f/evil.example'],
    ['backslash', '/\\evil.example'],
    ['backslash later', '/a/\\\\evil.example'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/overview'],
    ['triple slash', '///evil.example'],
    ['absolute https', 'https://evil.example/'],
    ['absolute http', 'http://evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['relative', 'overview'],
    ['empty', ''],
    ['dot segments that climb to a host', '/..//evil.example'],
    ['too long', `/${'a'.repeat(5000)}`],
  ])('refuses %s', (_name, value) => {
    const out = safeCallbackPath(value, '/fallback');
    expect(out).toBe('/fallback');
  });

  it('whatever it returns resolves to our own origin, as a browser reads it', () => {
    const hostile = [
      '/\t/evil.example',
      '/%09/evil.example',
      '//evil.example',
      '/\\evil.example',
      '/ /evil.example',
      '/.%2e/evil.example',
      '/%2e%2e//evil.example',
    ];
    for (const value of hostile) {
      const out = safeCallbackPath(value);
      expect(new URL(out, 'https://portal.example').origin).toBe('https://portal.example');
      expect(out.startsWith('//')).toBe(false);
    }
  });

  it('takes the first of repeated values, and the fallback when absent', () => {
    expect(safeCallbackPath(['/scans', '//evil.example'])).toBe('/scans');
    expect(safeCallbackPath(['//evil.example', '/scans'])).toBe('/overview');
    expect(safeCallbackPath(undefined)).toBe('/overview');
  });
});

describe("next-auth's redirect callback", () => {
  it('keeps its redirects (after single sign-on, sign-out) on the site', async () => {
    const { authOptions } = await import('@/lib/portal/next-auth.ts');
    const redirect = authOptions().callbacks!.redirect!;
    const baseUrl = 'https://portal.example';
    const to = (url: string) => redirect({ url, baseUrl });
    expect(await to('/scans')).toBe('https://portal.example/scans');
    expect(await to('https://portal.example/team?x=1')).toBe('https://portal.example/team?x=1');
    for (const hostile of ['/\t/evil.example', '//evil.example', '/\\evil.example', 'https://evil.example/overview', 'javascript:alert(1)']) {
      expect(await to(hostile)).toBe('https://portal.example/overview');
    }
  });
});
