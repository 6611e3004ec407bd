// The one place the kit reaches @wallet/domain, so formats and rules are never restated in components.
export {
  formatAmount,
  formatMoneyNumber,
  formatDateTime,
  formatAccountNumber,
  formatCountdown,
  isSafeUrl,
  isSafeMediaUrl,
  pageRange,
  pageCount,
  LOADER_DELAY_MS,
  LOCALES,
  LANGUAGE_NAMES,
  toBcp47,
  wholeCoins,
} from '@wallet/domain';
export type { AccountCurrency, Locale } from '@wallet/domain';
