// Named cache prefixes of the reads that mutations refresh (one place, so invalidation stays exact).
import { apiPathKey } from './query-keys';

/** Prefix keys of every read, by area. Example: `queryClient.invalidateQueries({ queryKey: apiKeys.wallet })`. */
export const apiKeys = {
  wallet: apiPathKey('get', '/api/wallet'),
  profile: apiPathKey('get', '/api/account/profile'),
  gameAccount: apiPathKey('get', '/api/wallet/account/{code}'),
  statements: apiPathKey('post', '/api/statement'),
  slips: apiPathKey('post', '/api/statement/slip'),
  invites: apiPathKey('post', '/api/invite'),
  refunds: apiPathKey('post', '/api/refund'),
  refundCheck: apiPathKey('get', '/api/refund/check'),
  spinSetup: apiPathKey('get', '/api/spinwheel/setup'),
  spinActive: apiPathKey('get', '/api/spinwheel/active'),
  coupons: apiPathKey('get', '/api/spinwheel/coupon'),
  qrCodes: apiPathKey('get', '/api/qrcode/{id}'),
  bonuses: apiPathKey('get', '/api/bonus'),
  activeBonus: apiPathKey('get', '/api/bonus/check/active'),
  bonusMinimum: apiPathKey('get', '/api/bonus/check/minimum'),
  currentPromotion: apiPathKey('get', '/api/promotion/current'),
} as const;
