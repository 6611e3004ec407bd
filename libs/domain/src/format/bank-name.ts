// A bank's name in the reader's language (docs/product.md#formats): the English name on English screens, the Lao name
// of a Lao bank on Lao screens, the Thai name otherwise (the one name every lookup carries).
import type { Locale } from '../messages/locale';

/** A bank as the lookups give it. Example: `{ nameTH: 'ธนาคารการค้าต่างประเทศลาว', nameEN: 'Banque pour le Commerce Exterieur Lao Public', nameLO: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ ມະຫາຊົນ' }`. */
export interface BankNames {
  nameTH: string;
  /** English name; absent or blank: the Thai name stands in. */
  nameEN?: string | undefined;
  /** Lao name, which only a Lao bank has; absent or blank: the Thai name stands in. */
  nameLO?: string | undefined;
}

const present = (name: string | undefined) => {
  const trimmed = name?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * The bank's name to show in a language.
 * Example: `localizedBankName({ nameTH: 'ธนาคารกรุงไทย', nameEN: 'Krungthai Bank' }, 'en') === 'Krungthai Bank'`.
 */
export function localizedBankName(bank: BankNames, locale: Locale): string {
  const chosen = locale === 'en' ? bank.nameEN : locale === 'la' ? bank.nameLO : undefined;
  return present(chosen) ?? bank.nameTH.trim();
}
