// Lingui instance of the screens: the screens' own catalogs (compiled at build from .po files) plus the
// domain's message catalogues (validation and error texts), for th, lo and en.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { toBcp47, type Locale } from '@wallet/domain';
import type { LanguageCatalogs } from './language-catalogs/language-catalogs';
import {
  DOMAIN_TEXT_PARTS,
  FEATURE_DOMAIN_PARTS,
  FEATURES_WITH_TEXTS,
  type DomainTextPart,
  type FeatureWithTexts,
  type TextPart,
} from './text-parts';

type Bcp47 = ReturnType<typeof toBcp47>;

/**
 * Each language's texts every page has, with the map of its parts (language-catalogs/): one file per language, so a
 * page carries the map of the language it shows, not of all three. The build puts its default language's in the
 * first script (tools/vite/default-language-texts.ts); another's downloads when a player switches to it.
 */
const languageCatalogs: Record<Bcp47, () => Promise<{ catalogs: LanguageCatalogs }>> = {
  th: () => import('./language-catalogs/th'),
  lo: () => import('./language-catalogs/lo'),
  en: () => import('./language-catalogs/en'),
};

function isDomainPart(part: TextPart): part is DomainTextPart {
  return Object.hasOwn(DOMAIN_TEXT_PARTS, part);
}

async function partCatalog(part: TextPart, bcp: Bcp47): Promise<Messages> {
  const { catalogs } = await languageCatalogs[bcp]();
  const load = isDomainPart(part)
    ? catalogs.domainParts[`../domain-catalogs/${part}/${bcp}.json`]
    : catalogs.features[`../locales/${part}/${bcp}.po`];
  if (!load) throw new Error(`no ${bcp} catalogue of the ${part} texts`);
  const loaded = (await load()) as { messages: Messages } | { default: Messages };
  return 'messages' in loaded ? loaded.messages : loaded.default;
}

/** The parts whose texts an instance has loaded: every language it switches to brings them along. */
const loadedParts = new WeakMap<I18n, Set<TextPart>>();
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
async function loadCatalogues(bcp: Bcp47, parts: Iterable<TextPart>): Promise<Messages> {
  const [{ catalogs }, ...loaded] = await Promise.all([
    languageCatalogs[bcp](),
    ...[...parts].map((part) => partCatalog(part, bcp)),
  ]);
  return Object.assign({}, catalogs.messages, ...loaded);
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
  if (options.withAllTexts) {
    for (const part of [...FEATURES_WITH_TEXTS, ...Object.keys(DOMAIN_TEXT_PARTS)] as TextPart[])
      partsOf(i18n).add(part);
  }
  const bcp = toBcp47(locale);
  switchingTo.set(i18n, bcp);
  // Not awaited: the text shows in the fallback font until the face arrives (font-display: swap).
  void scriptFonts[bcp]?.().catch(() => undefined);
  i18n.load(bcp, await loadCatalogues(bcp, partsOf(i18n)));
  i18n.activate(bcp);
}

function partsOf(i18n: I18n): Set<TextPart> {
  let parts = loadedParts.get(i18n);
  if (!parts) loadedParts.set(i18n, (parts = new Set()));
  return parts;
}

/**
 * Loads texts apart from every page's into the instance, in the language it shows or is switching to, and in every
 * language it activates from then on: a feature's own (with the domain parts its screens show, text-parts.ts) or a
 * domain part. A route (or dialog) awaits it with the feature's code, so no screen renders without its texts.
 */
export async function loadTextParts(i18n: I18n, parts: readonly TextPart[]): Promise<void> {
  const all = parts.flatMap((part) => [
    part,
    ...(isDomainPart(part) ? [] : (FEATURE_DOMAIN_PARTS[part] ?? [])),
  ]);
  for (const part of all) partsOf(i18n).add(part);
  // The language shown and the one being switched to, when they differ: the screen is right before and after.
  const languages = new Set([i18n.locale, switchingTo.get(i18n)].filter(Boolean) as Bcp47[]);
  const loaded = await Promise.all(
    [...languages].flatMap((bcp) => all.map(async (part) => [bcp, await partCatalog(part, bcp)] as const)),
  );
  for (const [bcp, messages] of loaded) i18n.load(bcp, messages);
}

/** A feature's own texts (and the domain parts its screens show): see loadTextParts. */
export function loadFeatureTexts(i18n: I18n, feature: FeatureWithTexts): Promise<void> {
  return loadTextParts(i18n, [feature]);
}

/** Code (a page, a dialog) with texts it shows: both download at once, and the code is ready only with them. */
export async function withTextParts<T>(
  i18n: I18n,
  parts: readonly TextPart[],
  load: () => Promise<T>,
): Promise<T> {
  const [loaded] = await Promise.all([load(), loadTextParts(i18n, parts)]);
  return loaded;
}

/** A feature's code (a page, a dialog) with its texts: see withTextParts. */
export function withFeatureTexts<T>(
  i18n: I18n,
  feature: FeatureWithTexts,
  load: () => Promise<T>,
): Promise<T> {
  return withTextParts(i18n, [feature], load);
}

/** Starts downloading a locale's catalogues (with those of the parts given) without activating it (a switch to it follows shortly). */
export function preloadLocale(locale: Locale, parts: Iterable<TextPart> = []): void {
  void loadCatalogues(toBcp47(locale), parts).catch(() => undefined);
}
