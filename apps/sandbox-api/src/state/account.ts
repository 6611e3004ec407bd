// Accounts: login, registration checks, profile and password changes.
import {
  PLAYER_NAME_MAX_LENGTH,
  REFERRAL_CODE_PREFIX,
  checkPlayerName,
  isEnglishName,
  requiresEnglishAccountName,
  toUpperName,
  validateBankAccountNameEdit,
  validatePhoneForRule,
  formatMessage,
} from '@wallet/domain';
import { ApiFailure } from '../errors';
import type { Market } from '../market';
import type { SandboxState } from './store';
import { createPlayer } from './players';
import type { Player } from './types';

/**
 * Logs a player in; unknown phone or wrong password is WRONG_CREDENTIAL, a closed account INACTIVE_USER. `client`
 * is who asks (the connection's address): repeated failures make that client wait longer and longer between its
 * attempts (docs/product.md#login), never anyone else, so guessing is slow and the player's own phone still logs in.
 */
export function login(state: SandboxState, username: string, password: string, client: string): string {
  state.throttle.checkLogin(username, client, state.now());
  const player = state.playerByPhone(username);
  if (!player || player.password !== password) {
    state.throttle.loginFailed(username, client, state.now());
    throw new ApiFailure('WRONG_CREDENTIAL');
  }
  if (!player.isActive) throw new ApiFailure('INACTIVE_USER');
  state.throttle.loginSucceeded(username, client);
  return state.issueToken(player);
}

/**
 * A phone number the market accepts, by the app's own rule (domain's validatePhoneForRule). Thai: 10 digits, else
 * PHONE_NUMBER_REQUIRE_10_DIGIT. Laos: a Lao mobile number (docs/product.md#phone), else KEY_INVALID naming the
 * expected form (the app's validation.laoMobile text), never the 10-digit code.
 */
export function checkPhone(market: Market, phone: string): void {
  const checked = validatePhoneForRule(phone, market.phoneRule);
  if (market.phoneRule === 'fixed-length') {
    if (!checked.ok || !/^\d+$/.test(phone)) throw new ApiFailure('PHONE_NUMBER_REQUIRE_10_DIGIT');
    return;
  }
  if (!checked.ok) throw new ApiFailure('KEY_INVALID', formatMessage({ id: 'validation.laoMobile' }));
}

/** Bank code known in the market and account name English where the bank demands it. */
export function checkBank(market: Market, bankCode: string, bankAccountName: string): void {
  if (!market.banks.some((b) => b.code === bankCode)) throw new ApiFailure('INVALID_BANK');
  if (requiresEnglishAccountName(bankCode) && !isEnglishName(bankAccountName)) {
    throw new ApiFailure('BANK_ACCOUNT_NAME_ENG');
  }
}

/** Account numbers are digits only, 10 to 15 of them. */
export function checkAccountNo(bankAccountNo: string): void {
  if (!/^\d{10,15}$/.test(bankAccountNo))
    throw new ApiFailure('KEY_INVALID', 'bankAccountNo must be 10 to 15 digits');
}

/** The register payload in docs/product.md#registration. */
export interface RegisterInput {
  name: string;
  username: string;
  password: string;
  sourceCode: string;
  inviteCode: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
  currency: string;
}

/** What a registration may be checked with: the phone always, the rest when the wizard knows it. */
export type RegistrationCheck = Pick<RegisterInput, 'username'> & Partial<Omit<RegisterInput, 'username'>>;

/** POST /api/account/validate: everything a registration would refuse, without creating the player. */
export function validateRegistration(state: SandboxState, input: RegistrationCheck): void {
  checkPhone(state.market, input.username);
  if (state.playerByPhone(input.username)) throw new ApiFailure('EXISTING_USER');
  if (input.name !== undefined) checkName(input.name);
  if (input.bankCode !== undefined) checkBank(state.market, input.bankCode, input.bankAccountName ?? '');
  if (input.bankAccountNo !== undefined) {
    checkAccountNo(input.bankAccountNo);
    for (const player of state.players.values()) {
      if (player.bankCode === input.bankCode && player.bankAccountNo === input.bankAccountNo) {
        throw new ApiFailure('EXISTING_BANK');
      }
    }
  }
  if (input.inviteCode && !inviterOf(state, input.inviteCode)) {
    throw new ApiFailure('INVALID_USER_INFO', 'inviteCode is unknown');
  }
}

