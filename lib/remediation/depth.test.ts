import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, nestingDepth } from './depth.ts';

describe('nestingDepth', () => {
  it('counts levels without recursing, and stops past the limit', () => {
    expect(nestingDepth(load('<p>a</p>', null, false))).toBe(2); // p, then its text
    const deep = load('<div>'.repeat(50_000), null, false);
    expect(nestingDepth(deep)).toBe(MAX_DEPTH + 1);
    expect(nestingDepth(load('<main><section><p><b>x</b></p></section></main>', null, false))).toBe(5);
  });
});
