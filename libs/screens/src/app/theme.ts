import type { ThemeColours } from '../config/app-config';

/** The build's colours as the kit's theme tokens (CSS custom property name -> value). */
export function themeTokens(theme: ThemeColours): Record<string, string> {
  return {
    '--wk-color-brand': theme.brand,
    '--wk-color-brand-text': theme.brand,
    '--wk-color-brand-contrast': theme.onBrand,
    '--wk-color-loader': theme.loader,
    '--wk-color-success': theme.alertSuccess,
    '--wk-color-success-text': theme.alertSuccess,
    '--wk-color-danger': theme.alertDanger,
    '--wk-color-danger-text': theme.alertDanger,
    '--wk-color-info': theme.alertInfo,
    '--wk-color-info-text': theme.alertInfo,
  };
}

/** Sets the build's colours on the page's root element. */
export function applyTheme(root: HTMLElement, theme: ThemeColours): void {
  const tokens = themeTokens(theme);
  for (const [name, value] of Object.entries(tokens)) root.style.setProperty(name, value);
}
