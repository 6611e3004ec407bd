// Deposit modal grouping in docs/product.md#deposit: PAYMENT types and KBANK SMS -> QR list, KBANK AUTO -> account, others -> transfer.

/** The deposit lookup fields the grouping depends on. Example: `{ bankType: 'BANK', bankCode: 'KBANK', mode: 'SMS' }`. */
export interface DepositBankKind {
  bankType?: string | null;
  bankCode: string;
  mode?: string | null;
}

/** Where a deposit bank is listed. Example: `const k: DepositBankGroup = 'qr'`. */
export type DepositBankGroup = 'qr' | 'autoAccount' | 'bankTransfer';

/** Group of one deposit bank. Example: `classifyDepositBank({ bankCode: 'KBANK', mode: 'AUTO' }) === 'autoAccount'`. */
export function classifyDepositBank(bank: DepositBankKind): DepositBankGroup {
  if (bank.bankType === 'PAYMENT') return 'qr';
  if (bank.bankCode === 'KBANK' && bank.mode === 'SMS') return 'qr';
  if (bank.bankCode === 'KBANK' && bank.mode === 'AUTO') return 'autoAccount';
  return 'bankTransfer';
}

/** Deposit banks split into the modal's lists, order kept. Example: `groupDepositBanks(banks).qr.map((b) => b.bankCode)`. */
export function groupDepositBanks<T extends DepositBankKind>(
  banks: readonly T[],
): Record<DepositBankGroup, T[]> {
  const groups: Record<DepositBankGroup, T[]> = { qr: [], autoAccount: [], bankTransfer: [] };
  for (const bank of banks) groups[classifyDepositBank(bank)].push(bank);
  return groups;
}
