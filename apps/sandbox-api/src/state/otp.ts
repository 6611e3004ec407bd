// Registration OTP: send (code printed in the log), verify, expiry, blocking after repeated wrong codes, rate limit.
import { ApiFailure } from '../errors';
import type { SandboxState } from './store';
import { checkPhone } from './account';

/** An OTP is valid this long. */
export const OTP_LIFETIME_MS = 5 * 60 * 1000;
/** At most this many sends per phone in OTP_SEND_WINDOW_MS, else REQUEST_LIMIT. */
export const OTP_SENDS_PER_WINDOW = 3;
export const OTP_SEND_WINDOW_MS = 10 * 60 * 1000;
/** Wrong codes before the phone is blocked (OTP_BLOCK) for OTP_BLOCK_MS. */
export const OTP_MAX_FAILURES = 5;
export const OTP_BLOCK_MS = 15 * 60 * 1000;

/** Throws OTP_BLOCK while the phone is blocked. */
function checkBlock(state: SandboxState, phone: string): void {
  const until = state.otpBlocks.get(phone);
  if (until && until.getTime() > state.now().getTime()) throw new ApiFailure('OTP_BLOCK');
  if (until) state.otpBlocks.delete(phone);
}

/** POST /api/otp/send: a verified phone answers OTP_VERIFIED without a new code. */
export function sendOtp(
  state: SandboxState,
  phone: string,
): { otpRef: string; otpToken: string; code: 'OTP_VERIFIED' | 'SUCCESS' } {
  checkPhone(state.market, phone);
  if (state.playerByPhone(phone)) throw new ApiFailure('EXISTING_USER');
  checkBlock(state, phone);
  const now = state.now().getTime();
  if (state.verifiedPhones.has(phone)) return { otpRef: '', otpToken: '', code: 'OTP_VERIFIED' };
  const sends = (state.otpSends.get(phone) ?? []).filter((t) => now - t.getTime() < OTP_SEND_WINDOW_MS);
  if (sends.length >= OTP_SENDS_PER_WINDOW) throw new ApiFailure('REQUEST_LIMIT');
  sends.push(state.now());
  state.otpSends.set(phone, sends);
  const otpToken = `otp-${state.random.hex(24)}`;
  const otpRef = state.random.letters(4);
  const code = state.random.digits(6);
  state.otps.set(otpToken, {
    otpToken,
    otpRef,
    phone,
    code,
    expiresAt: new Date(now + OTP_LIFETIME_MS),
    failures: 0,
    verified: false,
  });
  state.log(`[sandbox] OTP for ${phone}: ${code} (ref ${otpRef})`);
  return { otpRef, otpToken, code: 'SUCCESS' };
}

/** POST /api/otp/verify. */
export function verifyOtp(state: SandboxState, otpToken: string, otpCode: string): void {
  const otp = state.otps.get(otpToken);
  if (!otp) throw new ApiFailure('OTP_TOKEN_INVALID');
  checkBlock(state, otp.phone);
  if (otp.verified) throw new ApiFailure('OTP_VERIFIED');
  if (otp.expiresAt.getTime() <= state.now().getTime()) throw new ApiFailure('OTP_EXPIRED');
  if (otp.code !== otpCode) {
    otp.failures += 1;
    if (otp.failures >= OTP_MAX_FAILURES) {
      state.otpBlocks.set(otp.phone, new Date(state.now().getTime() + OTP_BLOCK_MS));
      state.otps.delete(otpToken);
      throw new ApiFailure('OTP_BLOCK');
    }
    throw new ApiFailure('OTP_CODE_INVALID');
  }
  otp.verified = true;
  state.verifiedPhones.add(otp.phone);
}
