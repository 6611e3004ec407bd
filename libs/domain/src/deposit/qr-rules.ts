// QR deposit rules in docs/product.md#qr: providers, presets, create minimum, countdown.
import { QR_AMOUNT_MIN } from '../constants';
import type { AccountCurrency } from '../format/format-money';

/** Providers that create deposit QR codes. Example: `QR_PROVIDERS.includes('PAYTIMZ')`. */
export const QR_PROVIDERS = ['KBANK', 'WW', 'PAYTIMZ', 'PAYONEX', 'FP'] as const;

/** A QR provider code. Example: `const p: QrProvider = 'FP'`. */
export type QrProvider = (typeof QR_PROVIDERS)[number];

/** Preset amount buttons per provider (docs/product.md#qr). Example: `QR_PRESETS.WW[0] === 100`. */
export const QR_PRESETS: Readonly<Record<QrProvider, readonly number[]>> = {
  KBANK: [10, 20, 50, 100, 500, 1000],
  WW: [100, 200, 300, 500, 1000],
  PAYONEX: [100, 200, 300, 500, 1000],
  PAYTIMZ: [10, 50, 100, 500, 1000],
  FP: [10, 50, 100, 500, 1000],
};

/** Default create minimum per provider; KBANK has none beyond 'above 0'. Example: `QR_DEFAULT_MINIMUMS.PAYONEX === 100`. */
export const QR_DEFAULT_MINIMUMS: Readonly<Record<Exclude<QrProvider, 'KBANK'>, number>> = {
  WW: 100,
  PAYONEX: 100,
  PAYTIMZ: 10,
  FP: 10,
};

/**
 * A kip account's presets and minimums (assumption: the product rules give baht figures only; these are the baht
 * ones at kip size, the round amounts Lao players send). The build's overrides are baht and do not apply to them.
 * Example: `QR_KIP_PRESETS[0] === 10_000`.
 */
export const QR_KIP_PRESETS: readonly number[] = [10_000, 50_000, 100_000, 500_000, 1_000_000];
/** Create minimum of every provider but KBANK for a kip account. Example: `QR_KIP_MINIMUM === 10_000`. */
export const QR_KIP_MINIMUM = 10_000;

/** Preset amounts of a provider in the account's currency. Example: `qrPresets('WW', 'LAK') === QR_KIP_PRESETS`. */
export function qrPresets(provider: QrProvider, currency: AccountCurrency = 'BAHT'): readonly number[] {
  return currency === 'LAK' ? QR_KIP_PRESETS : QR_PRESETS[provider];
}

/** Build settings that may override provider minimums. Example: `{ PAYTIMZ: 20 }`. */
export interface QrMinimumOverrides {
  PAYTIMZ?: number | null;
  FP?: number | null;
}

/** True when the code is a QR provider. Example: `isQrProvider('WW') === true`. */
export function isQrProvider(code: string): code is QrProvider {
  return (QR_PROVIDERS as readonly string[]).includes(code);
}

/** Create minimum of a provider (0 for KBANK, meaning 'above 0'); PAYTIMZ and FP take the build override. Example: `qrCreateMinimum('FP', { FP: 30 }) === 30`. */
export function qrCreateMinimum(
  provider: QrProvider,
  overrides: QrMinimumOverrides = {},
  currency: AccountCurrency = 'BAHT',
): number {
  if (provider === 'KBANK') return 0;
  if (currency === 'LAK') return QR_KIP_MINIMUM;
  if (provider === 'PAYTIMZ' || provider === 'FP') {
    const override = overrides[provider];
    if (typeof override === 'number' && Number.isFinite(override)) return override;
  }
  return QR_DEFAULT_MINIMUMS[provider];
}

/** Whether the create button is enabled: KBANK above 0, others at least the minimum. Example: `canCreateQr('WW', 99) === false`. */
export function canCreateQr(
  provider: QrProvider,
  amount: number,
  overrides: QrMinimumOverrides = {},
  currency: AccountCurrency = 'BAHT',
): boolean {
  if (!Number.isFinite(amount)) return false;
  if (provider === 'KBANK') return amount > 0;
  return amount >= qrCreateMinimum(provider, overrides, currency);
}

/** Whether a create request is sent at all (amounts below 1 are silently ignored). Example: `shouldSubmitQrAmount(0.5) === false`. */
export function shouldSubmitQrAmount(amount: number): boolean {
  return Number.isFinite(amount) && amount >= QR_AMOUNT_MIN;
}

/** Seconds left of a QR created at `createdAtMs` that lives `expireInSeconds`, never below 0. Example: `qrSecondsLeft(300, 0, 60_500) === 240`. */
export function qrSecondsLeft(expireInSeconds: number, createdAtMs: number, nowMs: number): number {
  const left = Math.ceil(expireInSeconds - (nowMs - createdAtMs) / 1000);
  return Number.isFinite(left) ? Math.max(0, left) : 0;
}

/** Countdown text mm:ss (minutes keep growing past 99). Example: `formatCountdown(125) === '02:05'`. */
export function formatCountdown(secondsLeft: number): string {
  const total = Number.isFinite(secondsLeft) ? Math.max(0, Math.floor(secondsLeft)) : 0;
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** A QR is expired once its countdown reaches 00:00. Example: `isQrExpired(0) === true`. */
export function isQrExpired(secondsLeft: number): boolean {
  return !(secondsLeft >= 1);
}

/** Providers whose QR must reload after one provider created a QR (every other provider). Example: `qrProvidersToRefresh('WW')` excludes 'WW'. */
export function qrProvidersToRefresh(
  created: QrProvider,
  providers: readonly QrProvider[] = QR_PROVIDERS,
): QrProvider[] {
  return providers.filter((provider) => provider !== created);
}
