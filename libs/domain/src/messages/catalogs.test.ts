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

  // One assertion over every id: a failure names each id and what is wrong with it.
  it('gives every text the same simple placeholders in every language', () => {
    const problems = ids.flatMap((id) => {
      const expected = placeholders(englishMessages[id]);
      const texts = { en: englishMessages[id], th: thaiMessages[id], lo: laoMessages[id] };
      return [
        ...expected
          .filter((name) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
          .map((name) => `${id}: {${name}}`),
        ...Object.entries(texts)
          .filter(
            ([, text]) =>
              !braceBalance(text) || JSON.stringify(placeholders(text)) !== JSON.stringify(expected),
          )
          .map(([language]) => `${id} (${language})`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('translates every text into Thai and Lao script', () => {
    const problems = ids.flatMap((id) => {
      const english = englishMessages[id];
      const translated = !isCodeOrNumber(english);
      const checks: [string, boolean][] = [
        ['English is empty', english.trim() === ''],
        ['Thai is the English', translated && thaiMessages[id] === english],
        ['Lao is the English', translated && laoMessages[id] === english],
        ['Thai lacks Thai script', !/[\u0E01-\u0E5B]/.test(thaiMessages[id])],
        ['Thai holds Lao script', /[\u0E81-\u0EDF]/.test(thaiMessages[id])],
        ['Lao lacks Lao script', !/[\u0E81-\u0EDF]/.test(laoMessages[id])],
        ['Lao holds Thai script', /[\u0E01-\u0E5B]/.test(laoMessages[id])],
      ];
      return checks.filter(([, failed]) => failed).map(([problem]) => `${id}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('indexes the catalogues by stored locale', () => {
    expect(messageCatalogs).toEqual({ th: thaiMessages, la: laoMessages, en: englishMessages });
  });

  // Exact English texts given by the product rules (docs/product.md#errors).
  it('reads the exact English texts the rules give', () => {
    const expected: Partial<Record<MessageId, string>> = {
      'validation.phoneLength': 'The phone number must support 10 digits',
      'validation.passwordMismatch': "Passwords don't match",
      'validation.bankNameEnglish': 'Bank account name must be in English only',
      // The amount carries its unit (formatMoney): "at least 1.00 baht" names the number and baht.
      'validation.transferMinimum': 'The transfer amount must be at least {min}',
      'chat.fileNotSupported': 'File is not supported',
      'chat.fileTooLarge': 'The file is too large. Please select file no larger than {max} MB.',
      'copy.copied': 'Copied: {text}',
      'copy.failed': 'Failed to copy',
      'notFound.page': 'Page Not Found',
      'error.EXISTING_USER': 'This phone number is already registered',
      'error.EXISTING_BANK': 'This bank account is already in use',
      'error.WRONG_CREDENTIAL': 'Incorrect phone number or password',
      'error.REFUND_MINIMUM': 'The refund amount must be more than 0 baht',
      'error.TRANSFER_MINIMUM': 'The transfer amount must be more than 0',
      'error.TRANSFER_FAIL': 'Transfer failed. The funds have been returned to your wallet',
      'error.INVALID_USER_1': 'Cannot verify identity. Please log in again',
      'error.INVALID_USER_4': 'Cannot verify identity. Please log in again',
      'error.BANK_ACCOUNT_NAME_ENG': 'Bank account name must be in English only',
      'error.PHONE_NUMBER_REQUIRE_10_DIGIT': 'The phone number must support 10 digits',
      'slip.reason.UPLOADED_FILE_NOT_EXIST': 'Incorrect slip',
      'slip.reason.IMG_SIZE_UNABLE_TO_PROCESS': 'Incorrect slip',
      'slip.reason.CANNOT_READ_CROPPED_IMAGE': 'Incorrect slip',
      'slip.reason.DEST_ACC_INVALID': 'Wrong destination account',
      'slip.reason.SLIP_REFNO_DUPLICATED': 'Duplicate slip',
      'slip.reason.TRIPPLE_WRONG_CAPTCHA': 'Captcha wrong three times in a row',
      'slip.reason.EXPIRED_SLIP': 'Expired slip',
      'slip.reason.UNKNOW_ERROR': 'Unknown error, please contact admin',
    };
    const named = Object.keys(expected) as MessageId[];
    expect(Object.fromEntries(named.map((id) => [id, englishMessages[id]]))).toEqual(expected);
  });
});
