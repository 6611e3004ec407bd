import { describe, expect, it } from 'vitest';
import { COUPON_ERROR_CODES, ERROR_CODES } from '../errors/error-codes';
import { SLIP_FAILURE_REASONS } from '../statement/slip-reasons';
import { messageCatalogs } from './catalogs';
import { englishMessages } from './english-messages';
import { laoMessages } from './lao-messages';
import type { MessageId } from './message-id';
import { thaiMessages } from './thai-messages';

// Arguments of a catalogue text; the domain texts use only simple `{name}` arguments.
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '').sort();
}

function braceBalance(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    if (depth < 0 || depth > 1) return false;
  }
  return depth === 0;
}

const ids = Object.keys(englishMessages).sort() as MessageId[];
const isCodeOrNumber = (text: string) => /^[A-Z0-9_\s.:-]+$/.test(text);

describe('message catalogues', () => {
  it('has one error message per section 8 code and coupon code, and one per slip reason', () => {
    for (const code of [...ERROR_CODES, ...COUPON_ERROR_CODES]) expect(ids).toContain(`error.${code}`);
    for (const reason of SLIP_FAILURE_REASONS) expect(ids).toContain(`slip.reason.${reason}`);
  });

  it.each([
    ['thai', thaiMessages],
    ['lao', laoMessages],
  ])('%s has exactly the English keys', (_name, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(ids);
  });

  it.each(ids)('%s has the same simple placeholders in every language', (id) => {
    const expected = placeholders(englishMessages[id]);
    for (const name of expected) expect(name).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
    for (const catalog of [thaiMessages, laoMessages]) {
      expect(braceBalance(catalog[id])).toBe(true);
      expect(placeholders(catalog[id])).toEqual(expected);
    }
    expect(braceBalance(englishMessages[id])).toBe(true);
  });

  it.each(ids)('%s is translated into Thai and Lao script', (id) => {
    const english = englishMessages[id];
    expect(english.trim()).not.toBe('');
    if (!isCodeOrNumber(english)) {
      expect(thaiMessages[id]).not.toBe(english);
      expect(laoMessages[id]).not.toBe(english);
    }
    expect(thaiMessages[id]).toMatch(/[\u0E01-\u0E5B]/);
    expect(thaiMessages[id]).not.toMatch(/[\u0E81-\u0EDF]/);
    expect(laoMessages[id]).toMatch(/[\u0E81-\u0EDF]/);
    expect(laoMessages[id]).not.toMatch(/[\u0E01-\u0E5B]/);
  });

  it('indexes the catalogues by stored locale', () => {
    expect(messageCatalogs).toEqual({ th: thaiMessages, la: laoMessages, en: englishMessages });
  });

  // Exact English texts given by the product rules (docs/product.md#errors).
  it.each<[MessageId, string]>([
    ['validation.phoneLength', 'The phone number must support 10 digits'],
    ['validation.passwordMismatch', "Passwords don't match"],
    ['validation.bankNameEnglish', 'Bank account name must be in English only'],
    // The amount carries its unit (formatMoney): "at least 1.00 baht" names the number and baht.
    ['validation.transferMinimum', 'The transfer amount must be at least {min}'],
    ['chat.fileNotSupported', 'File is not supported'],
    ['chat.fileTooLarge', 'The file is too large. Please select file no larger than {max} MB.'],
    ['copy.copied', 'Copied: {text}'],
    ['copy.failed', 'Failed to copy'],
    ['notFound.page', 'Page Not Found'],
    ['error.EXISTING_USER', 'This phone number is already registered'],
    ['error.EXISTING_BANK', 'This bank account is already in use'],
    ['error.WRONG_CREDENTIAL', 'Incorrect phone number or password'],
    ['error.REFUND_MINIMUM', 'The refund amount must be more than 0 baht'],
    ['error.TRANSFER_MINIMUM', 'The transfer amount must be more than 0'],
    ['error.TRANSFER_FAIL', 'Transfer failed. The funds have been returned to your wallet'],
    ['error.INVALID_USER_1', 'Cannot verify identity. Please log in again'],
    ['error.INVALID_USER_4', 'Cannot verify identity. Please log in again'],
    ['error.BANK_ACCOUNT_NAME_ENG', 'Bank account name must be in English only'],
    ['error.PHONE_NUMBER_REQUIRE_10_DIGIT', 'The phone number must support 10 digits'],
    ['slip.reason.UPLOADED_FILE_NOT_EXIST', 'Incorrect slip'],
    ['slip.reason.IMG_SIZE_UNABLE_TO_PROCESS', 'Incorrect slip'],
    ['slip.reason.CANNOT_READ_CROPPED_IMAGE', 'Incorrect slip'],
    ['slip.reason.DEST_ACC_INVALID', 'Wrong destination account'],
    ['slip.reason.SLIP_REFNO_DUPLICATED', 'Duplicate slip'],
    ['slip.reason.TRIPPLE_WRONG_CAPTCHA', 'Captcha wrong three times in a row'],
    ['slip.reason.EXPIRED_SLIP', 'Expired slip'],
    ['slip.reason.UNKNOW_ERROR', 'Unknown error, please contact admin'],
  ])('English %s is %j', (id, text) => {
    expect(englishMessages[id]).toBe(text);
  });
});
