import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { FIXERS, fixFor } from './index.ts';
import { english, finding, page } from './test-helpers.ts';

describe('fixFor', () => {
  it('returns null for rules without a fixer', () => {
    const doc = page('<img src="a.png">');
    expect(fixFor(finding({ ruleId: 'image-alt', selector: 'img', html: '<img src="a.png">' }), doc, english)).toBeNull();
    expect(fixFor(finding({ ruleId: 'toString', selector: 'img', html: '<img src="a.png">' }), doc, english)).toBeNull();
  });

  it('ties every suggestion to the rule, criterion, element and fingerprint', () => {
    const doc = page('<div tabindex="3">x</div>');
    const fix = fixFor(finding({ ruleId: 'tabindex', selector: 'div', html: '<div tabindex="3">x</div>', wcag: [] }), doc, english)!;
    expect(fix.suggestion).toMatchObject({ ruleId: 'tabindex', wcag: [], selector: 'div', fingerprint: 'f1', source: 'rule' });
  });

  it('knows the rule ids of the installed axe', () => {
    expect(Object.keys(FIXERS)).toEqual(expect.arrayContaining(['html-has-lang', 'color-contrast', 'duplicate-id-aria', 'autocomplete-valid']));
  });
});

describe('html-has-lang / html-lang-valid', () => {
  const html = '<html><head></head><body><p>Hello</p></body></html>';

  it('sets lang from the detected language', () => {
    const doc = load(html);
    const fix = fixFor(finding({ ruleId: 'html-has-lang', selector: 'html', html: '<html><head></head>…' }), doc, english)!;
    expect(fix.suggestion.fix).toEqual({ kind: 'attribute', before: '<html>', after: '<html lang="en">' });
    expect(fix.suggestion.confidence).toBeGreaterThanOrEqual(0.9);
    const target = load(html);
    expect(fix.apply!(target)).toBe(true);
    expect(target('html').attr('lang')).toBe('en');
  });

  it('is less sure on a short text, and replaces an invalid tag', () => {
    const doc = load('<html lang="english"><body>Bonjour à tous les amis</body></html>');
    const fix = fixFor(finding({ ruleId: 'html-lang-valid', selector: 'html', html: '<html lang="english">' }), doc, {
      text: 'Bonjour à tous les amis',
      language: 'fr',
    })!;
    expect(fix.suggestion.confidence).toBeLessThan(0.7);
    expect(fix.suggestion.fix.after).toBe('<html lang="fr">');
    fix.apply!(doc);
    expect(doc('html').attr('lang')).toBe('fr');
  });

  it('advises when the language is unknown', () => {
    const fix = fixFor(finding({ ruleId: 'html-has-lang', selector: 'html', html: '<html>' }), load(html), { text: 'Hi', language: null })!;
    expect(fix.suggestion.fix.kind).toBe('advice');
    expect(fix.suggestion.fix.after).toMatch(/Declare the language/);
    expect(fix.apply).toBeUndefined();
  });
});

describe('document-title', () => {
  it('takes the first h1', () => {
    const doc = page('<h2>Intro</h2><h1>  Contact   us </h1>', '');
    const fix = fixFor(finding({ ruleId: 'document-title', selector: 'html', html: '<html lang="en">' }), doc, english)!;
    expect(fix.suggestion.fix).toEqual({ kind: 'replace', before: '', after: '<title>Contact us</title>' });
    expect(fix.apply!(doc)).toBe(true);
    expect(doc('head > title').text()).toBe('Contact us');
  });

  it('fills an empty title from the first heading when there is no h1', () => {
    const doc = page('<h3>Prices &amp; plans</h3>', '<title> </title>');
    const fix = fixFor(finding({ ruleId: 'document-title', selector: 'html', html: '<html lang="en">' }), doc, english)!;
    expect(fix.suggestion.fix.before).toBe('<title> </title>');
    fix.apply!(doc);
    expect(doc('title')).toHaveLength(1);
    expect(doc('title').text()).toBe('Prices & plans');
  });

  it('advises without headings', () => {
    const fix = fixFor(finding({ ruleId: 'document-title', selector: 'html', html: '<html>' }), page('<p>x</p>', ''), english)!;
    expect(fix.suggestion.fix.kind).toBe('advice');
    expect(fix.apply).toBeUndefined();
  });
});

