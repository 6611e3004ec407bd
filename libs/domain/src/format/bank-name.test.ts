import { describe, expect, it } from 'vitest';
import { localizedBankName } from './bank-name';

const ktb = { nameTH: 'ธนาคารกรุงไทย', nameEN: 'Krungthai Bank' };
const bcel = {
  nameTH: 'ธนาคารการค้าต่างประเทศลาว',
  nameEN: 'Banque pour le Commerce Exterieur Lao Public',
  nameLO: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ ມະຫາຊົນ',
};

describe('localizedBankName', () => {
  it.each([
    // A Thai bank: Thai in Thai and Lao (it has no Lao name), English in English.
    [ktb, 'th', 'ธนาคารกรุงไทย'],
    [ktb, 'la', 'ธนาคารกรุงไทย'],
    [ktb, 'en', 'Krungthai Bank'],
    // A Lao bank: its Lao name in Lao.
    [bcel, 'th', 'ธนาคารการค้าต่างประเทศลาว'],
    [bcel, 'la', 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ ມະຫາຊົນ'],
    [bcel, 'en', 'Banque pour le Commerce Exterieur Lao Public'],
    // A missing or blank name falls back to the Thai one; names are trimmed.
    [{ nameTH: 'ธนาคารกรุงไทย' }, 'en', 'ธนาคารกรุงไทย'],
    [{ nameTH: 'ธนาคารกรุงไทย', nameEN: '  ' }, 'en', 'ธนาคารกรุงไทย'],
    [{ nameTH: 'ธนาคารการค้าต่างประเทศลาว', nameLO: ' ' }, 'la', 'ธนาคารการค้าต่างประเทศลาว'],
    [{ nameTH: 'ธนาคารกรุงไทย', nameEN: ' Krungthai Bank ' }, 'en', 'Krungthai Bank'],
    [{ nameTH: ' ธนาคารกรุงไทย ', nameLO: 'x' }, 'th', 'ธนาคารกรุงไทย'],
  ] as const)('localizedBankName(%j, %s) is %j', (bank, locale, expected) => {
    expect(localizedBankName(bank, locale)).toBe(expected);
  });
});
