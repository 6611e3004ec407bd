// Seed players whose data shows every visual state of the product (issue 3): balances, cards, statements, slips...
import { BONUSES, DEMO_PLAYER, GAMES, INVITE_BANNERS, REFUND_BANNERS, WHEEL } from './catalogue';
import {
  KIP_SHOWCASE_FACTOR,
  LAO_BAHT_BANK,
  LAO_BAHT_PLAYER,
  LAO_DEMO_BANK,
  LAO_DEMO_CHAT,
  LAO_DEMO_PLAYER,
  textInKip,
} from './laos-catalogue';
import { createPlayer, openGameAccount } from '../state/players';
import type { SandboxState } from '../state/store';
import { SLIP_FAILURE_REASONS } from '@wallet/domain';
import type { ChatMessage, MovementStatus, Player, Statement, StatementType } from '../state/types';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Second seeded player, with nothing yet: the empty states. */
export const NEWCOMER = { username: '0823456789', password: 'newbie123', name: 'Suda Newcomer' } as const;
/** A closed account: login answers INACTIVE_USER. */
export const INACTIVE = { username: '0899999999', password: 'inactive1', name: 'Inactive Player' } as const;
/** A player holding a bonus (the "current" card look, BONUS_REMAINING, REFUND_CONDITION). */
export const BONUS_PLAYER = { username: '0845678901', password: 'bonus1234', name: 'Malee Bonus' } as const;
/** A player banking at KTB with a Thai account name (the English-name edit). */
export const KTB_PLAYER = { username: '0834567890', password: 'ktbuser12', name: 'Anan Ktb' } as const;

/** Fills a fresh state with the seed players. */
export function seedWorld(state: SandboxState): void {
  const now = state.now().getTime();
  const at = (msAgo: number): Date => new Date(now - msAgo);
  state.banners = {
    invite: INVITE_BANNERS.map((b) => ({ ...b })),
    refund: REFUND_BANNERS.map((b) => ({ ...b })),
  };

  const demo = createPlayer(state, {
    ...DEMO_PLAYER,
    bankCode: 'SCB',
    bankAccountName: 'SOMCHAI DEMO',
    bankAccountNo: '1234567890',
    sourceCode: 'FACEBOOK',
    createdAt: at(120 * DAY),
  });
  seedShowcase(state, demo, at, {
    customer: 'สวัสดีครับ ฝากเงินแล้วยังไม่เข้า',
    support: 'เงินเข้าแล้วค่ะ ขอบคุณค่ะ / Your deposit has arrived.',
  });
  state.addPlayer(demo);

  const newcomer = createPlayer(state, {
    ...NEWCOMER,
    bankCode: 'KBANK',
    bankAccountName: 'SUDA NEWCOMER',
    bankAccountNo: '0987654321',
    sourceCode: 'LINE',
    inviteCode: `PR${demo._id}`,
    createdAt: at(2 * DAY),
  });
  // The spin wheel is off for the newcomer (home shows refresh-all instead); invite bonus stays 0.
  newcomer.spinActive = false;
  state.addPlayer(newcomer);

  const holder = createPlayer(state, {
    ...BONUS_PLAYER,
    bankCode: 'BAY',
    bankAccountName: 'MALEE BONUS',
    bankAccountNo: '2223334445',
    sourceCode: 'GOOGLE',
    createdAt: at(60 * DAY),
  });
  holder.wallet = 80_000;
  holder.coin = 1;
  holder.refundPot = 2_000;
  for (const account of holder.games) if (account.code === 'pg') openGameAccount(state, holder, account);
  seedBonuses(state, holder, at);
  seedHeldBonus(state, holder, at);
  seedExhaustedByPeriod(state, holder, at);
  seedCoupons(state, holder, at);
  state.addPlayer(holder);

  const ktb = createPlayer(state, {
    ...KTB_PLAYER,
    bankCode: 'KTB',
    bankAccountName: 'อนันต์ กรุงไทย',
    bankAccountNo: '1112223334',
    createdAt: at(30 * DAY),
  });
  ktb.wallet = 50_000;
  state.addPlayer(ktb);

  state.addPlayer(
    createPlayer(state, {
      ...INACTIVE,
      bankCode: 'GSB',
      bankAccountName: 'INACTIVE PLAYER',
      bankAccountNo: '5556667778',
      isActive: false,
      createdAt: at(400 * DAY),
    }),
  );

  // The Laos market adds the Lao demo player (seeded last, so the players above get the same ids in both markets).
  if (state.market.name === 'laos') {
    const lao = createPlayer(state, {
      ...LAO_DEMO_PLAYER,
      ...LAO_DEMO_BANK,
      sourceCode: 'FACEBOOK',
      createdAt: at(90 * DAY),
    });
    seedShowcase(state, lao, at, LAO_DEMO_CHAT);
    scaleMoney(lao, KIP_SHOWCASE_FACTOR);
    state.addPlayer(lao);
    const laoBaht = createPlayer(state, {
      ...LAO_BAHT_PLAYER,
      ...LAO_BAHT_BANK,
      sourceCode: 'FRIEND',
      createdAt: at(45 * DAY),
    });
    seedShowcase(state, laoBaht, at, LAO_DEMO_CHAT);
    state.addPlayer(laoBaht);
  }
}

