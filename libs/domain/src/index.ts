/** Version of the player wallet app (SPEC section 1). Example: `APP_VERSION === '1.1.14'`. */
export const APP_VERSION = '1.1.14';
