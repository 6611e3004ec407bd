import { describe, expect, it } from 'vitest';
import { localizedBankName } from './bank-name';

const ktb = { nameTH: 'ธนาคารกรุงไทย', nameEN: 'Krungthai Bank' };

describe('localizedBankName', () => {
  it.each([
    [ktb, 'th', 'ธนาคารกรุงไทย'],
    [ktb, 'la', 'Krungthai Bank'],
    [ktb, 'en', 'Krungthai Bank'],
    [{ nameTH: 'ธนาคารกรุงไทย' }, 'en', 'ธนาคารกรุงไทย'],
    [{ nameTH: 'ธนาคารกรุงไทย', nameEN: '  ' }, 'la', 'ธนาคารกรุงไทย'],
    [{ nameTH: 'ธนาคารกรุงไทย', nameEN: ' Krungthai Bank ' }, 'en', 'Krungthai Bank'],
  ] as const)('localizedBankName(%j, %s) is %j', (bank, locale, expected) => {
    expect(localizedBankName(bank, locale)).toBe(expected);
  });
});
