import { describe, expect, it } from 'vitest';
import {
  colourDifference,
  contrastRatio,
  errorColourProblems,
  hexToRgb,
  MIN_ERROR_BRAND_DIFFERENCE,
  mixColours,
} from './theme-colours';

describe('theme colours', () => {
  it('computes WCAG contrast and CIE76 difference', () => {
    expect(hexToRgb('#fa0')).toEqual([255, 170, 0]);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WebAIM's checker: #767676 on white is 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(colourDifference('#b91c1c', '#b91c1c')).toBe(0);
    expect(colourDifference('#000000', '#ffffff')).toBeCloseTo(100, 0);
    expect(mixColours('#000000', 0.5, '#ffffff')).toBe('#808080');
  });

  it('refuses an error red that reads as the brand red (the Laos build of old)', () => {
    expect(colourDifference('#b91c1c', '#9f1239')).toBeLessThan(MIN_ERROR_BRAND_DIFFERENCE);
    expect(errorColourProblems('#b91c1c', '#9f1239')).toEqual([
      'theme.alertDanger must look unlike theme.brand (colour difference 26.4, at least 40)',
    ]);
    expect(errorColourProblems('#b91c1c', '#b91c1c')).toHaveLength(1);
  });

  it('refuses an error colour too light to read as text', () => {
    expect(errorColourProblems('#5b21b6', '#f87171')).toEqual([
      'theme.alertDanger must reach 4.5:1 as text on white and on its tinted surface (got 2.56:1)',
    ]);
  });

  it('accepts a dark error colour of another hue than the brand', () => {
    expect(errorColourProblems('#5b21b6', '#b91c1c')).toEqual([]);
    expect(errorColourProblems('#b91c1c', '#9b1c6b')).toEqual([]);
  });
});
