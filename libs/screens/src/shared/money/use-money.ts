// Every amount a screen shows goes through here: domain's formatMoney in the account's currency (the profile's
// `currency`, docs/product.md#formats) and the reader's language.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { useProfile, useWallet } from '@wallet/api-client/react';
import {
  accountCurrency,
  formatMoney,
  formatMoneyNumber,
  MONEY_UNITS,
  type AccountCurrency,
} from '@wallet/domain';
import { localeOfTag } from '../../i18n/translate';

/** How the screens write amounts for the player on screen. */
export interface MoneyFormat {
  currency: AccountCurrency;
  /** The unit alone in the reader's language ("baht", "ກີບ"), for a label such as "Amount (kip)". */
  unit: string;
  /** An amount with its unit: `format(2500)` is "2,500 ກີບ" for a kip account read in Lao. */
  format(value: unknown): string;
  /** An amount's figure alone, where the unit stands beside it already (a balance card). */
  figure(value: unknown): string;
}

/** The account currency of the cached profile or wallet: read from the cache only, never a request of its own. */
export function useAccountCurrency(): AccountCurrency {
  // enabled: false watches what the shell (profile) and the pages (wallet) read, and never fetches by itself.
  const profile = useProfile({ enabled: false });
  const wallet = useWallet({ enabled: false });
  return accountCurrency(profile.data?.currency ?? profileCurrency(wallet.data));
}

/** The profile's currency inside a cached wallet answer, which a money call may have replaced in part. */
function profileCurrency(wallet: unknown): unknown {
  if (typeof wallet !== 'object' || wallet === null || !('profile' in wallet)) return undefined;
  const { profile } = wallet;
  return typeof profile === 'object' && profile !== null && 'currency' in profile
    ? profile.currency
    : undefined;
}

/** The money format of the player on screen, in the active language. */
export function useMoney(): MoneyFormat {
  const { i18n } = useLingui();
  const currency = useAccountCurrency();
  const locale = localeOfTag(i18n.locale);
  return useMemo(
    () => ({
      currency,
      unit: MONEY_UNITS[currency][locale],
      format: (value: unknown) => formatMoney(value, currency, locale),
      figure: (value: unknown) => formatMoneyNumber(value, currency),
    }),
    [currency, locale],
  );
}
