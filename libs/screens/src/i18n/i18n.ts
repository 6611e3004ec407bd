// Lingui instance of the screens: the screens' own catalogs (compiled at build from .po files) plus the
// domain's message catalogues (validation and error texts), for th, lo and en.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { messageCatalogs, toBcp47, type Locale } from '@wallet/domain';

type Bcp47 = ReturnType<typeof toBcp47>;

const screenCatalogs: Record<Bcp47, () => Promise<{ messages: Messages }>> = {
  th: () => import('./locales/th.po'),
  lo: () => import('./locales/lo.po'),
  en: () => import('./locales/en.po'),
};

/** A fresh Lingui instance; domain texts (ICU strings) are compiled on first use. */
export function createI18n(): I18n {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

/** Loads both catalogues of a locale into the instance and activates it. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  const bcp = toBcp47(locale);
  const { messages } = await screenCatalogs[bcp]();
  i18n.load(bcp, { ...messages, ...messageCatalogs[locale] });
  i18n.activate(bcp);
}
