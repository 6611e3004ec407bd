// The one place the kit reaches @wallet/domain, so formats and rules are never restated in components.
export {
  formatAmount,
  formatDateTime,
  formatAccountNumber,
  formatCountdown,
  isSafeUrl,
  pageRange,
  LOADER_DELAY_MS,
} from './pending-domain';
