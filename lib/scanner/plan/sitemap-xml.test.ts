import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, MAX_LOC_LENGTH, type ReadSitemapInput, readSitemapXml } from './sitemap-xml.ts';

const ORIGIN = 'https://example.com';
const read = (content: string | Uint8Array, options: Partial<ReadSitemapInput> = {}) =>
  readSitemapXml({ content, origin: ORIGIN, limit: 1_000, maxSitemaps: 20, ...options });
const urlset = (...locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs
    .map((loc) => `  <url><loc>${loc}</loc><lastmod>2024-01-01</lastmod></url>`)
    .join('\n')}\n</urlset>\n`;

describe('reading a sitemap file', () => {
  it('reads the <loc> of each <url>, normalised, in order, without duplicates', () => {
    const out = read(urlset('https://example.com/a/', 'https://EXAMPLE.com/b#x', 'https://example.com/a', ' \n https://example.com/c?x=1&amp;y=2 \n'));
    expect(out).toEqual({
      kind: 'urlset',
      urls: ['https://example.com/a', 'https://example.com/b', 'https://example.com/c?x=1&y=2'],
      sitemaps: [],
      offsite: 0,
      invalid: 0,
      error: null,
      endsEarly: false,
      full: false,
    });
  });

  it('understands what XML allows around the entries: BOM, DOCTYPE, comments, CDATA, prefixes, character references, extensions', () => {
    const xml = [
      '\ufeff<?xml version="1.0"?>',
      '<!DOCTYPE urlset [ <!ENTITY boom "x"> ]>',
      '<!-- <url><loc>https://example.com/commented</loc></url> -->',
      '<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" note="a > b">',
      '<sm:url><sm:loc><![CDATA[https://example.com/cdata?a=1&b=2]]></sm:loc></sm:url>',
      '<sm:url><sm:loc>https://example.com/caf&#xE9;/&#49;</sm:loc>',
      '  <image:image><image:loc>https://example.com/photo.jpg</image:loc></image:image>',
      '</sm:url>',
      '<sm:url><sm:loc>https://example.com/&boom;</sm:loc></sm:url>',
      '<sm:url/>',
      '</sm:urlset>',
    ].join('\n');
    expect(read(xml).urls).toEqual([
      'https://example.com/cdata?a=1&b=2',
      'https://example.com/caf%C3%A9/1',
      'https://example.com/&boom;', // DTD entities are not expanded
    ]);
    expect(read(new TextEncoder().encode(xml)).urls).toHaveLength(3);
  });

  it('reads a sitemap index as sitemaps, not pages', () => {
    const xml = `<sitemapindex><sitemap><loc>https://example.com/s1.xml</loc></sitemap><sitemap><loc>https://example.com/s2.xml.gz</loc></sitemap>
      <sitemap><loc>https://example.com/s1.xml</loc></sitemap></sitemapindex>`;
    expect(read(xml)).toMatchObject({ kind: 'sitemapindex', urls: [], sitemaps: ['https://example.com/s1.xml', 'https://example.com/s2.xml.gz'], error: null });
    expect(read(xml, { maxSitemaps: 1 })).toMatchObject({ sitemaps: ['https://example.com/s1.xml'], full: true });
    // <url> entries of an index, and <sitemap> entries of a urlset, are not what they claim to be.
    expect(read('<sitemapindex><url><loc>https://example.com/a</loc></url></sitemapindex>').sitemaps).toEqual([]);
    expect(read('<urlset><sitemap><loc>https://example.com/a</loc></sitemap></urlset>').urls).toEqual([]);
  });

  it('keeps only http(s) URLs of the origin, counting what it leaves out', () => {
    const long = `https://example.com/${'x'.repeat(MAX_LOC_LENGTH)}`;
    const out = read(urlset('https://example.com/ok', 'https://evil.example/a', 'http://example.com/b', 'javascript:alert(1)', '/relative', '', long));
    expect(out.urls).toEqual(['https://example.com/ok']);
    expect(out.offsite).toBe(2);
    expect(out.invalid).toBe(4);
  });

  it('stops at the limit, and skips what other files already gave', () => {
    const xml = urlset('https://example.com/1', 'https://example.com/2', 'https://example.com/3', 'https://example.com/4');
    expect(read(xml, { limit: 2 })).toMatchObject({ urls: ['https://example.com/1', 'https://example.com/2'], full: true });
    expect(read(xml, { limit: 4 })).toMatchObject({ full: false });
    expect(read(xml, { limit: 2, known: ['https://example.com/1'] }).urls).toEqual(['https://example.com/2', 'https://example.com/3']);
    expect(read(xml, { limit: 0 }).urls).toEqual([]);
  });

  it('says why a file is not a sitemap', () => {
    expect(read('<!doctype html><html><body><a href="/x">x</a></body></html>').error).toBe('is not a sitemap (its root element is <html>)');
    expect(read('<rss version="2.0"><channel/></rss>').error).toBe('is not a sitemap (its root element is <rss>)');
    expect(read('').error).toBe('is empty or not XML');
    expect(read('   \n').error).toBe('is empty or not XML');
    expect(read('https://example.com/a\nhttps://example.com/b').error).toMatch(/^is not well-formed XML \(line 1: text outside the root element\)$/);
  });

  it('reports malformed XML with its line, keeping the entries before the fault', () => {
    const cases: [string, RegExp][] = [
      [`${urlset('https://example.com/a').replace('</urlset>', '')}<url><loc>https://example.com/b</url>`, /line 5: <\/url> does not close <loc>/],
      [`<urlset>\n<url><loc>https://example.com/a</loc></url>\n<url><loc>https://example.com/b`, /line 3: the file ends before <loc> is closed/],
      ['<urlset><url><loc>https://example.com/a</loc></url></urlset><urlset></urlset>', /a second root element/],
      ['<urlset><url><loc>https://example.com/a</loc></url></urlset></urlset>', /<\/urlset> closes no element/],
      ['<urlset><url><loc>https://example.com/a</loc></url><!-- open', /a comment is not closed/],
      ['<urlset><url><loc>https://example.com/a</loc></url><url a="b>', /an attribute value of <url> is not closed/],
      ['<urlset><url><loc>https://example.com/a</loc></url><url <loc>', /"<" inside the tag <url>/],
      ['<urlset><url><loc>https://example.com/a</loc></url>< url>', /a "<" that starts no tag/],
      ['<urlset><url><loc>https://example.com/a</loc></url><![CDATA[x', /a CDATA section is not closed/],
    ];
    for (const [xml, error] of cases) {
      const out = read(xml);
      expect(out.error, xml).toMatch(error);
      expect(out.endsEarly, xml).toBe(/ends before|is not closed/.test(String(error)));
      expect(out.urls, xml).toEqual(['https://example.com/a']);
    }
  });

  it('reads a file cut anywhere as ending early, keeping exactly the entries completed before the cut', () => {
    const xml = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE urlset>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" note=\'a > b\'>',
      '<!-- a comment -->',
      '<url><loc>https://example.com/1</loc><lastmod>2024-01-01</lastmod></url>',
      '<url><loc><![CDATA[https://example.com/2]]></loc></url>',
      '<?pi data?>',
      '<url><loc>https://example.com/3</loc><image:image xmlns:image="x"/></url>',
      '</urlset>',
    ].join('\n');
    const complete = read(xml);
    expect(complete).toMatchObject({ urls: ['https://example.com/1', 'https://example.com/2', 'https://example.com/3'], error: null });
    for (let cut = 1; cut < xml.length; cut++) {
      const out = read(xml.slice(0, cut));
      const closed = ['1', '2', '3'].filter((n) => xml.slice(0, cut).includes(`${n}</loc>`) || xml.slice(0, cut).includes(`${n}]]></loc>`));
      expect(out.urls, `cut at ${cut}`).toEqual(closed.map((n) => `https://example.com/${n}`));
      if (out.kind !== null) expect(out.endsEarly, `cut at ${cut}: ${out.error}`).toBe(true);
    }
  });

  it('bounds nesting and the text of a <loc>, in one pass over hostile input', () => {
    expect(read(`<urlset>${'<x>'.repeat(MAX_DEPTH + 10)}`).error).toMatch(`nested more than ${MAX_DEPTH} levels deep`);
    // 2 MB in one <loc>: collected up to its cap only, then the entry is left out.
    const huge = read(`<urlset><url><loc>https://example.com/${'a'.repeat(2_000_000)}</loc></url><url><loc>https://example.com/b</loc></url></urlset>`);
    expect(huge).toMatchObject({ urls: ['https://example.com/b'], invalid: 1, error: null });
    // 100,000 comments inside one <loc>.
    const chopped = read(`<urlset><url><loc>https://example.com/${'a<!---->'.repeat(100_000)}</loc></url></urlset>`);
    expect(chopped).toMatchObject({ urls: [], invalid: 1, error: null });
    // Many entries: 20,000 of them, read to the limit.
    const many = read(urlset(...Array.from({ length: 20_000 }, (_, i) => `https://example.com/p${i}`)), { limit: 10_000 });
    expect(many.urls).toHaveLength(10_000);
    expect(many.urls.at(-1)).toBe('https://example.com/p9999');
    expect(many.full).toBe(true);
  });
});
