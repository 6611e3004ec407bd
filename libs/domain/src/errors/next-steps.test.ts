import { describe, expect, it } from 'vitest';
import { messageCatalogs } from '../messages/catalogs';
import { formatMessage } from '../messages/format-message';
import { LOCALES } from '../messages/locale';
import { SLIP_FAILURE_REASONS } from '../statement/slip-reasons';
import { COUPON_ERROR_CODES, ERROR_CODES } from './error-codes';
import {
  ERROR_NEXT_STEPS,
  NEXT_STEPS,
  SLIP_NEXT_STEPS,
  errorNextStep,
  messageNextStep,
  slipNextStep,
} from './next-steps';

const everyCode = [...new Set([...ERROR_CODES, ...COUPON_ERROR_CODES])];

describe('next-step catalogue', () => {
  it('gives every error code and every slip failure reason a step, and uses every step', () => {
    expect(Object.keys(ERROR_NEXT_STEPS).sort()).toEqual([...everyCode].sort());
    expect(Object.keys(SLIP_NEXT_STEPS).sort()).toEqual([...SLIP_FAILURE_REASONS].sort());
    const used = new Set([
      ...Object.values(ERROR_NEXT_STEPS),
      ...Object.values(SLIP_NEXT_STEPS),
      'contactSupport',
    ]);
    expect([...used].sort()).toEqual([...NEXT_STEPS].sort());
  });

  it.each(LOCALES)('every code and reason has a written step in %s, apart from its own message', (locale) => {
    const catalog = messageCatalogs[locale];
    for (const code of everyCode) {
      const step = errorNextStep(code);
      expect(step, code).not.toBeNull();
      const text = formatMessage(step!, catalog, locale);
      expect(text.trim().length, `${locale} ${code}`).toBeGreaterThan(10);
      expect(text, `${locale} ${code}`).not.toBe(catalog[`error.${code}`]);
    }
    for (const reason of SLIP_FAILURE_REASONS) {
      for (const reference of ['REF-9', null]) {
        const text = formatMessage(slipNextStep(reason, reference)!, catalog, locale);
        expect(text.trim().length, `${locale} ${reason}`).toBeGreaterThan(10);
        expect(text, `${locale} ${reason}`).not.toMatch(/[{}]/);
        expect(text).not.toBe(catalog[`slip.reason.${reason}`]);
      }
    }
  });

  it.each([
    ['en', 'Contact support from the Contact page with the reference SL-42.'],
    ['th', 'ติดต่อฝ่ายบริการลูกค้าที่หน้าติดต่อ พร้อมแจ้งเลขอ้างอิง SL-42'],
    ['la', 'ຕິດຕໍ່ຝ່າຍບໍລິການລູກຄ້າທີ່ໜ້າຕິດຕໍ່ ພ້ອມແຈ້ງເລກອ້າງອີງ SL-42'],
  ] as const)('an unknown slip error names its reference for support (%s)', (locale, text) => {
    expect(formatMessage(slipNextStep('UNKNOW_ERROR', ' SL-42 ')!, messageCatalogs[locale], locale)).toBe(
      text,
    );
  });

  it('says the steps the issue names', () => {
    const en = (ref: ReturnType<typeof errorNextStep>) => formatMessage(ref!);
    expect(en(slipNextStep('CANNOT_READ_CROPPED_IMAGE'))).toMatch(/^Upload a clearer photo/);
    expect(en(slipNextStep('TRIPPLE_WRONG_CAPTCHA', 'R1'))).toBe(
      'Upload the same slip again in a few minutes.',
    );
    expect(en(slipNextStep('EXPIRED_SLIP'))).toBe(
      'Contact support from the Contact page so they can check your account.',
    );
    expect(en(errorNextStep(' NO_PROMOTION '))).toBe(
      "Check the code on the promotion's banner and type it again.",
    );
    expect(en(errorNextStep('TRUELINK_INVALID'))).toContain('https://gift.truemoney.com/campaign/?v=…');
    expect(en(errorNextStep('WRONG_CREDENTIAL'))).toContain('Forgot your password?');
    expect(en(errorNextStep('WRONG_PASSWORD'))).toMatch(/^The current password is the one that is wrong/);
    expect(en(messageNextStep({ id: 'error.TRUELINK_INVALID' }))).toContain('gift.truemoney.com');
  });

  it('has no step for a text that is not a code, nor for a reason without a message', () => {
    expect(errorNextStep('Something odd happened')).toBeNull();
    expect(errorNextStep('__proto__')).toBeNull();
    expect(messageNextStep({ id: 'validation.required' })).toBeNull();
    expect(slipNextStep('SOMETHING_NEW', 'R1')).toBeNull();
    expect(slipNextStep(null)).toBeNull();
  });
});
