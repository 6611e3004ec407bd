// Every business constant in docs/product.md#constants (and the few fixed values of sections 1-5) as a named export,
// so no screen, client or SDK carries a magic number.

/** Version of the player wallet app (docs/product.md#constants). Example: `APP_VERSION === '1.1.14'`. */
export const APP_VERSION = '1.1.14';

/** Timeout of every API call in ms. Example: `fetchWithTimeout(url, REQUEST_TIMEOUT_MS)` waits 60000 ms. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Timeout of slip and chat media uploads in ms. Example: `UPLOAD_TIMEOUT_MS === 300000`. */
export const UPLOAD_TIMEOUT_MS = 300_000;

/** Chat history page size; the skip grows by this much. Example: `skip = page * CHAT_HISTORY_PAGE_SIZE`. */
export const CHAT_HISTORY_PAGE_SIZE = 10;
/** Longest chat text in characters. Example: `text.length <= CHAT_TEXT_MAX`. */
export const CHAT_TEXT_MAX = 2000;
/** Largest chat image in MB. Example: `size <= CHAT_IMAGE_MAX_MB * MB`. */
export const CHAT_IMAGE_MAX_MB = 10;
/** Largest chat video in MB. Example: `size <= CHAT_VIDEO_MAX_MB * MB`. */
export const CHAT_VIDEO_MAX_MB = 20;
/** Interval of the chat socket health check in ms. Example: `setInterval(rejoinIfDisconnected, CHAT_SOCKET_CHECK_MS)`. */
export const CHAT_SOCKET_CHECK_MS = 5000;
/** Delay before chat messages are marked read, in ms. Example: `setTimeout(markRead, CHAT_MARK_READ_DELAY_MS)`. */
export const CHAT_MARK_READ_DELAY_MS = 1000;
/** Delay between chat socket reconnection attempts in ms (attempts are unlimited). Example: `reconnectionDelay: CHAT_RECONNECT_DELAY_MS`. */
export const CHAT_RECONNECT_DELAY_MS = 500;
/** How long a chat alert stays visible, in ms. Example: `setTimeout(hideAlert, CHAT_ALERT_MS)`. */
export const CHAT_ALERT_MS = 4000;
/** Delay before the chat 'talk to admin' bubble appears, in ms. Example: `setTimeout(showBubble, CHAT_INVITE_BUBBLE_DELAY_MS)`. */
export const CHAT_INVITE_BUBBLE_DELAY_MS = 100;
/** Bytes in one megabyte as used by the upload limits. Example: `10 * BYTES_PER_MB === 10485760`. */
export const BYTES_PER_MB = 1024 * 1024;

/** Length of a phone number on the non-Laos build. Example: `'0812345678'.length === PHONE_LENGTH`. */
export const PHONE_LENGTH = 10;
/** Currencies offered on the Laos build. Example: `LAOS_CURRENCIES.includes('LAK')`. */
export const LAOS_CURRENCIES = ['LAK', 'BAHT'] as const;
/** A currency of the Laos build. Example: `const c: LaosCurrency = 'LAK'`. */
export type LaosCurrency = (typeof LAOS_CURRENCIES)[number];
/** Default currency on the Laos build. Example: `DEFAULT_LAOS_CURRENCY === 'LAK'`. */
export const DEFAULT_LAOS_CURRENCY: LaosCurrency = 'LAK';
/** Banks whose account name must be written in English. Example: `ENGLISH_ONLY_BANKS.includes('KTB')`. */
export const ENGLISH_ONLY_BANKS = ['KTB', 'TMB', 'BBL'] as const;

/** Smallest transfer between wallets in baht. Example: `amount >= TRANSFER_MIN_BAHT`. */
export const TRANSFER_MIN_BAHT = 1;
/** Smallest QR deposit amount that is submitted at all. Example: `amount >= QR_AMOUNT_MIN`. */
export const QR_AMOUNT_MIN = 1;
/** Rows per page of the invite, refund, statement and slip tables. Example: `{ page, limit: TABLE_PAGE_SIZE }`. */
export const TABLE_PAGE_SIZE = 10;
/** Rows per page of the spin coupon table. Example: `coupons.slice(0, COUPON_PAGE_SIZE)`. */
export const COUPON_PAGE_SIZE = 3;
/** Page links shown before the current page. Example: `pageRange(5, 9)` starts at `5 - PAGINATION_BEFORE`. */
export const PAGINATION_BEFORE = 3;
/** Page links shown after the current page. Example: `pageRange(5, 9)` ends at `5 + PAGINATION_AFTER`. */
export const PAGINATION_AFTER = 1;
/** Tick of the QR countdown in ms. Example: `setInterval(tick, QR_COUNTDOWN_TICK_MS)`. */
export const QR_COUNTDOWN_TICK_MS = 1000;
/** Prefix of a referral (invite) code. Example: `` `${REFERRAL_CODE_PREFIX}${id}` ``. */
export const REFERRAL_CODE_PREFIX = 'PR';

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

/** Largest wheel size in px. Example: `wheelSize(1200) === WHEEL_MAX_SIZE_PX`. */
export const WHEEL_MAX_SIZE_PX = 350;
/** Share of the window width the wheel may take on narrow screens. Example: `wheelSize(400) === 400 * WHEEL_WINDOW_RATIO`. */
export const WHEEL_WINDOW_RATIO = 0.85;
/** Per-frame friction of the spinning wheel. Example: `speed *= SPIN_FRICTION`. */
export const SPIN_FRICTION = 0.991;
/** Possible numbers of extra full turns of a spin. Example: `SPIN_EXTRA_TURNS.includes(pickExtraTurns(Math.random))`. */
export const SPIN_EXTRA_TURNS = [3, 4] as const;
/** Shortest base spin duration in ms before the turns factor. Example: `SPIN_BASE_MIN_MS === 4000`. */
export const SPIN_BASE_MIN_MS = 4000;
/** Longest base spin duration in ms before the turns factor. Example: `SPIN_BASE_MAX_MS === 5000`. */
export const SPIN_BASE_MAX_MS = 5000;
/** Factor applied per turn to the spin duration. Example: `base * turns * SPIN_TURN_FACTOR`. */
export const SPIN_TURN_FACTOR = 0.1;

/** Offset of the market's clock (Thailand and Laos, UTC+7, no daylight saving) in minutes. Example: `MARKET_UTC_OFFSET_MINUTES === 420`. */
export const MARKET_UTC_OFFSET_MINUTES = 420;
/** IANA zone used to show dates. Example: `formatDateTime(d, DEFAULT_TIME_ZONE)`. */
export const DEFAULT_TIME_ZONE = 'Asia/Bangkok';
/** Minimum True Wallet deposit in baht (a text rule). Example: `TRUE_WALLET_MIN_BAHT === 2`. */
export const TRUE_WALLET_MIN_BAHT = 2;
/** Minutes within which a deposit arrives in the wallet (a text rule). Example: `DEPOSIT_ARRIVAL_MINUTES === 1`. */
export const DEPOSIT_ARRIVAL_MINUTES = 1;
/** Hours after a transfer within which the slip must be uploaded (a text rule). Example: `SLIP_UPLOAD_WITHIN_HOURS === 1`. */
export const SLIP_UPLOAD_WITHIN_HOURS = 1;

/** Size of the game carousels on home. Example: `slidesPerView: CAROUSEL.visibleSlides`. */
export const CAROUSEL = { visibleSlides: 3, width: 300, height: 211 } as const;
