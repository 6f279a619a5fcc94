import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { documentChanged, parseDocument } from './document.ts';

describe('documents for remediation', () => {
  it('answer :nth-child as css-select does, from positions counted once, and again after a change', () => {
    const html = `<main>${Array.from({ length: 50 }, (_, i) => `<p id="p${i + 1}">${i + 1}</p>`).join('<!-- c -->text')}</main><ul><li>a</li><li>b</li><li>c</li></ul>`;
    const fast = parseDocument(html);
    const plain = load(html);
    for (const selector of ['main > p:nth-child(37)', 'p:nth-child(2n+1)', 'li:nth-child(3)', 'ul > li:nth-child(-n+2)', 'p:nth-child(51)']) {
      expect(
        fast(selector)
          .toArray()
          .map((el) => fast(el).attr('id') ?? fast(el).text()),
      ).toEqual(
        plain(selector)
          .toArray()
          .map((el) => plain(el).attr('id') ?? plain(el).text()),
      );
    }
    fast('#p1').remove();
    documentChanged();
    expect(fast('main > p:nth-child(1)').attr('id')).toBe('p2');
  });
});
