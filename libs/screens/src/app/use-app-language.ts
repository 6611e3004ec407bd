// The language the app shows: the one it started in, then the player's (a hydrated page switches right after its
// first commit), then every later choice, in this tab or in another one (docs/product.md#language).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { I18n } from '@lingui/core';
import { toBcp47, type Locale } from '@wallet/domain';
import { activateLocale } from '../i18n/i18n';
import { readStoredLocale, storeLocale } from '../i18n/locale-storage';
import type { WalletAppServices } from './wallet-app-services';

interface LanguageServices {
  i18n: I18n;
  chooseLanguage: (locale: Locale) => void;
  defaultLocale: Locale;
  watchStoredLanguage: WalletAppServices['watchStoredLanguage'];
}

/** The active language and the way to change it (stored, then activated once its catalogue has loaded). */
export function useAppLanguage(
  { i18n, chooseLanguage, defaultLocale, watchStoredLanguage }: LanguageServices,
  initialLocale: Locale,
  thenLocale: Locale | undefined,
): { locale: Locale; setLocale: (next: Locale) => void } {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  // Switches run one after the other, so the language asked for last is the one that ends up active.
  const switches = useRef<Promise<void>>(Promise.resolve());

  const setLocale = useCallback(
    (next: Locale) => {
      storeLocale(next);
      chooseLanguage(next);
      switches.current = switches.current
        .then(() => activateLocale(i18n, next))
        .then(() => {
          document.documentElement.lang = toBcp47(next);
          setLocaleState(next);
        })
        .catch(() => undefined);
    },
    [i18n, chooseLanguage],
  );
  const pendingLocale = useRef(thenLocale);
  useEffect(() => {
    const next = pendingLocale.current;
    pendingLocale.current = undefined;
    // Unless the player chose a language on the page before the app started (the select's change is handed over
    // at the first commit and stored): that choice wins.
    if (next && next !== initialLocale && readStoredLocale(defaultLocale) === next) setLocale(next);
  }, [defaultLocale, initialLocale, setLocale]);
  // A language chosen in another tab: this one follows (docs/product.md#language), keeping its page and dialogs.
  useEffect(() => watchStoredLanguage?.(setLocale), [watchStoredLanguage, setLocale]);
  return { locale, setLocale };
}
