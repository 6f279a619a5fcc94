import { describe, expect, it } from 'vitest';
import { detectEnglishVariety, varietyCounts } from './english-variety.ts';

describe('English variety', () => {
  it('tells British from American spelling by the distinctive words, inflected too', () => {
    expect(detectEnglishVariety('We organised the colours of the theatre and travelled to the centre.')).toBe('en-GB');
    expect(detectEnglishVariety('We organized the colors of the theater and traveled to the center.')).toBe('en-US');
    expect(varietyCounts('Colourful neighbours apologised; the defence was analysed whilst the paediatric programme ran.')).toEqual({ 'en-GB': 8, 'en-US': 0 });
    expect(varietyCounts('Colorful neighbors; the defense was analyzed while the pediatric program ran.')).toEqual({ 'en-GB': 0, 'en-US': 5 });
  });

  it('counts neither variety for words both use, and defaults to en-US when nothing tells', () => {
    // -ize is Oxford British spelling too; a program, a meter, a tire and a check are words of both varieties.
    expect(varietyCounts('Organize the program; check the meter and the tire; advise, surprise, exercise.')).toEqual({ 'en-GB': 0, 'en-US': 0 });
    expect(detectEnglishVariety('The cat sat on the mat.')).toBe('en-US');
    expect(detectEnglishVariety('')).toBe('en-US');
  });

  it('goes by the majority, a tie going to en-US', () => {
    expect(detectEnglishVariety('The colour of the center, the colour of the flavour.')).toBe('en-GB');
    expect(detectEnglishVariety('The colour of the center.')).toBe('en-US');
  });
});
