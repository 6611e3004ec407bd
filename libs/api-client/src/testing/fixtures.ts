// Typed fixture builders of every entity, for Storybook stories and component tests: valid defaults, any field overridable.
import type {
  AgreementsLookup,
  Banner,
  BannerList,
  BankAccount,
  BankList,
  BankRef,
  Bonus,
  BonusActiveCheck,
  BonusList,
  BonusMinimumCheck,
  ChatButton,
  ChatConfig,
  ChatGenericCard,
  ChatHistory,
  ChatSendResponse,
  ChatUploadResponse,
  ChatMessage,
  ChatWidgetLookup,
  ConditionsLookup,
  ContactLookup,
  Coupon,
  CouponClaimResponse,
  CouponList,
  CurrentPromotion,
  DepositBank,
  DepositLookup,
  DepositWallet,
  ErrorCode,
  ErrorEnvelope,
  GameAccount,
  InviteList,
  InviteRecord,
  InviteSummary,
  LinkResponse,
  LoginResponse,
  MessageResponse,
  MoneyResponse,
  NoticeLookup,
  OtpSendResponse,
  Profile,
  PromotionFound,
  QrState,
  RefundCheck,
  RefundList,
  RefundLog,
  RegisterOtpLookup,
  RegisterPayload,
  ServiceActive,
  SiteInfo,
  SlipItem,
  SlipList,
  SlipLookup,
  SlotAccount,
  SourceItem,
  SourceList,
  SpinActive,
  SpinOutcome,
  SpinResult,
  SpinSetup,
  SpinSlice,
  SpinWheel,
  StatementItem,
  StatementList,
  UrlResponse,
  UserBonus,
  Wallet,
  WalletResponse,
  WithdrawLimits,
} from '../generated/openapi';
import { NO_QR_STATE } from '../qr-state';

/** A builder: fresh defaults merged with the given overrides (shallow). */
export type Builder<T> = (overrides?: Partial<T>) => T;

function builder<T>(defaults: () => T): Builder<T> {
  return (overrides = {}) => ({ ...defaults(), ...overrides });
}

/** Fixed instant used by every default date, so snapshots and screenshots are stable. */
export const FIXTURE_NOW = '2026-11-22T07:30:00.000Z';

// ------------------------------------------------------------------ errors and generic results
/** Error envelope. Example: `buildErrorEnvelope({ code: 'NO_BANK' })` (message defaults to the code). */
export function buildErrorEnvelope(
  overrides: Partial<ErrorEnvelope> & { code?: ErrorCode } = {},
): ErrorEnvelope {
  const code = overrides.code ?? 'INTERNAL_SERVER_ERROR';
  return { code, message: overrides.message ?? code };
}
export const buildMessageResponse = builder<MessageResponse>(() => ({ code: 'SUCCESS', message: 'SUCCESS' }));
export const buildWallet = builder<Wallet>(() => ({ amount: 1500.5 }));
export const buildMoneyResponse = builder<MoneyResponse>(() => ({
  code: 'SUCCESS',
  message: 'SUCCESS',
  wallet: buildWallet(),
}));
export const buildLinkResponse = builder<LinkResponse>(() => ({
  link: 'https://games.example.com/pg/launch?t=demo',
}));
export const buildUrlResponse = builder<UrlResponse>(() => ({
  url: 'https://cdn.example.com/slips/SLIP-000123.jpg',
}));
export const buildLoginResponse = builder<LoginResponse>(() => ({ token: 'demo-token' }));