/** The player whose referral code (PR + _id) this is. */
export function inviterOf(state: SandboxState, inviteCode: string): Player | undefined {
  if (!inviteCode.startsWith(REFERRAL_CODE_PREFIX)) return undefined;
  return state.players.get(inviteCode.slice(REFERRAL_CODE_PREFIX.length));
}

/** POST /api/account: validates, requires a verified OTP when OTP is on, creates the player. */
export function register(state: SandboxState, input: RegisterInput): Player {
  validateRegistration(state, input);
  if (state.switches.registerOTP && !state.verifiedPhones.has(input.username))
    throw new ApiFailure('UNVERIFIED_OTP');
  const player = createPlayer(state, {
    ...input,
    name: checkName(input.name),
    bankAccountName: toUpperName(input.bankAccountName.replace(/\s+/g, ' ').trim()),
  });
  state.addPlayer(player);
  state.verifiedPhones.delete(input.username);
  const inviter = inviterOf(state, input.inviteCode);
  if (inviter) {
    inviter.invitees.unshift({ name: player.name, amount: 0, createdAt: state.now(), played: false });
    inviter.invite.fail += 1;
  }
  state.log(`[sandbox] registered ${player.username} (${player.name})`);
  return player;
}

/** Why the domain's player name rule refuses a name, in the words of the error's message. */
const NAME_PROBLEMS = {
  empty: 'name is required',
  'too-long': `name must be at most ${PLAYER_NAME_MAX_LENGTH} characters`,
  hidden: 'name must not contain control, invisible or text-reversing characters',
} as const;

/** The name as stored (trimmed) when the domain's player name rule (the app's) accepts it; INVALID_USER_INFO otherwise. */
export function checkName(name: string): string {
  const checked = checkPlayerName(name);
  if (!checked.ok) throw new ApiFailure('INVALID_USER_INFO', NAME_PROBLEMS[checked.problem]);
  return checked.value;
}

/** PUT /api/account/profile: name and bank details, with the registration checks (bank known, English name for
 * KTB/TMB/BBL, 10-15 digits, account not another player's) and the player name rule (INVALID_USER_INFO). */
export function updateProfile(
  state: SandboxState,
  player: Player,
  input: { name: string; bankCode: string; bankAccountName: string; bankAccountNo: string },
): void {
  const name = checkName(input.name);
  checkBank(state.market, input.bankCode, input.bankAccountName);
  checkAccountNo(input.bankAccountNo);
  for (const other of state.players.values()) {
    if (
      other !== player &&
      other.bankCode === input.bankCode &&
      other.bankAccountNo === input.bankAccountNo
    ) {
      throw new ApiFailure('EXISTING_BANK');
    }
  }
  player.name = name;
  player.bankCode = input.bankCode;
  player.bankAccountName = toUpperName(input.bankAccountName.replace(/\s+/g, ' ').trim());
  player.bankAccountNo = input.bankAccountNo;
}

/** PUT /api/account/bankAccountName: English name for KTB/TMB/BBL accounts, stored upper case. */
export function updateBankAccountName(player: Player, bankCode: string, bankAccountName: string): void {
  if (bankCode !== player.bankCode) throw new ApiFailure('INVALID_BANK');
  const checked = validateBankAccountNameEdit(bankAccountName.replace(/\s+/g, ' '));
  if (!checked.ok) throw new ApiFailure('BANK_ACCOUNT_NAME_ENG');
  player.bankAccountName = checked.value;
}

/** PUT /api/account/changepwd: WRONG_PASSWORD unless the old one matches. */
export function changePassword(player: Player, oldPassword: string, newPassword: string): void {
  if (player.password !== oldPassword) throw new ApiFailure('WRONG_PASSWORD');
  if (newPassword.length < 6)
    throw new ApiFailure('KEY_INVALID', 'newPassword must have at least 6 characters');
  player.password = newPassword;
}