describe('label / select-name', () => {
  it('names a field from the text right before it', () => {
    const doc = page('<form><div>Email address: <input id="email" type="email"></div></form>');
    const fix = fixFor(finding({ ruleId: 'label', selector: '#email', html: '<input id="email" type="email">' }), doc, english)!;
    expect(fix.suggestion.fix).toEqual({
      kind: 'attribute',
      before: '<input id="email" type="email">',
      after: '<input id="email" type="email" aria-label="Email address">',
    });
    expect(fix.suggestion.confidence).toBe(0.7);
    expect(fix.apply!(doc)).toBe(true);
    expect(doc('#email').attr('aria-label')).toBe('Email address');
  });

  it('takes a short sibling element as the adjacent text', () => {
    const doc = page('<span>Country *</span><select name="c"><option>NL</option></select>');
    const fix = fixFor(finding({ ruleId: 'select-name', selector: 'select', html: '<select name="c"><option>NL</option></select>' }), doc, english)!;
    expect(fix.suggestion.fix.after).toBe('<select name="c" aria-label="Country">');
  });

  it('falls back to the placeholder, then the name, with lower confidence', () => {
    const doc = page('<input type="text" placeholder="Search the site"><br><input type="text" name="first_name">');
    const fromPlaceholder = fixFor(
      finding({ ruleId: 'label', selector: 'input:nth-child(1)', html: '<input type="text" placeholder="Search the site">' }),
      doc,
      english,
    )!;
    expect(fromPlaceholder.suggestion.fix.after).toContain('aria-label="Search the site"');
    expect(fromPlaceholder.suggestion.confidence).toBe(0.5);
    const fromName = fixFor(finding({ ruleId: 'label', selector: 'input[name="first_name"]', html: '<input type="text" name="first_name">' }), doc, english)!;
    expect(fromName.suggestion.fix.after).toContain('aria-label="First name"');
    expect(fromName.suggestion.confidence).toBeLessThanOrEqual(0.5);
    fromName.apply!(doc);
    expect(doc('input[name="first_name"]').attr('aria-label')).toBe('First name');
  });

  it('advises when nothing names the field', () => {
    const doc = page('<input type="text" id="f7a9c2e1">');
    const fix = fixFor(finding({ ruleId: 'label', selector: '#f7a9c2e1', html: '<input type="text" id="f7a9c2e1">' }), doc, english)!;
    expect(fix.suggestion.fix.kind).toBe('advice');
    expect(fix.apply).toBeUndefined();
  });
});

describe('button-name / link-name', () => {
  it('names a button from its title', () => {
    const doc = page('<button class="x" title="Close dialog"><span class="icon"></span></button>');
    const fix = fixFor(
      finding({ ruleId: 'button-name', selector: '.x', html: '<button class="x" title="Close dialog"><span class="icon"></span></button>' }),
      doc,
      english,
    )!;
    expect(fix.suggestion.fix.after).toBe('<button class="x" title="Close dialog" aria-label="Close dialog">');
    fix.apply!(doc);
    expect(doc('button').attr('aria-label')).toBe('Close dialog');
  });

  it("names a link from its icon's alt or SVG title", () => {
    const doc = page('<a href="/home" id="a1"><img src="h.svg" alt="Home" aria-hidden="true"></a><a href="/s" id="a2"><svg><title>Search</title></svg></a>');
    const alt = fixFor(
      finding({ ruleId: 'link-name', selector: '#a1', html: '<a href="/home" id="a1"><img src="h.svg" alt="Home" aria-hidden="true"></a>' }),
      doc,
      english,
    )!;
    expect(alt.suggestion.fix.after).toContain('aria-label="Home"');
    const svg = fixFor(finding({ ruleId: 'link-name', selector: '#a2', html: '<a href="/s" id="a2"><svg><title>Search</title></svg></a>' }), doc, english)!;
    expect(svg.suggestion.fix.after).toContain('aria-label="Search"');
    expect(svg.apply!(doc)).toBe(true);
  });

  it('advises when nothing names it, and never for elements inside frames', () => {
    const doc = page('<a href="/x"><i class="fa"></i></a>');
    const fix = fixFor(finding({ ruleId: 'link-name', selector: 'a', html: '<a href="/x"><i class="fa"></i></a>' }), doc, english)!;
    expect(fix.suggestion.fix.kind).toBe('advice');
    const framed = fixFor(finding({ ruleId: 'button-name', selector: 'iframe |> button', html: '<button title="Go"></button>' }), doc, english)!;
    expect(framed.apply).toBeUndefined();
  });
});

describe('duplicate ids', () => {
  it('renames the later elements', () => {
    const html = '<p id="a">one</p><div><p id="a">two</p></div><span id="a-2">taken</span><p id="a">three</p>';
    const doc = page(html);
    const fix = fixFor(finding({ ruleId: 'duplicate-id', selector: 'body > p:nth-child(1)', html: '<p id="a">one</p>' }), doc, english)!;
    expect(fix.suggestion.fix).toEqual({ kind: 'attribute', before: '<p id="a">\n<p id="a">', after: '<p id="a-3">\n<p id="a-4">' });
    const target = page(html);
    expect(fix.apply!(target)).toBe(true);
    expect(
      target('[id]')
        .toArray()
        .map((el) => el.attribs.id),
    ).toEqual(['a', 'a-3', 'a-2', 'a-4']);
  });

  it('advises when a label or ARIA attribute refers to the id', () => {
    const doc = page('<label for="n">Name</label><input id="n"><input id="n">');
    const fix = fixFor(finding({ ruleId: 'duplicate-id-active', selector: 'input:nth-child(2)', html: '<input id="n">' }), doc, english)!;
    expect(fix.suggestion.fix.kind).toBe('advice');
    const aria = fixFor(finding({ ruleId: 'duplicate-id-aria', selector: 'input:nth-child(2)', html: '<input id="n">' }), doc, english)!;
    expect(aria.apply).toBeUndefined();
  });
});

