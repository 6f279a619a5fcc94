import { oklch } from 'culori';
import { describe, expect, it } from 'vitest';
import { contrastRatio, fixContrast, requiredRatio, roundRatio, sameHue } from './contrast.ts';

function hueOf(color: string): number | undefined {
  return oklch(color)?.h;
}

function hueDistance(a: string, b: string): number {
  const d = Math.abs((hueOf(a) ?? 0) - (hueOf(b) ?? 0)) % 360;
  return Math.min(d, 360 - d);
}

describe('requiredRatio', () => {
  it("takes axe's expectedContrastRatio", () => {
    expect(requiredRatio('4.5:1', '12.0pt (16px)', 'normal')).toBe(4.5);
    expect(requiredRatio('3:1', '18.0pt (24px)', 'normal')).toBe(3);
    expect(requiredRatio(7)).toBe(7);
  });

  it('falls back to the size rule: 18pt, or 14pt bold, is large text', () => {
    expect(requiredRatio(null, '18.0pt (24px)', 'normal')).toBe(3);
    expect(requiredRatio(undefined, '14.0pt (18.6667px)', 'bold')).toBe(3);
    expect(requiredRatio(undefined, '14.0pt (18.6667px)', 'normal')).toBe(4.5);
    expect(requiredRatio('', '16px', '700')).toBe(4.5);
    expect(requiredRatio('', null, null)).toBe(4.5);
  });
});

describe('fixContrast', () => {
  const cases = [
    { name: 'grey on white', foreground: '#999999', background: '#ffffff' },
    { name: 'light blue on white', foreground: '#88aaff', background: '#ffffff' },
    { name: 'white on yellow', foreground: '#ffffff', background: '#ffd700' },
    { name: 'dark slate on dark blue', foreground: '#334455', background: '#1a237e' },
    { name: 'pure red on white', foreground: '#ff0000', background: '#ffffff' },
    { name: 'green on white', foreground: '#00ff00', background: '#ffffff' },
    { name: 'blue on navy', foreground: '#0000ff', background: '#000080' },
  ];

  for (const required of [4.5, 3]) {
    for (const c of cases) {
      it(`${c.name} reaches ${required}:1 with its hue and the least change of lightness`, () => {
        const fixed = fixContrast({ foreground: c.foreground, background: c.background, required });
        expect(fixed).not.toBeNull();
        const color = fixed!.color;
        expect(color).toMatch(/^#[0-9a-f]{6}$/);
        // Checked on the hex as written, strictly above, as axe judges it.
        expect(contrastRatio(color, c.background)).toBeGreaterThan(required);
        expect(fixed!.ratio).toBeCloseTo(contrastRatio(color, c.background), 10);
        expect(fixed!.keptHue).toBe(true);
        if ((oklch(c.foreground)?.c ?? 0) > 0.05) expect(hueDistance(c.foreground, color)).toBeLessThan(4);
        if (contrastRatio(c.foreground, c.background) > required) expect(color).toBe(c.foreground);
        // Minimal: barely over the line (8-bit steps leave a little room), not a jump to black or white.
        else expect(fixed!.ratio).toBeLessThan(required + 0.15);
      });
    }
  }

  it('finds #767676, the well-known lightest grey that passes on white', () => {
    expect(fixContrast({ foreground: '#999999', background: '#ffffff', required: 4.5 })?.color).toBe('#767676');
  });

  it('goes lighter when that is the nearer way (light text on a dark background)', () => {
    const fixed = fixContrast({ foreground: '#334455', background: '#1a237e', required: 4.5 })!;
    expect(oklch(fixed.color)!.l).toBeGreaterThan(oklch('#334455')!.l);
  });

  it('returns a colour that already passes unchanged', () => {
    const fixed = fixContrast({ foreground: '#333333', background: '#ffffff', required: 4.5 });
    expect(fixed?.color).toBe('#333333');
  });

  it('returns null when neither black nor white reaches the ratio', () => {
    expect(fixContrast({ foreground: '#777777', background: '#777777', required: 7 })).toBeNull();
  });

  it('says when the hue could not be kept', () => {
    // On mid grey only colours near black reach 5:1, where little of the orange's chroma fits the gamut.
    const fixed = fixContrast({ foreground: '#ff8800', background: '#808080', required: 5 });
    expect(fixed).not.toBeNull();
    expect(contrastRatio(fixed!.color, '#808080')).toBeGreaterThan(5);
    expect(fixed!.keptHue).toBe(sameHue('#ff8800', fixed!.color));
  });
});

describe('roundRatio', () => {
  it('truncates to two decimals as axe reports', () => {
    expect(roundRatio(4.499)).toBe(4.49);
    expect(roundRatio(4.5)).toBe(4.5);
    expect(roundRatio(21)).toBe(21);
  });
});
