import { expect } from 'chai';
import { MIN_CONTRAST, contrastPairs, theme } from './theme';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(m[1].slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('web theme: every declared colour pair meets WCAG 2.2 AA', () => {
  it('computes contrast as WCAG defines it', () => {
    expect(contrastRatio('#000000', '#ffffff')).to.be.closeTo(21, 0.001);
    expect(contrastRatio('#ffffff', '#ffffff')).to.equal(1);
    // The brand orange with white text, as the audit found it.
    expect(contrastRatio('#ffffff', '#ff5c35')).to.be.closeTo(3.07, 0.01);
  });

  for (const p of contrastPairs) {
    it(`${p.use}: ${p.fg} on ${p.bg} (${p.where})`, () => {
      const ratio = contrastRatio(theme.colors[p.fg], theme.colors[p.bg]);
      expect(ratio, `${ratio.toFixed(2)}:1`).to.be.at.least(MIN_CONTRAST[p.use]);
    });
  }

  it('declares the pairs that failed the audit: text on the brand orange, and success badges', () => {
    const has = (fg: string, bg: string) => contrastPairs.some((p) => p.fg === fg && p.bg === bg);
    expect(has('onAccent', 'accent')).to.equal(true);
    expect(has('success', 'successSoft')).to.equal(true);
  });
});
