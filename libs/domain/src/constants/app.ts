// The app itself and its calls to the server (docs/product.md#overview).

/** Version of the player wallet app (docs/product.md#overview). Example: `APP_VERSION === '1.1.14'`. */
export const APP_VERSION = '1.1.14';
/** Timeout of every API call in ms. Example: `fetchWithTimeout(url, REQUEST_TIMEOUT_MS)` waits 60000 ms. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Timeout of slip and chat media uploads in ms. Example: `UPLOAD_TIMEOUT_MS === 300000`. */
export const UPLOAD_TIMEOUT_MS = 300_000;
/** Bytes in one megabyte as used by the upload limits. Example: `10 * BYTES_PER_MB === 10485760`. */
export const BYTES_PER_MB = 1024 * 1024;
