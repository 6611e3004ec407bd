import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyDepositBank, groupDepositBanks } from './deposit-banks';
import {
  QR_PRESETS,
  QR_PROVIDERS,
  canCreateQr,
  formatCountdown,
  isQrExpired,
  isQrProvider,
  qrCreateMinimum,
  qrPresets,
  QR_KIP_PRESETS,
  qrProvidersToRefresh,
  qrSecondsLeft,
  shouldSubmitQrAmount,
} from './qr-rules';

describe('deposit bank grouping', () => {
  it.each([
    [{ bankType: 'PAYMENT', bankCode: 'WW' }, 'qr'],
    [{ bankType: 'PAYMENT', bankCode: 'KBANK', mode: 'AUTO' }, 'qr'],
    [{ bankType: 'BANK', bankCode: 'KBANK', mode: 'SMS' }, 'qr'],
    [{ bankType: 'BANK', bankCode: 'KBANK', mode: 'AUTO' }, 'autoAccount'],
    [{ bankCode: 'KBANK', mode: null }, 'bankTransfer'],
    [{ bankType: 'BANK', bankCode: 'SCB', mode: 'SMS' }, 'bankTransfer'],
    [{ bankType: 'BANK', bankCode: 'BCEL', mode: 'AUTO' }, 'bankTransfer'],
    [{ bankType: null, bankCode: 'GSB' }, 'bankTransfer'],
  ])('%j is listed as %s', (bank, group) => {
    expect(classifyDepositBank(bank)).toBe(group);
  });

  it('splits the lookup into the three lists, order kept', () => {
    const banks = [
      { bankCode: 'SCB', bankType: 'BANK', mode: 'AUTO', id: 1 },
      { bankCode: 'KBANK', bankType: 'BANK', mode: 'SMS', id: 2 },
      { bankCode: 'KBANK', bankType: 'BANK', mode: 'AUTO', id: 3 },
      { bankCode: 'FP', bankType: 'PAYMENT', mode: null, id: 4 },
      { bankCode: 'GSB', bankType: 'BANK', mode: 'AUTO', id: 5 },
    ];
    const groups = groupDepositBanks(banks);
    expect(groups.qr.map((b) => b.id)).toEqual([2, 4]);
    expect(groups.autoAccount.map((b) => b.id)).toEqual([3]);
    expect(groups.bankTransfer.map((b) => b.id)).toEqual([1, 5]);
  });
});

