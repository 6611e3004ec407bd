// Fixture builders: lookups.
import type {
  AgreementsLookup,
  BankList,
  BankRef,
  ChatWidgetLookup,
  ConditionsLookup,
  ContactLookup,
  DepositBank,
  DepositLookup,
  DepositWallet,
  NoticeLookup,
  RegisterOtpLookup,
  ServiceActive,
  SiteInfo,
  SlipLookup,
  SourceItem,
  SourceList,
  WithdrawLimits,
} from '../../generated/openapi';
import { builder } from './builder';

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
