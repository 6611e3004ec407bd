// What differs by market or is fixed by it: phone length, Laos currencies, English-only banks, the clock and zone,
// the referral code prefix (docs/product.md#overview).

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
/** Prefix of a referral (invite) code. Example: `` `${REFERRAL_CODE_PREFIX}${id}` ``. */
export const REFERRAL_CODE_PREFIX = 'PR';
/** Offset of the market's clock (Thailand and Laos, UTC+7, no daylight saving) in minutes. Example: `MARKET_UTC_OFFSET_MINUTES === 420`. */
export const MARKET_UTC_OFFSET_MINUTES = 420;
/** IANA zone used to show dates. Example: `formatDateTime(d, DEFAULT_TIME_ZONE)`. */
export const DEFAULT_TIME_ZONE = 'Asia/Bangkok';