describe('QR rules', () => {
  it('has the presets in docs/product.md#qr', () => {
    expect(QR_PRESETS).toEqual({
      KBANK: [10, 20, 50, 100, 500, 1000],
      WW: [100, 200, 300, 500, 1000],
      PAYONEX: [100, 200, 300, 500, 1000],
      PAYTIMZ: [10, 50, 100, 500, 1000],
      FP: [10, 50, 100, 500, 1000],
    });
    for (const provider of QR_PROVIDERS) {
      for (const preset of QR_PRESETS[provider]) expect(canCreateQr(provider, preset)).toBe(true);
    }
  });

  it.each([
    ['KBANK', {}, 0],
    ['WW', {}, 100],
    ['PAYONEX', {}, 100],
    ['PAYTIMZ', {}, 10],
    ['FP', {}, 10],
    ['PAYTIMZ', { PAYTIMZ: 50 }, 50],
    ['FP', { FP: 30, PAYTIMZ: 50 }, 30],
    ['FP', { FP: null }, 10],
    ['FP', { FP: Number.NaN }, 10],
    ['WW', { PAYTIMZ: 1, FP: 1 }, 100],
  ] as const)('qrCreateMinimum(%s, %j) is %s', (provider, overrides, min) => {
    expect(qrCreateMinimum(provider, overrides)).toBe(min);
  });

  it.each([
    ['KBANK', 0, false],
    ['KBANK', -5, false],
    ['KBANK', 0.01, true],
    ['WW', 99, false],
    ['WW', 100, true],
    ['PAYONEX', 99.99, false],
    ['PAYTIMZ', 9, false],
    ['PAYTIMZ', 10, true],
    ['FP', 10, true],
    ['FP', Number.NaN, false],
  ] as const)('canCreateQr(%s, %s) is %s', (provider, amount, enabled) => {
    expect(canCreateQr(provider, amount)).toBe(enabled);
  });

  it('uses the build override of the create minimum', () => {
    expect(canCreateQr('PAYTIMZ', 20, { PAYTIMZ: 25 })).toBe(false);
    expect(canCreateQr('FP', 5, { FP: 5 })).toBe(true);
  });

  it.each([
    ['KBANK', true],
    ['PAYTIMZ', true],
    ['SCB', false],
    ['kbank', false],
  ])('isQrProvider(%j) is %s', (code, expected) => {
    expect(isQrProvider(code)).toBe(expected);
  });

  it.each([
    [1, true],
    [0.99, false],
    [0, false],
    [Number.NaN, false],
    [1000, true],
  ])('shouldSubmitQrAmount(%s) is %s', (amount, expected) => {
    expect(shouldSubmitQrAmount(amount)).toBe(expected);
  });

  it('gives a kip account kip-sized presets and minimums, whatever the baht overrides', () => {
    for (const provider of QR_PROVIDERS) {
      expect(qrPresets(provider, 'LAK')).toBe(QR_KIP_PRESETS);
      expect(qrPresets(provider)).toBe(QR_PRESETS[provider]);
    }
    expect(qrCreateMinimum('FP', { FP: 20 }, 'LAK')).toBe(10_000);
    expect(qrCreateMinimum('KBANK', {}, 'LAK')).toBe(0);
    expect(canCreateQr('WW', 9_999, {}, 'LAK')).toBe(false);
    expect(canCreateQr('WW', 10_000, {}, 'LAK')).toBe(true);
    expect(canCreateQr('WW', 100, {}, 'BAHT')).toBe(true);
  });
});

describe('QR countdown', () => {
  it.each([
    [0, '00:00', true],
    [0.4, '00:00', true],
    [1, '00:01', false],
    [59, '00:59', false],
    [60, '01:00', false],
    [125, '02:05', false],
    [900, '15:00', false],
    [6000, '100:00', false],
    [-3, '00:00', true],
    [Number.NaN, '00:00', true],
  ])('%s s left shows %s (expired %s)', (seconds, text, expired) => {
    expect(formatCountdown(seconds)).toBe(text);
    expect(isQrExpired(seconds)).toBe(expired);
  });

  it.each([
    [300, 0, 0, 300],
    [300, 0, 60_500, 240],
    [300, 0, 299_001, 1],
    [300, 0, 300_000, 0],
    [300, 0, 400_000, 0],
    [Number.NaN, 0, 0, 0],
  ])('qrSecondsLeft(%s, %s, %s) is %s', (expireIn, createdAt, now, left) => {
    expect(qrSecondsLeft(expireIn, createdAt, now)).toBe(left);
  });

  it('formats mm:ss that reads back to the seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (seconds) => {
        const text = formatCountdown(seconds);
        expect(text).toMatch(/^\d{2,}:[0-5]\d$/);
        const [mm = '', ss = ''] = text.split(':');
        expect(Number(mm) * 60 + Number(ss)).toBe(seconds);
      }),
    );
  });

  it('counts down one second per elapsed second and stops at 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3600 }),
        fc.integer({ min: 0, max: 4000 }),
        (expireIn, elapsed) => {
          expect(qrSecondsLeft(expireIn, 1_000_000, 1_000_000 + elapsed * 1000)).toBe(
            Math.max(0, expireIn - elapsed),
          );
        },
      ),
    );
  });
});

describe('qrProvidersToRefresh', () => {
  it.each([
    ['WW', ['KBANK', 'PAYTIMZ', 'PAYONEX', 'FP']],
    ['KBANK', ['WW', 'PAYTIMZ', 'PAYONEX', 'FP']],
  ] as const)('after %s the others reload', (created, others) => {
    expect(qrProvidersToRefresh(created)).toEqual(others);
  });

  it('works on the providers the deposit lookup offers', () => {
    expect(qrProvidersToRefresh('FP', ['FP', 'WW'])).toEqual(['WW']);
  });
});
