import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors.ts';
import { assertWithinLimits, MAX_ATTRIBUTES, MAX_DEPTH, MAX_ELEMENTS, measureHtml, overLimits } from './html-limits.ts';

describe('HTML limits, measured by a streaming pass before any document is built', () => {
  it('counts nesting as a browser would close elements, and stops at the first limit passed', () => {
    expect(measureHtml('<main><section><p><b>x</b></p></section></main>')).toEqual({ depth: 4, elements: 4, attributes: 0 });
    // Implied ends: list items and paragraphs close their predecessors; void elements never open.
    expect(measureHtml(`<ul>${'<li>item'.repeat(3_000)}</ul>`).depth).toBe(2);
    expect(measureHtml('<p>one'.repeat(3_000)).depth).toBe(1);
    expect(measureHtml('<div><br><img src=x><input></div>').depth).toBe(1);
    // Far past the limit, the pass ends one level after it (5,000 and 50,000 levels alike).
    for (const levels of [5_000, 50_000]) expect(measureHtml('<div>'.repeat(levels)).depth).toBe(MAX_DEPTH + 1);
    expect(measureHtml('<div>'.repeat(MAX_DEPTH)).depth).toBe(MAX_DEPTH);
  });

  it('counts elements and the attributes of the busiest element', () => {
    const attributes = (n: number) => `<div ${Array.from({ length: n }, (_, i) => `a${i}="x"`).join(' ')}>x</div>`;
    expect(measureHtml(attributes(MAX_ATTRIBUTES)).attributes).toBe(MAX_ATTRIBUTES);
    expect(measureHtml(attributes(40_000)).attributes).toBe(MAX_ATTRIBUTES + 1);
    expect(measureHtml('<br>'.repeat(MAX_ELEMENTS + 10)).elements).toBe(MAX_ELEMENTS + 1);
    expect(overLimits(measureHtml(attributes(300)))).toEqual([`an element has more than ${MAX_ATTRIBUTES} attributes`]);
  });

  it('refuses submitted HTML over a limit with 400 at html, naming the limit', () => {
    let error: unknown;
    try {
      assertWithinLimits('<div>'.repeat(60_000));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      details: [{ path: 'html', message: 'elements are nested more than 1,000 levels deep' }],
    });
    expect(() => assertWithinLimits('<!doctype html><html lang="en"><title>t</title><p>fine</p></html>')).not.toThrow();
  });
});
