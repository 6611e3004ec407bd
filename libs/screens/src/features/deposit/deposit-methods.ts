// The deposit dialog's methods (docs/product.md#deposit), in the order players use them most: QR first. A method is
// offered only when the lookup has something for it; the slip upload is always there (a transfer from another
// account, or money that did not arrive).
import { classifyDepositBank, groupDepositBanks, isQrProvider, type DepositBankKind } from '@wallet/domain';

export type DepositMethod = 'qr' | 'bank' | 'wallet' | 'slip';

/** Most used first. */
export const DEPOSIT_METHOD_ORDER: readonly DepositMethod[] = ['qr', 'bank', 'wallet', 'slip'];

/** The parts of the deposit lookup that decide which methods exist. */
export interface DepositMethodLookup<T extends DepositBankKind> {
  banks: readonly T[];
  wallets: readonly unknown[];
}

/** The QR providers of the lookup, in its order. */
export function qrProvidersOf<T extends DepositBankKind>(banks: readonly T[]): T[] {
  return groupDepositBanks(banks).qr.filter((bank) => isQrProvider(bank.bankCode));
}

/** The accounts of the bank transfer method: KBANK AUTO and every other non-QR bank. */
export function transferBanksOf<T extends DepositBankKind>(banks: readonly T[]): T[] {
  return banks.filter((bank) => classifyDepositBank(bank) !== 'qr');
}

/**
 * The methods the dialog offers, most used first. Example: a lookup with only a bank account gives
 * `['bank', 'slip']`.
 */
export function depositMethods<T extends DepositBankKind>(lookup: DepositMethodLookup<T>): DepositMethod[] {
  const has: Record<DepositMethod, boolean> = {
    qr: qrProvidersOf(lookup.banks).length > 0,
    bank: transferBanksOf(lookup.banks).length > 0,
    wallet: lookup.wallets.length > 0,
    slip: true,
  };
  return DEPOSIT_METHOD_ORDER.filter((method) => has[method]);
}
