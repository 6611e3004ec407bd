import { describe, expect, it } from 'vitest';
import { BANKS } from '../seed/catalogue';
import { createSandbox } from '../sandbox';

describe('GET /api/lookup/banks', () => {
  it('gives every bank with its Thai and English name, and a Lao name for a bank of Laos (the screens show one by language)', async () => {
    const { app } = createSandbox({ log: () => undefined });
    const res = await app.request('/api/lookup/banks');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      banks: Array<{ code: string; nameTH: string; nameEN: string; nameLO?: string }>;
    };
    expect(body.banks).toEqual(BANKS.map((bank) => ({ ...bank })));
    expect(body.banks.find((b) => b.code === 'KTB')).toEqual({
      code: 'KTB',
      nameTH: 'ธนาคารกรุงไทย',
      nameEN: 'Krungthai Bank',
    });
    expect(body.banks.find((b) => b.code === 'BCEL')).toEqual({
      code: 'BCEL',
      nameTH: 'ธนาคารการค้าต่างประเทศลาว',
      nameEN: 'Banque pour le Commerce Exterieur Lao Public',
      nameLO: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ ມະຫາຊົນ',
    });
  });
});
