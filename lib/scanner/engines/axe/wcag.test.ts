import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { selectorOf, truncateUtf8 } from '../../merge/findings.ts';
import { CRITERION_IDS } from '@/lib/wcag/criteria.ts';
import { criteriaFromTags, levelFromTags, tagsFor } from './wcag.ts';

describe('WCAG tags', () => {
  it('chooses axe tags per standard', () => {
    expect(tagsFor('WCAG20_A', false)).toEqual(['wcag2a']);
    expect(tagsFor('WCAG20_AA', false)).toEqual(['wcag2a', 'wcag2aa']);
    expect(tagsFor('WCAG21_A', false)).toEqual(['wcag2a', 'wcag21a']);
    expect(tagsFor('WCAG21_AA', false)).toEqual(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    expect(tagsFor('WCAG22_A', true)).toEqual(['wcag2a', 'wcag21a', 'best-practice']);
    expect(tagsFor('WCAG22_AA', false)).toEqual(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  });

  it('every level tag we ask for exists in this axe, and there is no wcag22a to miss', () => {
    const known = new Set(axe.getRules().flatMap((r) => r.tags));
    for (const tag of tagsFor('WCAG22_AA', true)) expect(known.has(tag)).toBe(true);
    expect(known.has('wcag22a')).toBe(false);
  });

  it('parses criteria, including two-digit ones, and drops non-criteria', () => {
    expect(criteriaFromTags(['wcag2aa', 'wcag1410', 'wcag143', 'wcag2411', 'wcag999', 'EN-9.1.4.3'])).toEqual(['1.4.3', '1.4.10', '2.4.11']);
    expect(CRITERION_IDS.size).toBe(87);
  });

  it('maps every criterion axe tags to a real one', () => {
    for (const rule of axe.getRules()) {
      const tags = rule.tags.filter((t) => /^wcag\d+$/.test(t));
      expect(criteriaFromTags(tags), rule.ruleId).toHaveLength(tags.length);
    }
  });

  it('derives the level', () => {
    expect(levelFromTags(['wcag2a', 'wcag111'])).toBe('A');
    expect(levelFromTags(['wcag21aa'])).toBe('AA');
    expect(levelFromTags(['wcag22aa', 'wcag258'])).toBe('AA');
    expect(levelFromTags(['wcag2aaa'])).toBe('AAA');
    expect(levelFromTags(['best-practice'])).toBeNull();
  });
});

describe('finding helpers', () => {
  it('truncates HTML to 1 KiB on a character boundary', () => {
    const html = `<p>${'é'.repeat(600)}</p>`; // 1207 bytes
    const cut = truncateUtf8(html);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(1024);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toContain('\uFFFD');
    expect(truncateUtf8('<p>short</p>')).toBe('<p>short</p>');
  });

  it('writes frame and shadow paths into one selector', () => {
    expect(selectorOf(['#a'])).toBe('#a');
    expect(selectorOf(['iframe#f', ['my-el', 'button']])).toBe('iframe#f |> my-el >>> button');
  });
});
