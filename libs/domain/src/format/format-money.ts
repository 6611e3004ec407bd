// Every amount the app shows, in the account's currency (docs/product.md#formats): baht with two decimals, kip whole
// (as the Lao banking apps write it), both with thousands separators and the unit in the reader's language.
import { LAOS_CURRENCIES, type LaosCurrency } from '../constants';
import type { Locale } from '../messages/locale';
import { formatAmountNumber, toAmount } from './format-amount';

/** The currency of an account: the profile's `currency`, BAHT when absent (the Thai build never sends one). Example: `const c: AccountCurrency = 'LAK'`. */
export type AccountCurrency = LaosCurrency;

/** The account currency of a profile's value: LAK or BAHT, anything else (absent included) BAHT. Example: `accountCurrency(undefined) === 'BAHT'`. */
export function accountCurrency(value: unknown): AccountCurrency {
  return typeof value === 'string' && (LAOS_CURRENCIES as readonly string[]).includes(value)
    ? (value as AccountCurrency)
    : 'BAHT';
}

/** The unit written after an amount, per currency and language. Example: `MONEY_UNITS.LAK.la === 'ກີບ'`. */
export const MONEY_UNITS: Readonly<Record<AccountCurrency, Readonly<Record<Locale, string>>>> = {
  BAHT: { th: 'บาท', la: 'ບາດ', en: 'baht' },
  LAK: { th: 'กีบ', la: 'ກີບ', en: 'kip' },
};

/** Decimals an amount shows in each currency: kip has no subunit in use. Example: `MONEY_DECIMALS.LAK === 0`. */
export const MONEY_DECIMALS: Readonly<Record<AccountCurrency, 0 | 2>> = { BAHT: 2, LAK: 0 };

/**
 * The figure of an amount without its unit: two decimals for baht (formatAmountNumber), kip rounded half away from
 * zero to a whole number; thousands grouped with commas; '-' for anything that is not a number.
 * Example: `formatMoneyNumber(1234567.5, 'LAK') === '1,234,568'`, `formatMoneyNumber(12.5, 'BAHT') === '12.50'`.
 */
export function formatMoneyNumber(value: unknown, currency: AccountCurrency): string {
  const amount = toAmount(value);
  if (amount === null) return '-';
  if (MONEY_DECIMALS[currency] === 2) return formatAmountNumber(amount);
  // Past 1e21 String() writes an exponent: BigInt writes every digit.
  const whole = Math.abs(amount) >= 1e21 ? BigInt(Math.round(Math.abs(amount))) : null;
  if (whole !== null) return (amount < 0 ? '-' : '') + whole.toString().replace(/\B(?=(\d{3})+$)/g, ',');
  const rounded = Math.round(Math.abs(amount));
  const text = String(rounded).replace(/\B(?=(\d{3})+$)/g, ',');
  return amount < 0 && rounded !== 0 ? `-${text}` : text;
}

/**
 * An amount as the player reads it: the figure in the account's currency and its unit in the player's language.
 * The one formatter of every amount the app shows (balances, limits, presets, dialogs, toasts, tables); a value that
 * is not a number is a dash alone.
 * Example: `formatMoney(2500, 'LAK', 'la') === '2,500 ກີບ'`, `formatMoney(-12.5, 'BAHT', 'en') === '-12.50 baht'`.
 */
export function formatMoney(value: unknown, currency: AccountCurrency, locale: Locale): string {
  const figure = formatMoneyNumber(value, currency);
  return figure === '-' ? figure : `${figure} ${MONEY_UNITS[currency][locale]}`;
}
