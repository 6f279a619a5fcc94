import { describe, expect, it } from 'vitest';
import { fingerprint, fingerprints, normalizeHtml, normalizePageUrl, normalizeSelector, trackKey } from './fingerprint.ts';

const base = {
  ruleId: 'image-alt',
  pageUrl: 'https://shop.example/products/',
  selector: 'main > img.hero',
  html: '<img class="hero" src="/hero.png">',
};

describe('fingerprint', () => {
  it('is 32 hex characters and deterministic', () => {
    expect(fingerprint(base)).toMatch(/^[0-9a-f]{32}$/);
    expect(fingerprint(base)).toBe(fingerprint({ ...base }));
  });

  it('of several rules at one place, each as fingerprint gives it; of none, none', () => {
    const { ruleId: _rule, ...place } = base;
    expect(fingerprints(['image-alt', 'wcag:1.1.1'], place)).toEqual([fingerprint(base), fingerprint({ ...base, ruleId: 'wcag:1.1.1' })]);
    expect(fingerprints([], place)).toEqual([]);
  });

  it("reads each finding's page, not the page before it (one page's URL is parsed once)", () => {
    const other = { ...base, pageUrl: 'https://shop.example/cart' };
    expect(fingerprint(base)).not.toBe(fingerprint(other));
    expect(fingerprint(other)).toBe(fingerprint({ ...other }));
    expect(normalizePageUrl('https://shop.example/a/')).toBe('https://shop.example/a');
    expect(normalizePageUrl('not a url ')).toBe('not a url');
  });

  it('ignores whitespace, query strings, fragments and a trailing slash', () => {
    const noisy = {
      ...base,
      pageUrl: 'https://shop.example/products?utm_source=mail#top',
      selector: '  main  >\n img.hero ',
      html: '<img   class="hero"\n   src="/hero.png" >',
    };
    expect(fingerprint(noisy)).toBe(fingerprint(base));
  });

  it('ignores generated ids, class hashes, nonces, tokens and styles', () => {
    const a = { ...base, selector: '#radix-123 > .css-1a2b3c', html: '<input name="csrf_token" value="abc123def456" style="color:red" id="ember4711">' };
    const b = { ...base, selector: '#radix-987 > .css-9f8e7d', html: '<input name="csrf_token" value="ff00ee11dd22" style="color:blue" id="ember815">' };
    expect(fingerprint(a)).toBe(fingerprint(b));
    expect(normalizeHtml('<script nonce="r4nd0m">')).toBe('<script nonce>');
  });

  it('tells different problems apart', () => {
    expect(fingerprint({ ...base, ruleId: 'role-img-alt' })).not.toBe(fingerprint(base));
    expect(fingerprint({ ...base, pageUrl: 'https://shop.example/cart' })).not.toBe(fingerprint(base));
    expect(fingerprint({ ...base, selector: 'footer > img.logo' })).not.toBe(fingerprint(base));
    expect(fingerprint({ ...base, html: '<img class="hero" src="/other.png">' })).not.toBe(fingerprint(base));
  });

  it('keeps short, meaningful numbers', () => {
    expect(normalizeSelector('li:nth-child(2) > h2')).toBe('li:nth-child(2) > h2');
    expect(normalizePageUrl('https://a.example/')).toBe('https://a.example');
    expect(normalizePageUrl('https://A.example/x/?q=1')).toBe('https://a.example/x');
  });
});

describe('trackKey', () => {
  const header = { ruleId: 'image-alt', selector: 'header > img.logo', html: '<img class="logo" src="/logo.png">' };

  it('is the same on every page: the page is not part of it', () => {
    expect(trackKey(header)).toMatch(/^[0-9a-f]{32}$/);
    expect(trackKey({ ...header })).toBe(trackKey(header));
  });

  it('masks ids, references to them and indices that change with where the component is rendered', () => {
    const card = (n: number) => ({
      ruleId: 'link-name',
      selector: `#post-${n} > a:nth-child(${n})`,
      html: `<a id="more-${n}" aria-describedby="t${n}" href="/posts/${n}"><img src="/i/${n}.png"></a>`,
    });
    expect(trackKey(card(3))).toBe(trackKey(card(41)));
  });

  it('keeps apart different rules, components and tag names', () => {
    expect(trackKey(header)).not.toBe(trackKey({ ...header, ruleId: 'role-img-alt' }));
    expect(trackKey(header)).not.toBe(trackKey({ ...header, selector: 'footer > img.logo' }));
    const heading = (level: number) => ({ ruleId: 'heading-order', selector: 'main > .title', html: `<h${level} class="title">News</h${level}>` });
    expect(trackKey(heading(2))).not.toBe(trackKey(heading(4)));
  });
});
