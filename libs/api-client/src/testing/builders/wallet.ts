// Fixture builders: wallet and games.
import type {
  BankAccount,
  GameAccount,
  InviteSummary,
  SlotAccount,
  WalletResponse,
} from '../../generated/openapi';
import { FIXTURE_NOW, builder } from './builder';
import { buildProfile } from './account';
import { buildBankRef } from './lookups';
import { buildWallet } from './results';

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
