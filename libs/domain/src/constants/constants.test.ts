import { describe, expect, it } from 'vitest';
import * as constants from './index';

// Every value in docs/product.md#constants (and the version of section 1), named once.
const expected: [keyof typeof constants, unknown][] = [
  ['APP_VERSION', '1.1.14'],
  ['REQUEST_TIMEOUT_MS', 60_000],
  ['UPLOAD_TIMEOUT_MS', 300_000],
  ['CHAT_HISTORY_PAGE_SIZE', 10],
  ['CHAT_TEXT_MAX', 2000],
  ['CHAT_IMAGE_MAX_MB', 10],
  ['CHAT_VIDEO_MAX_MB', 20],
  ['CHAT_SOCKET_CHECK_MS', 5000],
  ['CHAT_MARK_READ_DELAY_MS', 1000],
  ['CHAT_RECONNECT_DELAY_MS', 500],
  ['CHAT_ALERT_MS', 4000],
  ['CHAT_INVITE_BUBBLE_DELAY_MS', 100],
  ['BYTES_PER_MB', 1_048_576],
  ['PHONE_LENGTH', 10],
  ['LAOS_CURRENCIES', ['LAK', 'BAHT']],
  ['DEFAULT_LAOS_CURRENCY', 'LAK'],
  ['ENGLISH_ONLY_BANKS', ['KTB', 'TMB', 'BBL']],
  ['TRANSFER_MIN_BAHT', 1],
  ['QR_AMOUNT_MIN', 1],
  ['TABLE_PAGE_SIZE', 10],
  ['COUPON_PAGE_SIZE', 3],
  ['PAGINATION_BEFORE', 3],
  ['PAGINATION_AFTER', 1],
  ['QR_COUNTDOWN_TICK_MS', 1000],
  ['REFERRAL_CODE_PREFIX', 'PR'],
  ['LOADER_DELAY_MS', 200],
  ['CALL_AFTER_LOADER_DELAY_MS', 200],
  ['AGREEMENT_MODAL_DELAY_MS', 1500],
  ['REGISTER_REDIRECT_MS', 2000],
  ['PRIZE_MODAL_DELAY_MS', 2000],
  ['RESIZE_DEBOUNCE_MS', 500],
  ['CLAIM_DEBOUNCE_MS', 500],
  ['SESSION_CHECK_MS', 10_000],
  ['OTP_RESEND_SECONDS', 60],
  ['WHEEL_MAX_SIZE_PX', 350],
  ['WHEEL_WINDOW_RATIO', 0.85],
  ['SPIN_FRICTION', 0.991],
  ['SPIN_EXTRA_TURNS', [3, 4]],
  ['SPIN_BASE_MIN_MS', 4000],
  ['SPIN_BASE_MAX_MS', 5000],
  ['SPIN_TURN_FACTOR', 0.1],
  ['MARKET_UTC_OFFSET_MINUTES', 420],
  ['DEFAULT_TIME_ZONE', 'Asia/Bangkok'],
  ['TRUE_WALLET_MIN_BAHT', 2],
  ['DEPOSIT_ARRIVAL_MINUTES', 1],
  ['SLIP_UPLOAD_WITHIN_HOURS', 1],
  // The keys docs/product.md#storage names; the rest of STORAGE_KEYS is checked against the doc's list below.
  ['STORAGE_KEYS', expect.objectContaining({ lastSync: 'last_sync', locale: 'locale', guestId: 'guest-id' })],
];

describe('constants in docs/product.md#constants', () => {
  it('holds every value the rules give', () => {
    const names = expected.map(([name]) => name);
    expect(Object.fromEntries(names.map((name) => [name, constants[name]]))).toEqual(
      Object.fromEntries(expected),
    );
  });

  it('stores what docs/product.md#storage lists and nothing else, each under a key of its own', () => {
    const { STORAGE_KEYS } = constants;
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual(
      [
        'agreement',
        'agreementPlayers',
        'guestId',
        'inviteCode',
        'lastSync',
        'locale',
        'switchNote',
        'token',
      ].sort(),
    );
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(Object.keys(STORAGE_KEYS).length);
  });

  it('files every constant under a topic and nothing else (UI sizes live in the ui-kit)', () => {
    expect(Object.keys(constants).sort()).toEqual(expected.map(([name]) => name).sort());
  });
});
