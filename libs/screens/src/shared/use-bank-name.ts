// Bank names on screen in the reader's language (docs/product.md#formats), through the domain's one rule.
import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import { localizedBankName, type BankNames } from '@wallet/domain';
import { localeOfTag } from '../i18n/translate';

/** Names a bank in the active language; a bank with no name at all is named by its code. */
export function useBankName(): (bank: BankNames & { code?: string }) => string {
  const { i18n } = useLingui();
  const locale = localeOfTag(i18n.locale);
  return useCallback((bank) => localizedBankName(bank, locale) || (bank.code ?? ''), [locale]);
}
