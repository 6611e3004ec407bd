// The market a sandbox plays: the Thai rules (default) or the Laos build's. docs/product.md#phone keeps the 10-digit phone
// rule for the non-Laos build (Lao mobile numbers on the Laos build), and section 9 gives the Laos build LAK (default) and BAHT and its own QR minimums.
import {
  DEFAULT_LAOS_CURRENCY,
  type LaosCurrency,
  type PhoneRule,
  type QrMinimumOverrides,
} from '@wallet/domain';
import {
  BANKS,
  DEMO_PLAYER,
  LOOKUP_TEXTS,
  SOURCES,
  type BankDefinition,
  type LookupTexts,
} from './seed/catalogue';
import {
  LAOS_BANKS,
  LAOS_LOOKUP_TEXTS,
  LAOS_QR_MINIMUMS,
  LAOS_SOURCES,
  LAO_DEMO_PLAYER,
} from './seed/laos-catalogue';

/** The markets a sandbox can play. */
export const MARKET_NAMES = ['thai', 'laos'] as const;
/** A market name: `--market thai|laos`. */
export type MarketName = (typeof MARKET_NAMES)[number];

/** Everything that differs between the Thai and the Laos market. */
export interface Market {
  name: MarketName;
  /** The phone rule of the market's build (domain's validatePhoneForRule): 10 digits, or a Lao mobile number. */
  phoneRule: PhoneRule;
  /** Currency of an account registered without one. */
  defaultCurrency: LaosCurrency;
  /** Banks of the bank lookup, registration and profile checks. */
  banks: readonly BankDefinition[];
  sources: readonly { code: string; description: string }[];
  texts: LookupTexts;
  /** The build's QR minimum overrides (PAYTIMZ, FP). */
  qrMinimums: QrMinimumOverrides;
  /** The demo player printed on start-up. */
  demoPlayer: { readonly username: string; readonly password: string; readonly name: string };
}

/** The two markets. */
export const MARKETS: Readonly<Record<MarketName, Market>> = {
  thai: {
    name: 'thai',
    phoneRule: 'fixed-length',
    defaultCurrency: 'BAHT',
    banks: BANKS,
    sources: SOURCES,
    texts: LOOKUP_TEXTS,
    qrMinimums: {},
    demoPlayer: DEMO_PLAYER,
  },
  laos: {
    name: 'laos',
    phoneRule: 'lao-mobile',
    defaultCurrency: DEFAULT_LAOS_CURRENCY,
    banks: LAOS_BANKS,
    sources: LAOS_SOURCES,
    texts: LAOS_LOOKUP_TEXTS,
    qrMinimums: LAOS_QR_MINIMUMS,
    demoPlayer: LAO_DEMO_PLAYER,
  },
};

/** The market of a `--market` value (absent: thai); anything else throws a message naming the choices. */
export function parseMarket(value: string | undefined): MarketName {
  if (value === undefined) return 'thai';
  const name = value.trim().toLowerCase();
  if (!(MARKET_NAMES as readonly string[]).includes(name)) {
    throw new Error(`--market must be one of ${MARKET_NAMES.join(', ')}, got ${value}`);
  }
  return name as MarketName;
}
