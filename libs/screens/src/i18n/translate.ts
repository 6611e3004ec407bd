import type { I18n } from '@lingui/core';
import { isLocale, LOCALES, messageValues, toBcp47, type Locale, type MessageRef } from '@wallet/domain';

/** The stored locale of Lingui's active BCP 47 tag ('lo' is stored as 'la'). Example: `localeOfTag('lo') === 'la'`. */
export function localeOfTag(tag: string): Locale {
  const found = LOCALES.find((locale) => toBcp47(locale) === tag);
  return found ?? (isLocale(tag) ? tag : 'en');
}

/**
 * Renders a domain message identifier in the active language (ids come from @wallet/domain's catalogues); an amount
 * among its values is written by formatMoney in its currency and this language.
 */
export function translate(i18n: I18n, ref: MessageRef): string {
  return i18n._(ref.id, messageValues(ref.values, localeOfTag(i18n.locale)));
}
