// A bank's name in the player's language: Thai in Thai, English otherwise (the Thai name when no English one is known).
import type { Locale } from '../messages/locale';

/** A bank as the lookups give it. Example: `{ nameTH: 'ธนาคารกรุงไทย', nameEN: 'Krungthai Bank' }`. */
export interface BankNames {
  nameTH: string;
  nameEN?: string | undefined;
}

/** The bank's name to show in a language. Example: `localizedBankName({ nameTH: 'ธนาคารกรุงไทย', nameEN: 'Krungthai Bank' }, 'la') === 'Krungthai Bank'`. */
export function localizedBankName(bank: BankNames, locale: Locale): string {
  if (locale === 'th') return bank.nameTH;
  const english = bank.nameEN?.trim();
  return english ? english : bank.nameTH;
}
