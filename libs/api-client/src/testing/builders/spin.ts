// Fixture builders: spin wheel.
import type {
  Coupon,
  CouponClaimResponse,
  CouponList,
  SpinActive,
  SpinOutcome,
  SpinResult,
  SpinSetup,
  SpinSlice,
  SpinWheel,
} from '../../generated/openapi';
import { FIXTURE_NOW, builder } from './builder';
import { buildWallet } from './results';

export const buildSpinSlice = builder<SpinSlice>(() => ({
  code: 'CREDIT50',
  label: '50 credit',
  bgColor: '#f5b400',
  textColor: '#222222',
  htmlDescription: null,
}));
export const buildSpinWheel = builder<SpinWheel>(() => ({
  name: 'Lucky wheel',
  slice: [
    buildSpinSlice(),
    buildSpinSlice({ code: 'NOTHING', label: 'Try again', bgColor: '#1d3557', textColor: '#ffffff' }),
    buildSpinSlice({
      code: 'CREDIT100',
      label: '100 credit',
      bgColor: '#e63946',
      textColor: '#ffffff',
      htmlDescription: '<p>Paid into the wallet.</p>',
    }),
  ],
}));
export const buildSpinSetup = builder<SpinSetup>(() => ({
  result: { activeSpinwheel: buildSpinWheel(), userCoin: 3 },
}));
export const buildSpinOutcome = builder<SpinOutcome>(() => ({
  code: 'CREDIT50',
  label: '50 credit',
  remainingCoin: 2,
}));
export const buildSpinResult = builder<SpinResult>(() => ({
  success: true,
  result: buildSpinOutcome(),
  error: null,
}));
/** A spin the server refused (no coins: MONEY_NOT_ENOUGH; no active wheel: NO_DATA). */
export const buildRefusedSpinResult = builder<SpinResult>(() => ({
  success: false,
  result: null,
  error: 'MONEY_NOT_ENOUGH',
}));
export const buildCoupon = builder<Coupon>(() => ({
  _id: 'cpn-0001',
  prize: { name: 'Lucky wheel', slice: { label: '50 credit', htmlDescription: null } },
  amount: 50,
  createdAt: FIXTURE_NOW,
  expiresAt: '2026-11-29T07:30:00.000Z',
  claimed: false,
}));
export const buildCouponList = builder<CouponList>(() => ({ coupons: [buildCoupon()] }));
export const buildCouponClaimResponse = builder<CouponClaimResponse>(() => ({
  code: 'SUCCESS',
  message: 'SUCCESS',
  label: '50 credit',
  wallet: buildWallet(),
}));
export const buildSpinActive = builder<SpinActive>(() => ({ active: true, coupon: 1, coins: 3 }));
