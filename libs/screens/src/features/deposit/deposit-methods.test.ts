import { describe, expect, it } from 'vitest';
import { DEPOSIT_METHOD_ORDER, depositMethods, qrProvidersOf, transferBanksOf } from './deposit-methods';

const bank = (bankType: string, bankCode: string, mode: string) => ({ bankType, bankCode, mode });
const BANKS = [
  bank('BANK', 'SCB', 'AUTO'),
  bank('BANK', 'KBANK', 'AUTO'),
  bank('BANK', 'KBANK', 'SMS'),
  bank('PAYMENT', 'WW', 'AUTO'),
  bank('PAYMENT', 'NOT_A_PROVIDER', 'AUTO'),
];

describe('deposit methods', () => {
  it('puts QR first, then bank transfer, True Wallet and the slip', () => {
    expect(DEPOSIT_METHOD_ORDER).toEqual(['qr', 'bank', 'wallet', 'slip']);
    expect(depositMethods({ banks: BANKS, wallets: [{}] })).toEqual(['qr', 'bank', 'wallet', 'slip']);
  });

  it('offers a method only when the lookup has something for it; the slip always', () => {
    expect(depositMethods({ banks: [bank('BANK', 'SCB', 'AUTO')], wallets: [] })).toEqual(['bank', 'slip']);
    expect(depositMethods({ banks: [bank('PAYMENT', 'FP', 'AUTO')], wallets: [] })).toEqual(['qr', 'slip']);
    expect(depositMethods({ banks: [], wallets: [{}] })).toEqual(['wallet', 'slip']);
  });

  it('keeps the rules of the lists: KBANK SMS and PAYMENT providers are QR, KBANK AUTO is a transfer', () => {
    expect(qrProvidersOf(BANKS).map((b) => b.bankCode)).toEqual(['KBANK', 'WW']);
    expect(transferBanksOf(BANKS).map((b) => `${b.bankCode} ${b.mode}`)).toEqual(['SCB AUTO', 'KBANK AUTO']);
  });
});
