// Lingui instance of the screens: the screens' own catalogs (compiled at build from .po files) plus the
// domain's message catalogues (validation and error texts), for th, lo and en.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { toBcp47, type Locale } from '@wallet/domain';
import { FEATURES_WITH_TEXTS, type FeatureWithTexts } from './text-parts';

type Bcp47 = ReturnType<typeof toBcp47>;

type Catalog = Record<Bcp47, () => Promise<{ messages: Messages }>>;

// Only the active language is downloaded; both kinds of catalogue arrive compiled.
const screenCatalogs: Catalog = {
  th: () => import('./locales/th.po'),
  lo: () => import('./locales/lo.po'),
  en: () => import('./locales/en.po'),
};

/** Each feature's own texts (text-parts.ts), `./locales/<feature>/<bcp47>.po`: downloaded with the feature's code. */
const featureCatalogs = import.meta.glob<{ messages: Messages }>('./locales/*/*.po');

function featureCatalog(feature: FeatureWithTexts, bcp: Bcp47): Promise<{ messages: Messages }> {
  const load = featureCatalogs[`./locales/${feature}/${bcp}.po`];
  if (!load) throw new Error(`no ${bcp} catalogue of the ${feature} texts`);
  return load();
}

const domainCatalogs: Record<Bcp47, () => Promise<{ default: unknown }>> = {
  th: () => import('./domain-catalogs/th.json'),
  lo: () => import('./domain-catalogs/lo.json'),
  en: () => import('./domain-catalogs/en.json'),
};

/** The features whose texts an instance has loaded: every language it switches to brings them along. */
const loadedFeatures = new WeakMap<I18n, Set<FeatureWithTexts>>();
/** The language an instance is switching to (its texts are loaded for that one, not the one still shown). */
const switchingTo = new WeakMap<I18n, Bcp47>();

// The font of a language's script, loaded when that language is shown (a Thai page never downloads the Lao face;
// a prerendered page has its default language's faces inline already). English uses the system font (null).
const scriptFonts: Record<Bcp47, (() => Promise<unknown>) | null> = {
  th: () => import('@wallet/ui-kit/fonts-thai.css'),
  lo: () => import('@wallet/ui-kit/fonts-lao.css'),
  en: null,
};

/** A fresh Lingui instance (never the global one, so two apps or tests never share a language). */
export function createI18n(): I18n {
  return setupI18n();
}

/** The catalogues of a locale, merged (each import is fetched once; later calls get the same modules). */
async function loadCatalogues(bcp: Bcp47, features: Iterable<FeatureWithTexts>): Promise<Messages> {
  const [{ messages }, domain, ...parts] = await Promise.all([
    screenCatalogs[bcp](),
    domainCatalogs[bcp](),
    ...[...features].map((feature) => featureCatalog(feature, bcp)),
  ]);
  return Object.assign({}, messages, ...parts.map((part) => part.messages), domain.default as Messages);
}

/** Loads the catalogues of a locale into the instance (with the texts of every feature it has shown) and activates it. */
export async function activateLocale(
  i18n: I18n,
  locale: Locale,
  options: {
    /** Loads every feature's texts from now on (tests and stories that show a screen without its route). */
    withAllTexts?: boolean;
  } = {},
): Promise<void> {
  if (options.withAllTexts) for (const feature of FEATURES_WITH_TEXTS) featuresOf(i18n).add(feature);
  const bcp = toBcp47(locale);
  switchingTo.set(i18n, bcp);
  // Not awaited: the text shows in the fallback font until the face arrives (font-display: swap).
  void scriptFonts[bcp]?.().catch(() => undefined);
  i18n.load(bcp, await loadCatalogues(bcp, featuresOf(i18n)));
  i18n.activate(bcp);
}

function featuresOf(i18n: I18n): Set<FeatureWithTexts> {
  let features = loadedFeatures.get(i18n);
  if (!features) loadedFeatures.set(i18n, (features = new Set()));
  return features;
}

/**
 * Loads a feature's texts into the instance, in the language it shows or is switching to, and in every language it
 * activates from then on. A route (or dialog) awaits it with the feature's code, so no screen renders without its
 * texts.
 */
export async function loadFeatureTexts(i18n: I18n, feature: FeatureWithTexts): Promise<void> {
  featuresOf(i18n).add(feature);
  // The language shown and the one being switched to, when they differ: the screen is right before and after.
  const languages = new Set([i18n.locale, switchingTo.get(i18n)].filter(Boolean) as Bcp47[]);
  const parts = await Promise.all(
    [...languages].map(async (bcp) => [bcp, await featureCatalog(feature, bcp)] as const),
  );
  for (const [bcp, { messages }] of parts) i18n.load(bcp, messages);
}

/** A feature's code (a page, a dialog) with its texts: both download at once, and the code is ready only with them. */
export async function withFeatureTexts<T>(
  i18n: I18n,
  feature: FeatureWithTexts,
  load: () => Promise<T>,
): Promise<T> {
  const [loaded] = await Promise.all([load(), loadFeatureTexts(i18n, feature)]);
  return loaded;
}

/** Starts downloading a locale's catalogues (with those of the features given) without activating it (a switch to it follows shortly). */
export function preloadLocale(locale: Locale, features: Iterable<FeatureWithTexts> = []): void {
  void loadCatalogues(toBcp47(locale), features).catch(() => undefined);
}
