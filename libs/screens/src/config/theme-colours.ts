// The build's error colour must stand apart from its brand and stay readable (WCAG 1.4.1 and 1.4.3): checked when
// the config is parsed, so a build whose error red looks like its primary button never starts.

/** Share of the error colour in the tinted surface behind an error message (ui-kit's --wk-color-danger-surface). */
export const DANGER_SURFACE_SHARE = 0.08;
/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
/**
 * Least CIE76 colour difference between the error colour and the brand. Two reds of one family (the Laos build's
 * #b91c1c brand and #9f1239 error of old) differ by about 26 and read as one colour; 40 reads as another colour.
 */
export const MIN_ERROR_BRAND_DIFFERENCE = 40;

type Rgb = readonly [number, number, number];

/** Red, green, blue (0-255) of #rgb or #rrggbb. Example: `hexToRgb('#fff')` is [255, 255, 255]. */
export function hexToRgb(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours. Example: `contrastRatio('#000000', '#ffffff')` is 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(hexToRgb(a)), luminance(hexToRgb(b))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** `share` of `colour` over `base`, as CSS color-mix(in srgb) draws it. Example: `mixColours('#000000', 0.5, '#ffffff')` is '#808080'. */
export function mixColours(colour: string, share: number, base: string): string {
  const top = hexToRgb(colour);
  const bottom = hexToRgb(base);
  return `#${top
    .map((c, i) =>
      Math.round(c * share + bottom[i]! * (1 - share))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function toLab(hex: string): Rgb {
  const [r, g, b] = hexToRgb(hex).map(linear) as unknown as Rgb;
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 difference of two colours (0 = same; about 2 = just noticeable). Example: `colourDifference('#000', '#000') === 0`. */
export function colourDifference(a: string, b: string): number {
  const la = toLab(a);
  const lb = toLab(b);
  return Math.hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2]);
}

/**
 * What is wrong with a theme's error colour, or nothing: readable as text on white and on its own tinted surface,
 * and a different colour from the brand. Example: `errorColourProblems('#5b21b6', '#b91c1c')` is [].
 */
export function errorColourProblems(brand: string, danger: string): string[] {
  const problems: string[] = [];
  const surface = mixColours(danger, DANGER_SURFACE_SHARE, '#ffffff');
  const contrast = Math.min(contrastRatio(danger, '#ffffff'), contrastRatio(danger, surface));
  if (contrast < MIN_TEXT_CONTRAST)
    problems.push(
      `theme.alertDanger must reach ${MIN_TEXT_CONTRAST}:1 as text on white and on its tinted surface (got ${contrast.toFixed(2)}:1)`,
    );
  const difference = colourDifference(brand, danger);
  if (difference < MIN_ERROR_BRAND_DIFFERENCE)
    problems.push(
      `theme.alertDanger must look unlike theme.brand (colour difference ${difference.toFixed(1)}, at least ${MIN_ERROR_BRAND_DIFFERENCE})`,
    );
  return problems;
}