// ------------------------------------------------------------------ lookups
export const buildServiceActive = builder<ServiceActive>(() => ({ active: true, terminated: null }));
export const buildSiteInfo = builder<SiteInfo>(() => ({
  name: 'Wallet Demo',
  website: 'https://wallet.example.com',
}));
export const buildBankRef = builder<BankRef>(() => ({ code: 'SCB', nameTH: 'ธนาคารไทยพาณิชย์' }));
export const buildBankList = builder<BankList>(() => ({
  banks: [
    buildBankRef(),
    buildBankRef({ code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย' }),
    buildBankRef({ code: 'KTB', nameTH: 'ธนาคารกรุงไทย' }),
  ],
}));
export const buildSourceItem = builder<SourceItem>(() => ({ code: 'FACEBOOK', description: 'Facebook' }));
export const buildSourceList = builder<SourceList>(() => ({
  sources: [buildSourceItem(), buildSourceItem({ code: 'FRIEND', description: 'A friend' })],
}));
export const buildConditionsLookup = builder<ConditionsLookup>(() => ({
  conditions: ['<p>Deposits arrive in the wallet within 1 minute.</p>', '<p>One account per person.</p>'],
}));
export const buildAgreementsLookup = builder<AgreementsLookup>(() => ({
  agreements: ['<p>I am over 18 years old.</p>', '<p>I accept the terms of service.</p>'],
}));
export const buildNoticeLookup = builder<NoticeLookup>(() => ({
  notice: 'Turnover of %percentFail% percent is required before withdrawal.',
}));
export const buildContactLookup = builder<ContactLookup>(() => ({
  contactText: 'Support answers 24 hours a day.',
  lineLink: 'https://line.me/R/ti/p/@walletdemo',
  lineName: '@walletdemo',
  lineQR: 'https://cdn.example.com/line-qr.png',
}));
export const buildWithdrawLimits = builder<WithdrawLimits>(() => ({ withdrawMin: 100, withdrawMax: 50000 }));
export const buildSlipLookup = builder<SlipLookup>(() => ({
  isOpen: true,
  openTime: '00:30',
  closeTime: '23:30',
}));
export const buildRegisterOtpLookup = builder<RegisterOtpLookup>(() => ({ registerOTP: true }));
export const buildChatWidgetLookup = builder<ChatWidgetLookup>(() => ({ enableChatWidget: true }));
export const buildDepositBank = builder<DepositBank>(() => ({
  bankType: 'BANK',
  bankCode: 'SCB',
  mode: 'AUTO',
  bank: { nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank' },
  bankAccountName: 'WALLET DEMO CO LTD',
  bankAccountNo: '0123456789',
  currency: 'BAHT',
}));
export const buildDepositWallet = builder<DepositWallet>(() => ({
  mode: 'LINK',
  walletAccountName: 'Wallet Demo',
}));
export const buildDepositLookup = builder<DepositLookup>(() => ({
  banks: [
    buildDepositBank(),
    buildDepositBank({
      bankCode: 'KBANK',
      mode: 'SMS',
      bank: { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' },
    }),
    buildDepositBank({
      bankType: 'PAYMENT',
      bankCode: 'WW',
      mode: 'AUTO',
      bank: { nameTH: 'WW Pay', nameEN: 'WW Pay' },
    }),
  ],
  wallets: [buildDepositWallet()],
  isManual: false,
}));

// ------------------------------------------------------------------ account
export const buildProfile = builder<Profile>(() => ({
  _id: '64f1c2a9e4b0a1b2c3d4e5f6',
  username: '0812345678',
  name: 'Somchai Demo',
  bankCode: 'SCB',
  bankAccountName: 'SOMCHAI DEMO',
  bankAccountNo: '1234567890',
  createdAt: FIXTURE_NOW,
  coin: 3,
}));
export const buildRegisterPayload = builder<RegisterPayload>(() => ({
  name: 'Somsri Demo',
  username: '0898765432',
  password: 'secret123',
  sourceCode: 'FACEBOOK',
  bankCode: 'SCB',
  bankAccountName: 'SOMSRI DEMO',
  bankAccountNo: '9876543210',
}));
export const buildOtpSendResponse = builder<OtpSendResponse>(() => ({
  otpRef: 'AB12',
  otpToken: 'otp-7f3a9c',
  code: 'SUCCESS',
}));

// ------------------------------------------------------------------ wallet and games
export const buildBankAccount = builder<BankAccount>(() => ({
  bankAccountName: 'SOMCHAI DEMO',
  bankAccountNo: '1234567890',
  bank: buildBankRef(),
}));
export const buildInviteSummary = builder<InviteSummary>(() => ({ amount: 150, success: 2, fail: 1 }));
export const buildGameAccount = builder<GameAccount>(() => ({
  code: 'pg',
  name: 'PG Soft',
  logo: 'https://cdn.example.com/games/pg-logo.png',
  background: 'https://cdn.example.com/games/pg-bg.png',
  isActive: true,
  amount: 250,
  ftWalletSlot: 1,
  web: 'https://games.example.com/pg',
  android: null,
  ios: null,
  username: 'pg0812345678',
  password: 'Xy12ab34',
  event: {},
}));
export const buildSlotAccount = builder<SlotAccount>(() => ({
  ...buildGameAccount(),
  category: 'slot' as const,
}));
/** An account not opened yet: no balance, no credentials. */
export const buildInactiveSlotAccount = builder<SlotAccount>(() => ({
  ...buildSlotAccount({
    code: 'joker',
    name: 'Joker Gaming',
    isActive: false,
    amount: 0,
    username: '',
    password: '',
  }),
}));
export const buildWalletResponse = builder<WalletResponse>(() => ({
  profile: buildProfile(),
  bankAccount: buildBankAccount(),
  wallet: buildWallet(),
  invite: buildInviteSummary(),
  slots: [
    buildSlotAccount(),
    buildInactiveSlotAccount(),
    buildSlotAccount({ code: 'ufabet', name: 'UFABET', category: 'sport', amount: 80 }),
    buildSlotAccount({ code: 'huayhd', name: 'Huay HD', category: 'lotto', amount: 0, isActive: false }),
  ],
  lastSync: FIXTURE_NOW,
}));

// ------------------------------------------------------------------ invite and refund
export const buildInviteRecord = builder<InviteRecord>(() => ({
  from: { name: 'Somsri Friend' },
  amount: 50,
  createdAt: FIXTURE_NOW,
}));
export const buildInviteList = builder<InviteList>(() => ({ invites: [buildInviteRecord()], total: 1 }));
export const buildBanner = builder<Banner>(() => ({
  image: 'https://cdn.example.com/banners/invite.png',
  html: null,
}));
export const buildBannerList = builder<BannerList>(() => ({ banners: [buildBanner()] }));
export const buildRefundCheck = builder<RefundCheck>(() => ({
  result: true,
  bonus: false,
  info: '<p>Refunds are paid every Monday.</p>',
  refundAmount: 120,
  refundSuccess: 5,
  refundFail: 10,
}));
export const buildRefundLog = builder<RefundLog>(() => ({ refundAmount: 120, createdAt: FIXTURE_NOW }));
export const buildRefundList = builder<RefundList>(() => ({ refunds: [buildRefundLog()], total: 1 }));

// ------------------------------------------------------------------ spin wheel
export const buildSpinSlice = builder<SpinSlice>(() => ({
  code: 'CREDIT50',
  label: '50 credit',
  bgColor: '#f5b400',
  textColor: '#222222',
  htmlDescription: null,
}));
export const buildSpinWheel = builder<SpinWheel>(() => ({
  name: 'Lucky wheel',
  slice: [
    buildSpinSlice(),
    buildSpinSlice({ code: 'NOTHING', label: 'Try again', bgColor: '#1d3557', textColor: '#ffffff' }),
    buildSpinSlice({
      code: 'CREDIT100',
      label: '100 credit',
      bgColor: '#e63946',
      textColor: '#ffffff',
      htmlDescription: '<p>Paid into the wallet.</p>',
    }),
  ],
}));
export const buildSpinSetup = builder<SpinSetup>(() => ({
  result: { activeSpinwheel: buildSpinWheel(), userCoin: 3 },
}));
export const buildSpinOutcome = builder<SpinOutcome>(() => ({
  code: 'CREDIT50',
  label: '50 credit',
  remainingCoin: 2,
}));
export const buildSpinResult = builder<SpinResult>(() => ({
  success: true,
  result: buildSpinOutcome(),
  error: null,
}));
/** A spin the server refused (no coins: MONEY_NOT_ENOUGH; no active wheel: NO_DATA). */
export const buildRefusedSpinResult = builder<SpinResult>(() => ({
  success: false,
  result: null,
  error: 'MONEY_NOT_ENOUGH',
}));
export const buildCoupon = builder<Coupon>(() => ({
  _id: 'cpn-0001',
  prize: { name: 'Lucky wheel', slice: { label: '50 credit', htmlDescription: null } },
  amount: 50,
  createdAt: FIXTURE_NOW,
  expiresAt: '2026-11-29T07:30:00.000Z',
  claimed: false,
}));
export const buildCouponList = builder<CouponList>(() => ({ coupons: [buildCoupon()] }));
export const buildCouponClaimResponse = builder<CouponClaimResponse>(() => ({
  code: 'SUCCESS',
  message: 'SUCCESS',
  label: '50 credit',
  wallet: buildWallet(),
}));
export const buildSpinActive = builder<SpinActive>(() => ({ active: true, coupon: 1, coins: 3 }));

// ------------------------------------------------------------------ qr code
export const buildQrState = builder<QrState>(() => ({
  qrcodeId: 'qr-0001',
  hasQrcode: true,
  qrcode: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
  amount: 100,
  expireIn: 900,
  message: null,
}));
/** No live QR code for the provider. */
export const buildEmptyQrState = builder<QrState>(() => ({ ...NO_QR_STATE }));

// ------------------------------------------------------------------ bonus and promotion
export const buildUserBonus = builder<UserBonus>(() => ({
  _id: 'ub-0001',
  isActive: false,
  received: [{ updatedAt: FIXTURE_NOW }],
}));
export const buildBonus = builder<Bonus>(() => ({
  code: 'WELCOME100',
  type: 'limit',
  maxReceived: 1,
  banners: [buildBanner({ image: 'https://cdn.example.com/banners/welcome.png' })],
  percentFail: 10,
  userBonus: null,
}));
export const buildBonusList = builder<BonusList>(() => ({
  bonuses: [
    buildBonus(),
    buildBonus({
      code: 'DAILY10',
      type: 'day',
      maxReceived: 2,
      userBonus: buildUserBonus({ isActive: true }),
    }),
    buildBonus({ code: 'WEEKLY5', type: 'week', maxReceived: 1, userBonus: buildUserBonus() }),
  ],
}));
export const buildBonusActiveCheck = builder<BonusActiveCheck>(() => ({ status: false, type: null }));
export const buildBonusMinimumCheck = builder<BonusMinimumCheck>(() => ({
  status: true,
  amount: 3,
  minimum: 5,
}));
export const buildPromotionFound = builder<PromotionFound>(() => ({
  percentFail: 5,
  description: 'New year promotion',
}));
export const buildCurrentPromotion = builder<CurrentPromotion>(() => ({ promotion: null }));

// ------------------------------------------------------------------ statement and slips
export const buildStatementItem = builder<StatementItem>(() => ({
  _id: 'st-0001',
  statementType: 'deposit',
  status: 'SUCCESS',
  from: null,
  to: 'wallet',
  amount: 500,
  createdAt: FIXTURE_NOW,
}));
export const buildStatementList = builder<StatementList>(() => ({
  total: 3,
  statements: [
    buildStatementItem(),
    buildStatementItem({
      _id: 'st-0002',
      statementType: 'withdraw',
      status: 'PENDING',
      from: 'wallet',
      to: 'SCB',
      amount: 200,
    }),
    buildStatementItem({
      _id: 'st-0003',
      statementType: 'bonus',
      status: 'SUCCESS',
      from: null,
      to: 'wallet',
      amount: 50,
      bonus: { description: 'Welcome bonus' },
    }),
  ],
}));
export const buildSlipItem = builder<SlipItem>(() => ({
  createdAt: FIXTURE_NOW,
  amount: 500,
  status: 'SUCCESS',
  note: null,
  link: 'https://cdn.example.com/slips/SLIP-000123.jpg',
  reference: 'SLIP-000123',
}));
export const buildSlipList = builder<SlipList>(() => ({
  slips: [
    buildSlipItem(),
    buildSlipItem({ status: 'FAILED', note: 'SLIP_REFNO_DUPLICATED', reference: 'SLIP-000124' }),
  ],
  total: 2,
}));

// ------------------------------------------------------------------ chat
export const buildChatConfig = builder<ChatConfig>(() => ({ PREFIX: 'wallet-' }));
export const buildChatButton = builder<ChatButton>(() => ({
  title: 'Deposit help',
  type: 'postback',
  payload: 'DEPOSIT_HELP',
}));
export const buildChatGenericCard = builder<ChatGenericCard>(() => ({
  image_url: 'https://cdn.example.com/chat/promo.png',
  title: 'Promotions',
  subtitle: 'See this week’s bonuses',
  buttons: [
    buildChatButton({ title: 'Open', type: 'web', payload: 'https://wallet.example.com/user/bonus' }),
  ],
}));
export const buildChatMessage = builder<ChatMessage>(() => ({
  _id: '65f1c0a2b3d4e5f601234567',
  clientId: '3f2b9c1e-7a4d-4c1b-9e0f-2d6a8b5c4e71',
  sender: 'customer',
  message: { message_type: 'text', payload: { message: 'Hello, I need help with a deposit.' } },
  createdAt: FIXTURE_NOW,
  session_id: null,
  userId: '64f1c2a9e4b0a1b2c3d4e5f6',
  guestId: null,
  username: '0812345678',
  name: 'Somchai Demo',
  deviceToken: null,
}));
/** A support reply with buttons. */
export const buildSupportMessage = builder<ChatMessage>(() => {
  const { clientId: _customerOnly, ...customer } = buildChatMessage();
  return {
    ...customer,
    _id: '65f1c0a2b3d4e5f601234568',
    sender: 'admin',
    message: {
      message_type: 'buttons',
      payload: { message: 'How can we help?', buttons: [buildChatButton()] },
    },
  };
});
export const buildChatHistory = builder<ChatHistory>(() => ({
  messages: [buildSupportMessage(), buildChatMessage()],
}));
export const buildChatSendResponse = builder<ChatSendResponse>(() => ({
  _id: '65f1c0a2b3d4e5f601234567',
  clientId: '3f2b9c1e-7a4d-4c1b-9e0f-2d6a8b5c4e71',
  createdAt: FIXTURE_NOW,
}));
export const buildChatUploadResponse = builder<ChatUploadResponse>(() => ({
  path: '/uploads/chat/demo.png',
}));
