import { describe, expect, it } from 'vitest';
import { TRANSFORMS } from '@/lib/content/schemas.ts';
import { parseTransformFields, TRANSFORM_FORMS } from './transform-fields.ts';

describe('parseTransformFields', () => {
  it('turns the browser strings into the transform input, defaults applied and empty optional fields left out', () => {
    expect(parseTransformFields('simplify', { text: 'Some text.', targetGradeLevel: ' 6 ' })).toEqual({
      ok: true,
      input: { text: 'Some text.', targetGradeLevel: 6 },
    });
    expect(parseTransformFields('hints', { question: 'Why?', answer: '', count: '', gradeLevel: '' })).toEqual({
      ok: true,
      input: { question: 'Why?', count: 3 },
    });
    expect(parseTransformFields('summarize', { text: 'Text.', length: 'short' })).toEqual({ ok: true, input: { text: 'Text.', length: 'short' } });
  });

  it('names each field that is missing or out of range, with the bounds', () => {
    expect(parseTransformFields('simplify', { text: '  ', targetGradeLevel: '17' })).toEqual({
      ok: false,
      details: [
        { path: 'text', message: 'Enter the text to simplify.' },
        { path: 'targetGradeLevel', message: 'Enter a whole number from 1 to 16.' },
      ],
    });
    expect(parseTransformFields('hints', { question: 'Why?', count: '2.5' })).toEqual({
      ok: false,
      details: [{ path: 'count', message: 'Enter a whole number from 1 to 5.' }],
    });
  });

  it("keeps the API schema's own checks, such as the BCP 47 tag, as sentences", () => {
    expect(parseTransformFields('translate', { text: 'Hello', targetLanguage: 'French!' })).toEqual({
      ok: false,
      details: [{ path: 'targetLanguage', message: 'Must be a BCP 47 language tag such as "en" or "pt-BR".' }],
    });
  });

  it('has a form for every transform', () => {
    expect(Object.keys(TRANSFORM_FORMS).sort()).toEqual([...TRANSFORMS].sort());
  });
});
