// Lingui instance of the screens: the screens' own catalogs (compiled at build from .po files) plus the
// domain's message catalogues (validation and error texts), for th, lo and en.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { toBcp47, type Locale } from '@wallet/domain';

type Bcp47 = ReturnType<typeof toBcp47>;

type Catalog = Record<Bcp47, () => Promise<{ messages: Messages }>>;

// Only the active language is downloaded; both kinds of catalogue arrive compiled.
const screenCatalogs: Catalog = {
  th: () => import('./locales/th.po'),
  lo: () => import('./locales/lo.po'),
  en: () => import('./locales/en.po'),
};

/** Texts of the player's own screens (text-parts.ts): a guest page (login, register) never downloads them. */
const playerCatalogs: Catalog = {
  th: () => import('./locales/player/th.po'),
  lo: () => import('./locales/player/lo.po'),
  en: () => import('./locales/player/en.po'),
};

const domainCatalogs: Record<Bcp47, () => Promise<{ default: unknown }>> = {
  th: () => import('./domain-catalogs/th.json'),
  lo: () => import('./domain-catalogs/lo.json'),
  en: () => import('./domain-catalogs/en.json'),
};

/** Instances that show player screens: every language they switch to brings the player texts along. */
const withPlayerTexts = new WeakSet<I18n>();
/** The language an instance is switching to (its texts are loaded for that one, not the one still shown). */
const switchingTo = new WeakMap<I18n, Bcp47>();

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

/** The catalogues of a locale, merged (each import is fetched once; later calls get the same modules). */
async function loadCatalogues(bcp: Bcp47, player: boolean): Promise<Messages> {
  const [{ messages }, domain, playerPart] = await Promise.all([
    screenCatalogs[bcp](),
    domainCatalogs[bcp](),
    player ? playerCatalogs[bcp]() : undefined,
  ]);
  return { ...messages, ...playerPart?.messages, ...(domain.default as Messages) };
}

/** Loads the catalogues of a locale into the instance (the player texts too once it shows player screens) and activates it. */
export async function activateLocale(
  i18n: I18n,
  locale: Locale,
  options: {
    /** Loads the player texts from now on without a player shell (tests and stories that show a player screen alone). */
    withPlayerTexts?: boolean;
  } = {},
): Promise<void> {
  if (options.withPlayerTexts) withPlayerTexts.add(i18n);
  const bcp = toBcp47(locale);
  switchingTo.set(i18n, bcp);
  // Not awaited: the text shows in the fallback font until the face arrives (font-display: swap).
  void scriptFonts[bcp]?.().catch(() => undefined);
  i18n.load(bcp, await loadCatalogues(bcp, withPlayerTexts.has(i18n)));
  i18n.activate(bcp);
}

/**
 * Loads the texts of the player's screens into the instance, in the language it shows or is switching to, and in
 * every language it activates from then on. The player shell's route awaits it, so no player screen renders
 * without its texts.
 */
export async function loadPlayerTexts(i18n: I18n): Promise<void> {
  withPlayerTexts.add(i18n);
  // The language shown and the one being switched to, when they differ: the screen is right before and after.
  const languages = new Set([i18n.locale, switchingTo.get(i18n)].filter(Boolean) as Bcp47[]);
  const parts = await Promise.all(
    [...languages].map(async (bcp) => [bcp, await playerCatalogs[bcp]()] as const),
  );
  for (const [bcp, { messages }] of parts) i18n.load(bcp, messages);
}

/** Starts downloading a locale's catalogues (the player texts too, for a player) without activating it (a switch to it follows shortly). */
export function preloadLocale(locale: Locale, player: boolean): void {
  void loadCatalogues(toBcp47(locale), player).catch(() => undefined);
}