/** Multiplies every amount a seeded player holds or sees (a kip account's showcase: kip-sized figures). */
function scaleMoney(player: Player, factor: number): void {
  player.wallet *= factor;
  for (const account of player.games) account.amount *= factor;
  for (const statement of player.statements) {
    statement.amount *= factor;
    // Descriptions that name baht ("Free 50 baht credit", "Lucky wheel 50฿") name the kip-sized sum instead.
    for (const key of ['bonus', 'promotion', 'invite', 'refund', 'luckydraw'] as const) {
      const detail = statement[key];
      if (detail) detail.description = textInKip(detail.description, factor);
    }
  }
  for (const slip of player.slips) {
    if (slip.amount !== null) slip.amount *= factor;
    slip.readAmount *= factor;
  }
  player.invite.amount *= factor;
  for (const invitee of player.invitees) invitee.amount *= factor;
  for (const refund of player.refunds) refund.refundAmount *= factor;
  player.refundPot *= factor;
  player.refundBonus *= factor;
  for (const coupon of player.coupons) coupon.amount *= factor;
}

/**
 * A demo player's showcase: wallet, coins, open and closed games with balances, statements, slips, bonus history,
 * invitees, refunds, a received promotion, coupons and a support conversation (`chat`: the two texts).
 */
function seedShowcase(
  state: SandboxState,
  player: Player,
  at: (ms: number) => Date,
  chat: { customer: string; support: string },
): void {
  player.coin = 3;
  player.wallet = 125_050;
  player.lastSync = at(5 * MINUTE);
  const balances: Record<string, number> = { pg: 30_000, JOKER: 12_075, UFABET: 50_000, huayhd: 8_000 };
  const open = new Set(['pg', 'joker2', 'JOKER', 'askmebet', 'UFABET', 'betflix', 'huayhd']);
  for (const account of player.games) {
    if (open.has(account.code)) openGameAccount(state, player, account);
    account.amount = balances[account.code] ?? 0;
  }
  seedStatements(state, player, at);
  seedSlips(state, player, at);
  seedBonuses(state, player, at);
  seedInvites(player, at);
  seedRefunds(player, at);
  // FREE50 was received already (PROMOTION_RECEIVED); NEWYEAR is still to be found and activated.
  player.promotionsReceived.add('FREE50');
  seedCoupons(state, player, at);
  seedChat(state, player, at, chat);
}

