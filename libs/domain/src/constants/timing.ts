// Delays and debounces of the screens (docs/product.md#constants).

/** Delay before a loading spinner shows, in ms. Example: `setTimeout(showLoader, LOADER_DELAY_MS)`. */
export const LOADER_DELAY_MS = 200;
/** Delay of a call after its loader shows, in ms. Example: `setTimeout(load, CALL_AFTER_LOADER_DELAY_MS)`. */
export const CALL_AFTER_LOADER_DELAY_MS = 200;
/** Delay before the agreement modal opens on home, in ms. Example: `setTimeout(openAgreement, AGREEMENT_MODAL_DELAY_MS)`. */
export const AGREEMENT_MODAL_DELAY_MS = 1500;
/** Delay before going to /login after registration, in ms. Example: `setTimeout(goLogin, REGISTER_REDIRECT_MS)`. */
export const REGISTER_REDIRECT_MS = 2000;
/** Delay between the wheel stopping and the prize modal, in ms. Example: `setTimeout(openPrize, PRIZE_MODAL_DELAY_MS)`. */
export const PRIZE_MODAL_DELAY_MS = 2000;
/** Debounce of window resize handling, in ms. Example: `debounce(resize, RESIZE_DEBOUNCE_MS)`. */
export const RESIZE_DEBOUNCE_MS = 500;
/** Debounce of the coupon claim confirm button, in ms. Example: `debounce(claim, CLAIM_DEBOUNCE_MS)`. */
export const CLAIM_DEBOUNCE_MS = 500;
/**
 * How long a player page stays without any answer from the server before it asks whether the session still holds
 * (docs/product.md#session), in ms. Example: `if (now - lastAnswer >= SESSION_CHECK_MS) checkSession()`.
 */
export const SESSION_CHECK_MS = 10_000;
/**
 * Seconds before a new registration OTP can be asked for, counted from each code sent (docs/product.md#registration).
 * Example: `disabled={secondsLeft(sentAt, OTP_RESEND_SECONDS) > 0}`.
 */
export const OTP_RESEND_SECONDS = 60;
