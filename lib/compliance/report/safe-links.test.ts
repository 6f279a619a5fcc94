import { describe, expect, it } from 'vitest';
import { isSafeLinkDestination, withSafeLinks } from './safe-links.ts';

describe('links in report text', () => {
  it('keeps http(s) and mailto links as written', () => {
    const text =
      'See [the guide](https://example.com/guide "Guide"), <https://example.com/a>, [mail](mailto:a11y@example.com) and [b](<http://x.example/a b>).';
    expect(withSafeLinks(text)).toBe(text);
  });

  it('drops any other destination and keeps the link text', () => {
    expect(withSafeLinks('Fixed, see [details](javascript:alert(1)).')).toBe('Fixed, see details.');
    expect(withSafeLinks('![chart](data:text/html;base64,PHNjcmlwdD4=) ok')).toBe('chart ok');
    expect(withSafeLinks('[x](vbscript:msgbox) [y](/relative/path) [z](//evil.example)')).toBe('x y z');
    expect(withSafeLinks('Look: <javascript:alert(1)> here')).toBe('Look:  here');
    expect(withSafeLinks('[a][ref]\n[ref]: javascript:alert(1)\n[ok]: https://example.com')).toBe('[a][ref]\n\n[ok]: https://example.com');
  });

  it('reads destinations as a Markdown or HTML reader would: escapes, references, spaces and case', () => {
    for (const disguised of [
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      'javascript&colon;alert(1)',
      'java\\script:x',
      ' javascript:x',
    ]) {
      expect(isSafeLinkDestination(disguised), disguised).toBe(false);
    }
    expect(isSafeLinkDestination('h&#116;tps://example.com')).toBe(true);
    expect(isSafeLinkDestination('HTTPS://EXAMPLE.COM')).toBe(true);
    expect(isSafeLinkDestination('https&unknown;//example.com')).toBe(false);
  });

  it('leaves no unsafe link where a dropped one closes around another', () => {
    expect(withSafeLinks('[[a](javascript:1)](javascript:2)')).toBe('a');
    expect(withSafeLinks('[[[a](x:1)](x:2)](x:3)')).not.toMatch(/\]\(x:/);
  });

  it('escapes raw HTML so that it reads as text, unless it is escaped already', () => {
    expect(withSafeLinks('<a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)> <!-- c -->')).toBe(
      '\\<a href="javascript:alert(1)">x\\</a> \\<img src=x onerror=alert(1)> \\<!-- c -->',
    );
    expect(withSafeLinks('already \\<b> escaped')).toBe('already \\<b> escaped');
    // An escaped backslash does not escape the bracket after it.
    expect(withSafeLinks('\\\\<b>')).toBe('\\\\\\<b>');
    expect(withSafeLinks('1 < 2 and a<b')).toBe('1 < 2 and a\\<b');
    // Inside a link that stays: its text is escaped, its destination kept as written.
    expect(withSafeLinks('[<b>x</b>](<https://example.com/a b>)')).toBe('[\\<b>x\\</b>](<https://example.com/a b>)');
  });
});