/** 24 statements: every type, every status, details of every kind. */
function seedStatements(state: SandboxState, player: Player, at: (ms: number) => Date): void {
  const rows: [StatementType, MovementStatus, string | null, string, number, Partial<Statement>?][] = [
    ['deposit', 'SUCCESS', null, 'wallet', 100_000],
    ['deposit', 'PENDING', null, 'wallet', 50_000],
    ['deposit', 'FAILED', null, 'wallet', 20_000],
    ['bonus', 'SUCCESS', 'bonus', 'wallet', 10_000, { bonus: { description: 'Daily bonus 10%' } }],
    ['bonus', 'SUCCESS', 'promotion', 'wallet', 5_000, { promotion: { description: 'Free 50 baht credit' } }],
    ['bonus', 'SUCCESS', 'invite', 'wallet', 2_500, { invite: { description: 'Invite bonus' } }],
    ['bonus', 'SUCCESS', 'refund', 'wallet', 1_500, { refund: { description: 'Loss refund' } }],
    ['bonus', 'SUCCESS', 'luckydraw', 'wallet', 5_000, { luckydraw: { description: 'Lucky wheel 50฿' } }],
    [
      'finish_bonus',
      'SUCCESS',
      'wallet',
      'wallet',
      0,
      { bonus: { description: 'Daily bonus 10% finished' } },
    ],
    ['withdraw', 'SUCCESS', 'wallet', player.bankCode, 30_000],
    ['withdraw', 'PENDING', 'wallet', player.bankCode, 20_000],
    ['withdraw', 'PROCESSING', 'wallet', player.bankCode, 15_000],
    ['withdraw', 'FAILED', 'wallet', player.bankCode, 10_000],
    ['transfer', 'SUCCESS', 'wallet', 'pg', 30_000],
    ['transfer', 'SUCCESS', 'UFABET', 'wallet', 12_000],
    ['transfer', 'FAILED', 'wallet', 'askmebet', 5_000],
    ['transfer', 'PENDING', 'wallet', 'JOKER', 2_000],
  ];
  let minutes = 60 * 24 * 40;
  const extra: typeof rows = [];
  for (let i = 0; i < 7; i += 1) extra.push(['deposit', 'SUCCESS', null, 'wallet', 10_000 * (i + 1)]);
  for (const [statementType, status, from, to, amount, detail] of [...extra, ...rows]) {
    minutes -= 97;
    player.statements.unshift({
      _id: state.newId(),
      statementType,
      status,
      from,
      to,
      amount,
      createdAt: at(minutes * MINUTE),
      ...detail,
    });
  }
}

/** Slips: processing, success, and one failed slip per failure reason. */
function seedSlips(state: SandboxState, player: Player, at: (ms: number) => Date): void {
  const make = (status: MovementStatus, note: string | null, hoursAgo: number, amount: number): void => {
    const _id = state.newId();
    state.uploads.set(`/uploads/slips/${_id}.svg`, {
      contentType: 'image/svg+xml',
      bytes: new TextEncoder().encode(slipImage(amount, _id)),
      name: `${_id}.svg`,
    });
    player.slips.unshift({
      _id,
      createdAt: at(hoursAgo * HOUR),
      amount: status === 'PROCESSING' ? null : amount,
      status,
      note,
      link: `/uploads/slips/${_id}.svg`,
      reference: `REF${_id.slice(-10).toUpperCase()}`,
      settlesAt: null,
      outcome: note ?? 'SUCCESS',
      readAmount: amount,
    });
  };
  SLIP_FAILURE_REASONS.forEach((reason, i) => make('FAILED', reason, 200 - i * 5, 10_000 + i * 1_000));
  make('FAILED', 'OTHER_REASON', 100, 3_000);
  make('SUCCESS', null, 50, 100_000);
  make('PROCESSING', null, 1, 50_000);
}

/** A drawn bank slip, served for seeded slips. */
function slipImage(amount: number, id: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320" viewBox="0 0 240 320"><rect width="240" height="320" fill="#f4f7fb"/><text x="20" y="40" font-family="sans-serif" font-size="18">Transfer slip</text><text x="20" y="90" font-family="sans-serif" font-size="28">${(amount / 100).toFixed(2)} THB</text><text x="20" y="140" font-family="monospace" font-size="11">${id}</text></svg>`;
}

/** Bonus history: WELCOME100 already received (disabled look), DAILY10 used days ago, others never (clickable). */
function seedBonuses(state: SandboxState, player: Player, at: (ms: number) => Date): void {
  for (const bonus of BONUSES.slice(0, 2))
    player.bonuses.set(bonus.code, { _id: state.newId(), isActive: false, received: [] });
  player.bonuses.get('WELCOME100')?.received.push(at(100 * DAY));
  player.bonuses.get('DAILY10')?.received.push(at(3 * DAY));
}

/**
 * DAILY10 received twice and WEEKLY20 once at the seed's instant: exhausted by day and by week until the market day
 * (and week) turns, which a test reaches by resetting with `now` just before midnight UTC+7 and moving the clock.
 */
function seedExhaustedByPeriod(state: SandboxState, player: Player, at: (ms: number) => Date): void {
  const daily = player.bonuses.get('DAILY10') ?? { _id: state.newId(), isActive: false, received: [] };
  daily.received = [at(0), at(0)];
  player.bonuses.set('DAILY10', daily);
  player.bonuses.set('WEEKLY20', { _id: state.newId(), isActive: false, received: [at(0)] });
}

