import { describe, expect, it } from 'vitest';
import { previewHtml, previewScriptTag } from './preview-html.ts';

describe('the widget preview page', () => {
  it('carries the widget’s tag with the key, the user, its signature and the response’s nonce (also as data-nonce)', () => {
    const tag = previewScriptTag({ key: 'pk_live_abc', nonce: 'bm9uY2U=', userId: 'portal-preview-usr_1', signature: 'ab'.repeat(32) });
    expect(tag).toBe(
      `<script src="/widget.js" data-key="pk_live_abc" data-user-id="portal-preview-usr_1" data-user-signature="${'ab'.repeat(32)}" nonce="bm9uY2U=" data-nonce="bm9uY2U=" async></script>`,
    );
    const page = previewHtml({ widget: { key: 'pk_live_abc', nonce: null, userId: 'u', signature: null } });
    expect(page).toContain('<script src="/widget.js" data-key="pk_live_abc" data-user-id="u" async></script>');
    expect(page.match(/<script/g)).toHaveLength(1);
  });

  it('escapes what it writes, and without a widget has no script but says why', () => {
    expect(previewScriptTag({ key: '"><img src=x onerror=alert(1)>', nonce: null, userId: "a'b&", signature: null })).toContain(
      'data-key="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;" data-user-id="a&#39;b&amp;"',
    );
    const page = previewHtml({ note: 'No widget: <b>this</b> key is not valid.' });
    expect(page).not.toContain('<script');
    expect(page).toContain('No widget: &lt;b&gt;this&lt;/b&gt; key is not valid.');
  });

  it('is a page of its own: language, title, one h1, an image with alternative text, and links that stay on the page', () => {
    const page = previewHtml({});
    expect(page).toMatch(/<html lang="en">/);
    expect(page).toMatch(/<title>[^<]+<\/title>/);
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page).toMatch(/<img [^>]*alt="[^"]+"/);
    for (const [, href] of page.matchAll(/<a href="([^"]*)"/g)) expect(href).toMatch(/^#/);
  });
});
