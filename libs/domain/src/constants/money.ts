// Money movements: transfer and QR minimums, the QR countdown, and the numbers the deposit texts state (docs/product.md#qr).

/** Smallest transfer between wallets in baht. Example: `amount >= TRANSFER_MIN_BAHT`. */
export const TRANSFER_MIN_BAHT = 1;
/** Smallest QR deposit amount that is submitted at all. Example: `amount >= QR_AMOUNT_MIN`. */
export const QR_AMOUNT_MIN = 1;
/** Tick of the QR countdown in ms. Example: `setInterval(tick, QR_COUNTDOWN_TICK_MS)`. */
export const QR_COUNTDOWN_TICK_MS = 1000;
/** Minimum True Wallet deposit in baht (a text rule). Example: `TRUE_WALLET_MIN_BAHT === 2`. */
export const TRUE_WALLET_MIN_BAHT = 2;
/** Minutes within which a deposit arrives in the wallet (a text rule). Example: `DEPOSIT_ARRIVAL_MINUTES === 1`. */
export const DEPOSIT_ARRIVAL_MINUTES = 1;
/** Hours after a transfer within which the slip must be uploaded (a text rule). Example: `SLIP_UPLOAD_WITHIN_HOURS === 1`. */
export const SLIP_UPLOAD_WITHIN_HOURS = 1;