/** CASHBACK5 held (the current look); its condition is met, so the cancel flow works at once. */
function seedHeldBonus(state: SandboxState, player: Player, at: (ms: number) => Date): void {
  player.bonuses.set('CASHBACK5', { _id: state.newId(), isActive: true, received: [at(2 * HOUR)] });
  player.held = {
    kind: 'bonus',
    code: 'CASHBACK5',
    amount: 5_000,
    percentFail: 10,
    description: 'Cashback 5% up to 100 baht, three times',
    clearBelow: 100_000,
    activatedAt: at(2 * HOUR),
  };
}

/** 14 invitees (two pages) and an invite bonus waiting to be received. */
function seedInvites(player: Player, at: (ms: number) => Date): void {
  const names = [
    'Niran',
    'Malee',
    'Prasert',
    'Kanya',
    'Somsak',
    'Wipa',
    'Chai',
    'Ratana',
    'Boon',
    'Dao',
    'Ekkachai',
    'Fah',
    'Gade',
    'Hom',
  ];
  names.forEach((name, i) => {
    const played = i % 3 !== 2;
    player.invitees.push({
      name: `${name} Invitee`,
      amount: played ? 1_000 * (i + 1) : 0,
      createdAt: at((i + 1) * 2 * DAY),
      played,
    });
  });
  player.invite = {
    amount: 12_500,
    success: player.invitees.filter((i) => i.played).length,
    fail: player.invitees.filter((i) => !i.played).length,
  };
}

/** 13 refund log rows (two pages) and a refund available. */
function seedRefunds(player: Player, at: (ms: number) => Date): void {
  for (let i = 0; i < 13; i += 1)
    player.refunds.push({ refundAmount: 500 + i * 250, createdAt: at((i + 1) * 7 * DAY) });
  player.refundPot = 4_250;
}

/** Coupons: claimable credit, item prize, expired, claimed (two pages of 3). */
function seedCoupons(state: SandboxState, player: Player, at: (ms: number) => Date): void {
  const slice = (code: string) => WHEEL.slices.find((s) => s.code === code);
  const add = (code: string, createdAgo: number, expiresIn: number, claimed: boolean): void => {
    const s = slice(code);
    if (!s) return;
    player.coupons.unshift({
      _id: state.newId(),
      sliceCode: s.code,
      name: WHEEL.name,
      amount: s.amount,
      createdAt: at(createdAgo),
      expiresAt: at(-expiresIn),
      claimedAt: claimed ? at(createdAgo - HOUR) : null,
    });
  };
  add('C100', 10 * DAY, -3 * DAY, true);
  add('C10', 9 * DAY, -2 * DAY, false);
  add('SHIRT', 3 * DAY, 4 * DAY, false);
  add('C50', 1 * DAY, 6 * DAY, false);
}

/** A short support conversation so the chat opens with history. */
function seedChat(
  state: SandboxState,
  player: Player,
  at: (ms: number) => Date,
  chat: { customer: string; support: string },
): void {
  const base = {
    session_id: `s-${player._id}`,
    userId: player._id,
    guestId: null,
    username: player.username,
    deviceToken: null,
    clientId: null,
  };
  const messages: ChatMessage[] = [
    {
      ...base,
      _id: state.newId(),
      // Sent by the app, which tags its messages with a clientId.
      clientId: '0b7d3c52-5f0e-4c41-9a8e-6d2f1e4a7c90',
      sender: 'customer',
      name: player.name,
      message: { message_type: 'text', payload: { message: chat.customer } },
      createdAt: at(26 * HOUR),
      readAt: at(26 * HOUR),
    },
    {
      ...base,
      _id: state.newId(),
      sender: 'admin',
      name: 'Support',
      message: { message_type: 'text', payload: { message: chat.support } },
      createdAt: at(25 * HOUR),
      readAt: null,
    },
  ];
  state.chats.set(`u:${player._id}`, messages);
}

/** Seeded game codes, exported for tests that need an open or closed account. */
export const SEEDED_GAMES = {
  open: ['pg', 'joker2', 'JOKER', 'askmebet', 'UFABET', 'betflix', 'huayhd'],
  closed: GAMES.map((g) => g.code).filter(
    (c) => !['pg', 'joker2', 'JOKER', 'askmebet', 'UFABET', 'betflix', 'huayhd'].includes(c),
  ),
} as const;
