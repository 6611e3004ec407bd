// Reference data of the Laos market (the Laos build's sandbox): Lao banks, Lao-language lookup texts and sources,
// the Lao demo player. Lookup texts give the Lao text first and the English after a slash, as the Thai contact text does.
import { DEMO_CDN } from '../demo-assets';
import { BANKS, LOOKUP_TEXTS, type BankDefinition, type LookupTexts } from './catalogue';

/** Banks of Laos: code, Thai name (the `nameTH` the register wizard shows), English and Lao names. BCEL first. */
export const LAO_BANKS: readonly BankDefinition[] = [
  {
    code: 'BCEL',
    nameTH: 'ธนาคารการค้าต่างประเทศลาว',
    nameEN: 'Banque pour le Commerce Exterieur Lao Public',
    nameLO: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ ມະຫາຊົນ',
  },
  { code: 'LDB', nameTH: 'ธนาคารพัฒนาลาว', nameEN: 'Lao Development Bank', nameLO: 'ທະນາຄານພັດທະນາລາວ' },
  {
    code: 'APB',
    nameTH: 'ธนาคารส่งเสริมกสิกรรม',
    nameEN: 'Agricultural Promotion Bank',
    nameLO: 'ທະນາຄານສົ່ງເສີມກະສິກຳ',
  },
  { code: 'JDB', nameTH: 'ธนาคารร่วมพัฒนา', nameEN: 'Joint Development Bank', nameLO: 'ທະນາຄານຮ່ວມພັດທະນາ' },
  { code: 'LVB', nameTH: 'ธนาคารร่วมทุนลาว-เวียด', nameEN: 'Lao-Viet Bank', nameLO: 'ທະນາຄານຮ່ວມທຸນລາວ-ຫວຽດ' },
  { code: 'IDCB', nameTH: 'ธนาคารอินโดจีน', nameEN: 'Indochina Bank', nameLO: 'ທະນາຄານອິນໂດຈີນ' },
];

/**
 * Banks of the Laos market's lookups: the Lao banks, then the Thai banks (a Lao player may keep a baht account in
 * Thailand: the Laos build offers LAK and BAHT, docs/product.md#registration).
 */
export const LAOS_BANKS: readonly BankDefinition[] = [
  ...LAO_BANKS,
  ...BANKS.filter((bank) => !LAO_BANKS.some((lao) => lao.code === bank.code)),
];

/** Where Lao players heard of the site. */
export const LAOS_SOURCES: readonly { code: string; description: string }[] = [
  { code: 'FACEBOOK', description: 'Facebook' },
  { code: 'WHATSAPP', description: 'WhatsApp' },
  { code: 'TIKTOK', description: 'TikTok' },
  { code: 'FRIEND', description: 'ໝູ່ແນະນຳ' },
  { code: 'OTHER', description: 'ອື່ນໆ' },
];

/** Lookup texts of the Laos market: Lao, then English. */
export const LAOS_LOOKUP_TEXTS: LookupTexts = {
  info: LOOKUP_TEXTS.info,
  contact: {
    contactText: 'ຕິດຕໍ່ແອັດມິນໄດ້ຕະຫຼອດ 24 ຊົ່ວໂມງ / Contact support 24 hours a day',
    lineLink: 'https://line.me/R/ti/p/@wallet-sandbox-lao',
    lineName: '@wallet-sandbox-lao',
    lineQR: `${DEMO_CDN}/contact/line-qr.svg`,
  },
  conditions: [
    '<p>1. ໜຶ່ງຄົນຕໍ່ໜຶ່ງບັນຊີ, ບັນຊີທະນາຄານຕ້ອງເປັນຊື່ຂອງສະມາຊິກເອງ. / One account per person, bank account in the member&#39;s own name.</p>',
    '<p>2. ການຖອນເງິນຫຼັງຮັບໂບນັດຕ້ອງຖອນທັງໝົດ. / A withdrawal after a bonus must be the full amount.</p>',
    '<p>3. ເງິນຝາກເຂົ້າພາຍໃນ 1 ນາທີ. / Deposits arrive within 1 minute.</p>',
  ],
  agreements: [
    '<p>ການໃຊ້ເວັບໄຊນີ້ ທ່ານຢືນຢັນວ່າມີອາຍຸ 18 ປີຂຶ້ນໄປ. / By using this site you confirm you are over 18 years old.</p>',
    '<p>ຕ້ອງອັບໂຫຼດສະລິບພາຍໃນ 1 ຊົ່ວໂມງຫຼັງການໂອນ. / Slips must be uploaded within 1 hour of the transfer.</p>',
  ],
  notice:
    'ຖ້າເສຍ, %percentFail%% ຂອງໂບນັດຈະຖືກສົ່ງຄືນເຂົ້າກະເປົາ. / If you lose, %percentFail%% of the bonus is returned to the wallet.',
};

