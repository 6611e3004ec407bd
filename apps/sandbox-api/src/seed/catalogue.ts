// Operator reference data of the sandbox: banks, sources, games, bonuses, promotions, wheel, lookup texts.
import { DEMO_CDN } from '../demo-assets';
import type {
  Banner,
  BonusDefinition,
  GameDefinition,
  PromotionDefinition,
  WheelSlice,
} from '../state/types';

/** A bank a player can register with: its Thai and English names, and a Lao name for a bank of Laos. */
export interface BankDefinition {
  code: string;
  nameTH: string;
  nameEN: string;
  nameLO?: string;
}

/** Banks of the Thai market's registration and bank lookups (Thai banks plus BCEL); the Laos market's are in laos-catalogue.ts. */
export const BANKS: readonly BankDefinition[] = [
  { code: 'SCB', nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank' },
  { code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' },
  { code: 'GSB', nameTH: 'ธนาคารออมสิน', nameEN: 'Government Savings Bank' },
  { code: 'KTB', nameTH: 'ธนาคารกรุงไทย', nameEN: 'Krungthai Bank' },
  { code: 'TMB', nameTH: 'ธนาคารทหารไทยธนชาต', nameEN: 'TMBThanachart Bank' },
  { code: 'BBL', nameTH: 'ธนาคารกรุงเทพ', nameEN: 'Bangkok Bank' },
  { code: 'BAY', nameTH: 'ธนาคารกรุงศรีอยุธยา', nameEN: 'Bank of Ayudhya' },
  { code: 'BAAC', nameTH: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', nameEN: 'BAAC' },
  {
    code: 'BCEL',
    nameTH: 'ธนาคารการค้าต่างประเทศลาว',
    nameEN: 'Banque pour le Commerce Exterieur Lao Public',
    nameLO: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ ມະຫາຊົນ',
  },
];

/** QR payment providers (docs/product.md#qr) with the bank name they show. */
export const PAYMENT_PROVIDERS: readonly BankDefinition[] = [
  { code: 'WW', nameTH: 'WW Pay', nameEN: 'WW Pay' },
  { code: 'PAYTIMZ', nameTH: 'Paytimz', nameEN: 'Paytimz' },
  { code: 'PAYONEX', nameTH: 'Payonex', nameEN: 'Payonex' },
  { code: 'FP', nameTH: 'FP Pay', nameEN: 'FP Pay' },
];

/** Where players heard of the site. */
export const SOURCES: readonly { code: string; description: string }[] = [
  { code: 'FACEBOOK', description: 'Facebook' },
  { code: 'LINE', description: 'LINE' },
  { code: 'GOOGLE', description: 'Google' },
  { code: 'FRIEND', description: 'เพื่อนแนะนำ' },
  { code: 'OTHER', description: 'อื่น ๆ' },
];

const CDN = `${DEMO_CDN}/games`;
/** Host of the games' sites in the catalogue; the answers put the sandbox's own stand-in site (/__games) there. */
export const GAME_SITE = 'https://play.wallet-sandbox.example';

/** Build one game definition with the conventional asset URLs. */
function game(
  code: string,
  name: string,
  category: GameDefinition['category'],
  extra: Partial<GameDefinition> = {},
): GameDefinition {
  return {
    code,
    name,
    category,
    logo: `${CDN}/${code.toLowerCase()}-logo.svg`,
    background: `${CDN}/${code.toLowerCase()}-bg.svg`,
    ftWalletSlot: 0,
    web: `${GAME_SITE}/${code.toLowerCase()}`,
    android: null,
    ios: null,
    ...extra,
  };
}

/** Games of the three carousels, covering every entry mode in docs/product.md#games (auto-login, form post, URL, site, web). */
export const GAMES: readonly GameDefinition[] = [
  game('pg', 'PG Soft', 'slot', {
    android: 'https://play.google.com/store/apps/details?id=example.pg',
    ios: 'https://apps.apple.com/app/id000000001',
  }),
  game('joker2', 'Joker Gaming', 'slot'),
  game('JOKER', 'Joker123', 'slot', { ftWalletSlot: 2 }),
  game('SLOTXO', 'SlotXO', 'slot', { ftWalletSlot: 2 }),
  game('SUPERSLOT', 'Superslot', 'slot'),
  game('askmebet', 'AskMeBet', 'slot', { maintenance: true }),
  game('UFABET', 'UFABET', 'sport'),
  game('SEXYGAME', 'Sexy Baccarat', 'sport'),
  game('betflix', 'Betflix', 'sport'),
  game('areaslot', 'Area Slot', 'sport', { web: null }),
  game('huayhd', 'Huay HD', 'lotto'),
  game('LOTTOVIP', 'Lotto VIP', 'lotto'),
];

/** Banner pair used by bonus cards and the invite/refund carousels. */
function banner(name: string, html: string): Banner {
  return { image: `${DEMO_CDN}/banners/${name}.svg`, html };
}

/** Bonuses of the bonus page: one per type so every card look can be seeded. */
export const BONUSES: readonly BonusDefinition[] = [
  {
    code: 'WELCOME100',
    type: 'limit',
    maxReceived: 1,
    percentFail: 30,
    percent: 100,
    maxBonus: 50_000,
    clearBelow: 1_000,
    description: 'Welcome bonus 100% up to 500 baht',
    banners: [banner('welcome', '<p><strong>Welcome</strong> bonus 100%</p>')],
  },
  {
    code: 'DAILY10',
    type: 'day',
    maxReceived: 2,
    percentFail: 20,
    percent: 10,
    maxBonus: 20_000,
    clearBelow: 500,
    description: 'Daily bonus 10% up to 200 baht, twice a day',
    banners: [banner('daily', '<p>Daily bonus 10%</p>')],
  },
  {
    code: 'WEEKLY20',
    type: 'week',
    maxReceived: 1,
    percentFail: 25,
    percent: 20,
    maxBonus: 100_000,
    clearBelow: 2_000,
    description: 'Weekly bonus 20% up to 1,000 baht',
    banners: [banner('weekly', '<p>Weekly bonus 20%</p>'), banner('weekly-2', '<p>Every Monday</p>')],
  },
  {
    code: 'CASHBACK5',
    type: 'limit',
    maxReceived: 3,
    percentFail: 10,
    percent: 5,
    maxBonus: 10_000,
    clearBelow: 500,
    description: 'Cashback 5% up to 100 baht, three times',
    banners: [banner('cashback', '<p>Cashback 5%</p>')],
  },
];

/** Promotions found by code on the bonus page. */
export const PROMOTIONS: readonly PromotionDefinition[] = [
  {
    code: 'NEWYEAR',
    percentFail: 15,
    description: 'New year promotion: 300 baht credit',
    credit: 30_000,
    clearBelow: 1_000,
  },
  { code: 'FREE50', percentFail: 50, description: 'Free 50 baht credit', credit: 5_000, clearBelow: 500 },
];

/** The active prize wheel. */
export const WHEEL = {
  name: 'Lucky Wheel',
  slices: [
    {
      code: 'C10',
      label: '10฿',
      bgColor: '#f44336',
      textColor: '#ffffff',
      htmlDescription: '<p>10 baht credit</p>',
      weight: 30,
      amount: 1_000,
      couponType: 'credit',
    },
    {
      code: 'C50',
      label: '50฿',
      bgColor: '#2196f3',
      textColor: '#ffffff',
      htmlDescription: '<p>50 baht credit</p>',
      weight: 20,
      amount: 5_000,
      couponType: 'credit',
    },
    {
      code: 'C100',
      label: '100฿',
      bgColor: '#4caf50',
      textColor: '#ffffff',
      htmlDescription: '<p>100 baht credit</p>',
      weight: 10,
      amount: 10_000,
      couponType: 'credit',
    },
    {
      code: 'C500',
      label: '500฿',
      bgColor: '#ff9800',
      textColor: '#000000',
      htmlDescription: '<p>500 baht credit</p>',
      weight: 2,
      amount: 50_000,
      couponType: 'credit',
    },
    {
      code: 'SHIRT',
      label: 'T-shirt',
      bgColor: '#9c27b0',
      textColor: '#ffffff',
      htmlDescription: '<p>A team T-shirt, delivered by support</p>',
      weight: 8,
      amount: 0,
      couponType: 'item',
    },
    {
      code: 'C20',
      label: '20฿',
      bgColor: '#00bcd4',
      textColor: '#000000',
      htmlDescription: '',
      weight: 30,
      amount: 2_000,
      couponType: 'credit',
    },
    {
      code: 'C5',
      label: 'ฟรี 5 บาท',
      bgColor: '#795548',
      textColor: '#ffffff',
      htmlDescription: '<p>เครดิตฟรี 5 บาท เข้ากระเป๋าหลัก</p>',
      weight: 25,
      amount: 500,
      couponType: 'credit',
    },
    {
      code: 'C30',
      label: 'ໂບນັດ 30 ບາດ',
      bgColor: '#3f51b5',
      textColor: '#ffffff',
      htmlDescription: '<p>ເຄຣດິດ 30 ບາດ ເຂົ້າກະເປົາຫຼັກ</p>',
      weight: 15,
      amount: 3_000,
      couponType: 'credit',
    },
    {
      // The long label: the wheel shrinks, then cuts it; the table and modals wrap it.
      code: 'TRIP',
      label: 'Weekend trip for two to Luang Prabang',
      bgColor: '#263238',
      textColor: '#ffffff',
      htmlDescription:
        '<p>A <strong>weekend trip for two</strong>, flights and hotel included.</p><ul><li>Book within 30 days</li><li>Support arranges the dates</li></ul>',
      weight: 1,
      amount: 0,
      couponType: 'item',
    },
  ] satisfies WheelSlice[],
};

/** Texts of the lookups of one market. */
export interface LookupTexts {
  info: { readonly name: string; readonly website: string };
  contact: {
    readonly contactText: string;
    readonly lineLink: string;
    readonly lineName: string;
    readonly lineQR: string;
  };
  conditions: readonly string[];
  agreements: readonly string[];
  notice: string;
}

/** Texts of the lookups (HTML lists, contact, notice). */
export const LOOKUP_TEXTS = {
  info: { name: 'Wallet Sandbox', website: 'https://wallet-sandbox.example' },
  contact: {
    contactText: 'ติดต่อแอดมินได้ตลอด 24 ชั่วโมง / Contact support 24 hours a day',
    lineLink: 'https://line.me/R/ti/p/@wallet-sandbox',
    lineName: '@wallet-sandbox',
    lineQR: `${DEMO_CDN}/contact/line-qr.svg`,
  },
  conditions: [
    '<p>1. One account per person, bank account in the member&#39;s own name.</p>',
    '<p>2. A withdrawal after a bonus must be the full amount.</p>',
    '<p>3. Deposits arrive within 1 minute.</p>',
  ],
  agreements: [
    '<p>By using this site you confirm you are over 18 years old.</p>',
    '<p>Slips must be uploaded within 1 hour of the transfer.</p>',
  ],
  notice: 'If you lose, %percentFail%% of the bonus is returned to the wallet.',
} as const satisfies LookupTexts;

/** Deposit accounts of the operator. */
export const DEPOSIT_BANKS = [
  {
    bankType: 'BANK',
    bankCode: 'SCB',
    mode: 'AUTO',
    bankAccountName: 'WALLET SANDBOX CO LTD',
    bankAccountNo: '4071234567',
    currency: 'BAHT',
  },
  {
    bankType: 'BANK',
    bankCode: 'KBANK',
    mode: 'AUTO',
    bankAccountName: 'WALLET SANDBOX CO LTD',
    bankAccountNo: '0481234567',
    currency: 'BAHT',
  },
  {
    bankType: 'BANK',
    bankCode: 'KBANK',
    mode: 'SMS',
    bankAccountName: 'WALLET SANDBOX CO LTD',
    bankAccountNo: '0487654321',
    currency: 'BAHT',
  },
  {
    bankType: 'BANK',
    bankCode: 'GSB',
    mode: 'MANUAL',
    bankAccountName: 'WALLET SANDBOX CO LTD',
    bankAccountNo: '0201234567',
    currency: 'BAHT',
  },
  {
    bankType: 'BANK',
    bankCode: 'BCEL',
    mode: 'MANUAL',
    bankAccountName: 'WALLET SANDBOX LAO',
    bankAccountNo: '0101234567890',
    currency: 'LAK',
  },
  {
    bankType: 'PAYMENT',
    bankCode: 'WW',
    mode: 'AUTO',
    bankAccountName: 'WW Pay',
    bankAccountNo: '',
    currency: 'BAHT',
  },
  {
    bankType: 'PAYMENT',
    bankCode: 'PAYTIMZ',
    mode: 'AUTO',
    bankAccountName: 'Paytimz',
    bankAccountNo: '',
    currency: 'BAHT',
  },
  {
    bankType: 'PAYMENT',
    bankCode: 'PAYONEX',
    mode: 'AUTO',
    bankAccountName: 'Payonex',
    bankAccountNo: '',
    currency: 'BAHT',
  },
  {
    bankType: 'PAYMENT',
    bankCode: 'FP',
    mode: 'AUTO',
    bankAccountName: 'FP Pay',
    bankAccountNo: '',
    currency: 'BAHT',
  },
] as const;

/** True Wallet accounts of the operator. */
export const DEPOSIT_WALLETS = [
  { mode: 'AUTO', walletAccountName: 'WALLET SANDBOX' },
  { mode: 'LINK', walletAccountName: 'WALLET SANDBOX GIFT' },
] as const;

/**
 * Withdraw limits in baht: the maximum is below the demo player's wallet plus games (2,251.25), so both the minimum
 * and the maximum refuse amounts the player holds.
 */
export const WITHDRAW_LIMITS = { withdrawMin: 100, withdrawMax: 2_000 } as const;

/** Withdraw limits of a kip account (Laos market), kip-sized: the Lao demo player's 4,502,500 kip passes the maximum. */
export const WITHDRAW_LIMITS_KIP = { withdrawMin: 50_000, withdrawMax: 4_000_000 } as const;

/** How long the sandbox's operator usually takes to approve a withdrawal (the lookup's `approvalMinutes`). */
export const WITHDRAW_APPROVAL_MINUTES = 15;

/** The withdraw limits of an account currency (baht unless LAK), with the usual approval time. */
export function withdrawLimitsFor(currency: string): {
  withdrawMin: number;
  withdrawMax: number;
  approvalMinutes: number;
} {
  return {
    ...(currency === 'LAK' ? WITHDRAW_LIMITS_KIP : WITHDRAW_LIMITS),
    approvalMinutes: WITHDRAW_APPROVAL_MINUTES,
  };
}

/** QR code lifetime. */
export const QR_LIFETIME_MS = 15 * 60 * 1000;

/** Largest QR deposit a provider accepts in the sandbox (baht); the minimums are the domain's (docs/product.md#qr). */
export const QR_MAX_BAHT = 50_000;
/** Largest QR deposit of a kip account (kip). */
export const QR_MAX_KIP = 30_000_000;

/** Refund percentages shown by the refund check. */
export const REFUND_RATES = { refundSuccess: 5, refundFail: 10 } as const;

/** Refund conditions (HTML) shown by the refund check. */
export const REFUND_INFO =
  '<p>Refund 10% of weekly losses, 5% of qualifying turnover. Not available while a bonus is held.</p>';

/** Daily slip-upload window (market time, HH:mm). */
export const SLIP_WINDOW = { openTime: '00:30', closeTime: '23:30' } as const;

/** Coupons expire this long after they are won. */
export const COUPON_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Banners of the invite and refund carousels. */
export const INVITE_BANNERS: readonly Banner[] = [
  banner('invite', '<p>Invite friends and get 5% of their deposits</p>'),
  banner('invite-2', '<p>No limit on invitees</p>'),
];
export const REFUND_BANNERS: readonly Banner[] = [banner('refund', '<p>Loss refund 5% every week</p>')];

/** The demo player printed on start-up. */
export const DEMO_PLAYER = { username: '0812345678', password: 'demo1234', name: 'Somchai Demo' } as const;