describe('empty-heading', () => {
  it('removes a bare empty heading', () => {
    const doc = page('<h2 class="spacer"> </h2><p>x</p>');
    const fix = fixFor(finding({ ruleId: 'empty-heading', selector: '.spacer', html: '<h2 class="spacer"> </h2>' }), doc, english)!;
    expect(fix.suggestion.fix).toEqual({ kind: 'replace', before: '<h2 class="spacer"> </h2>', after: '' });
    expect(fix.apply!(doc)).toBe(true);
    expect(doc('h2')).toHaveLength(0);
  });

  it('advises when the heading has children or an id', () => {
    const doc = page('<h2><img src="a.png" alt=""></h2><h3 id="top"></h3>');
    expect(fixFor(finding({ ruleId: 'empty-heading', selector: 'h2', html: '<h2><img src="a.png" alt=""></h2>' }), doc, english)!.apply).toBeUndefined();
    expect(fixFor(finding({ ruleId: 'empty-heading', selector: '#top', html: '<h3 id="top"></h3>' }), doc, english)!.apply).toBeUndefined();
  });
});

describe('heading-order', () => {
  it('moves a skipping heading, and its subheadings, to the next level', () => {
    const html = '<h1>Title</h1><h3 class="a" id="s">Section <b>one</b></h3><h4>Sub</h4><h3>Section two</h3><h2>Other</h2><h4>Later</h4>';
    const doc = page(html);
    const fix = fixFor(finding({ ruleId: 'heading-order', selector: '#s', html: '<h3 class="a" id="s">Section <b>one</b></h3>' }), doc, english)!;
    expect(fix.suggestion.fix).toEqual({
      kind: 'replace',
      before: '<h3 class="a" id="s">Section <b>one</b></h3>',
      after: '<h2 class="a" id="s">Section <b>one</b></h2>',
    });
    expect(fix.apply!(doc)).toBe(true);
    expect(
      doc('h1, h2, h3, h4, h5, h6')
        .toArray()
        .map((el) => el.tagName),
    ).toEqual(['h1', 'h2', 'h3', 'h3', 'h2', 'h4']);
  });

  it('handles two skips in one branch in either order', () => {
    const html = '<h2>A</h2><h4 id="x">B</h4><h6 id="y">C</h6>';
    const doc = page(html);
    const first = fixFor(finding({ ruleId: 'heading-order', selector: '#x', html: '<h4 id="x">B</h4>' }), doc, english)!;
    const second = fixFor(finding({ ruleId: 'heading-order', selector: '#y', html: '<h6 id="y">C</h6>' }), doc, english)!;
    for (const order of [
      [first, second],
      [second, first],
    ]) {
      const target = page(html);
      for (const fix of order) expect(fix.apply!(target)).toBe(true);
      expect(
        target('h2, h3, h4, h5, h6')
          .toArray()
          .map((el) => el.tagName),
      ).toEqual(['h2', 'h3', 'h4']);
    }
  });
});

describe('tabindex', () => {
  it('sets tabindex="0"', () => {
    const doc = page('<a href="/" tabindex="5">Home</a>');
    const fix = fixFor(finding({ ruleId: 'tabindex', selector: 'a', html: '<a href="/" tabindex="5">Home</a>' }), doc, english)!;
    expect(fix.suggestion.fix.after).toBe('<a href="/" tabindex="0">');
    fix.apply!(doc);
    expect(doc('a').attr('tabindex')).toBe('0');
  });
});

describe('autocomplete-valid', () => {
  it.each([
    ['zip', 'postal-code'],
    ['emial', 'email'],
    ['shipping first-name', 'shipping given-name'],
    ['work phone', 'work tel'],
    ['section-a billing street_address', 'section-a billing street-address'],
  ])('corrects "%s" to "%s"', (value, expected) => {
    const doc = page(`<input id="f" autocomplete="${value}">`);
    const fix = fixFor(finding({ ruleId: 'autocomplete-valid', selector: '#f', html: `<input id="f" autocomplete="${value}">` }), doc, english)!;
    expect(fix.suggestion.fix.kind).toBe('attribute');
    fix.apply!(doc);
    expect(doc('#f').attr('autocomplete')).toBe(expected);
  });

  it('advises when the value is valid but wrong for the type, or unclear', () => {
    const doc = page('<input id="n" type="number" autocomplete="email"><input id="q" autocomplete="xyzzy">');
    expect(
      fixFor(finding({ ruleId: 'autocomplete-valid', selector: '#n', html: '<input id="n" type="number" autocomplete="email">' }), doc, english)!.apply,
    ).toBeUndefined();
    expect(fixFor(finding({ ruleId: 'autocomplete-valid', selector: '#q', html: '<input id="q" autocomplete="xyzzy">' }), doc, english)!.apply).toBeUndefined();
  });
});