/**
 * The Laos build's own QR minimums (its `qrProviderMinimums` build setting, docs/product.md#qr: PAYTIMZ and FP minimums
 * are overridable by a build setting), so the Laos market refuses what the Laos build does not offer.
 */
export const LAOS_QR_MINIMUMS = { PAYTIMZ: 20, FP: 20 } as const;

/** The Lao demo player (Laos market only): an 11-digit Lao mobile number (020 network), printed on start-up. */
export const LAO_DEMO_PLAYER = {
  username: '02055512345',
  password: 'sabaidee1',
  name: 'ສຸກສະຫວັນ ວົງສາ',
} as const;

/** The Lao demo player's bank account: BCEL, in kip. */
export const LAO_DEMO_BANK = {
  bankCode: 'BCEL',
  bankAccountName: 'SOUKSAVANH VONGSA',
  bankAccountNo: '0101200055512',
  currency: 'LAK',
} as const;

/**
 * Kip per baht of the Lao demo player's showcase: its balances, statements, slips, rewards and coupons are the Thai
 * showcase's at kip size (1,250.50 baht becomes 2,501,000 kip).
 */
export const KIP_SHOWCASE_FACTOR = 2_000;

/** A second Lao player whose account is in baht (the Laos build offers both): the same showcase, in baht. */
export const LAO_BAHT_PLAYER = {
  username: '02077712345',
  password: 'sabaidee2',
  name: 'ບຸນມີ ພົມມະຈັນ',
} as const;

/** The baht Lao player's bank account: BCEL, in baht. */
export const LAO_BAHT_BANK = {
  bankCode: 'BCEL',
  bankAccountName: 'BOUNMY PHOMMACHANH',
  bankAccountNo: '0101200077712',
  currency: 'BAHT',
} as const;

/** The Lao demo player's support conversation: Lao, the support answer also in English. */
export const LAO_DEMO_CHAT = {
  customer: 'ສະບາຍດີ ໂອນເງິນຝາກແລ້ວ ແຕ່ເງິນຍັງບໍ່ເຂົ້າ',
  support: 'ເງິນເຂົ້າແລ້ວ ຂອບໃຈ / Your deposit has arrived.',
} as const;

/** Each way a seed text names a baht sum, and how the same text names a kip sum. */
const BAHT_TO_KIP: readonly [RegExp, string][] = [
  [/(\d[\d,]*)฿/g, '₭'],
  [/(\d[\d,]*) baht/g, ' kip'],
  [/(\d[\d,]*) บาท/g, ' กีบ'],
  [/(\d[\d,]*) ບາດ/g, ' ກີບ'],
];

/**
 * A seed text's baht sums ("50 baht", "50฿", "5 บาท", "30 ບາດ") as kip sums at `factor` kip per baht, each in the
 * text's own language ("50,000 kip", "50,000₭", "5,000 กีบ", "30,000 ກີບ").
 */
export function textInKip(text: string, factor: number): string {
  return BAHT_TO_KIP.reduce(
    (out, [pattern, unit]) =>
      out.replace(
        pattern,
        (_whole, baht: string) =>
          `${(Number(baht.replaceAll(',', '')) * factor).toLocaleString('en-US')}${unit}`,
      ),
    text,
  );
}
