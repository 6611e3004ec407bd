// Lingui instance of the screens: the screens' own catalogs (compiled at build from .po files) plus the
// domain's message catalogues (validation and error texts), for th, lo and en.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { toBcp47, type Locale } from '@wallet/domain';

type Bcp47 = ReturnType<typeof toBcp47>;

// Only the active language is downloaded; both kinds of catalogue arrive compiled.
const screenCatalogs: Record<Bcp47, () => Promise<{ messages: Messages }>> = {
  th: () => import('./locales/th.po'),
  lo: () => import('./locales/lo.po'),
  en: () => import('./locales/en.po'),
};
const domainCatalogs: Record<Bcp47, () => Promise<{ default: unknown }>> = {
  th: () => import('./domain-catalogs/th.json'),
  lo: () => import('./domain-catalogs/lo.json'),
  en: () => import('./domain-catalogs/en.json'),
};

// The font of a language's script, loaded when that language is shown (a Thai page never downloads the Lao face;
// a prerendered page has its default language's faces inline already). English uses the system font.
const scriptFonts: Partial<Record<Bcp47, () => Promise<unknown>>> = {
  th: () => import('@wallet/ui-kit/fonts-thai.css'),
  lo: () => import('@wallet/ui-kit/fonts-lao.css'),
};

/** A fresh Lingui instance (never the global one, so two apps or tests never share a language). */
export function createI18n(): I18n {
  return setupI18n();
}

/** Both catalogues of a locale, merged (each import is fetched once; later calls get the same modules). */
async function loadCatalogues(bcp: Bcp47): Promise<Messages> {
  const [{ messages }, domain] = await Promise.all([screenCatalogs[bcp](), domainCatalogs[bcp]()]);
  return { ...messages, ...(domain.default as Messages) };
}

/** Loads both catalogues of a locale into the instance and activates it. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  const bcp = toBcp47(locale);
  // Not awaited: the text shows in the fallback font until the face arrives (font-display: swap).
  void scriptFonts[bcp]?.().catch(() => undefined);
  i18n.load(bcp, await loadCatalogues(bcp));
  i18n.activate(bcp);
}

/** Starts downloading a locale's catalogues without activating it (a switch to it follows shortly). */
export function preloadLocale(locale: Locale): void {
  void loadCatalogues(toBcp47(locale)).catch(() => undefined);
}
