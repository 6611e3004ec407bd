// Hooks of invites, refunds, bonuses, promotions and the spin wheel (docs/product.md#api).
import type { ApiBody, ApiResult } from '../types';
import { apiKeys } from './keys';
import { moneyMutation } from './money-mutation';
import { useApiGet, useApiPostQuery, type ApiQueryConfig } from './use-api';

type PageBody = ApiBody<'post', '/api/invite'>;

// ------------------------------------------------------------------ invite
/** POST /api/invite: one page of invitees. Example: `useInvites({ page: 1, limit: 10 })`. */
export const useInvites = (page: PageBody, config?: ApiQueryConfig<ApiResult<'post', '/api/invite'>>) =>
  useApiPostQuery('/api/invite', { body: page }, config);
/** GET /api/invite/banners: banners before the invite modal. */
export const useInviteBanners = (config?: ApiQueryConfig<ApiResult<'get', '/api/invite/banners'>>) =>
  useApiGet('/api/invite/banners', undefined, config);
/** GET /api/invite/bonus: receives the invite bonus; refreshes wallet (invite amount), invitees and statement. */
export const useReceiveInviteBonus = moneyMutation('get', '/api/invite/bonus', {
  refreshes: [apiKeys.wallet, apiKeys.invites, apiKeys.statements],
});

// ------------------------------------------------------------------ refund
/** POST /api/refund: one page of received refunds. */
export const useRefunds = (page: PageBody, config?: ApiQueryConfig<ApiResult<'post', '/api/refund'>>) =>
  useApiPostQuery('/api/refund', { body: page }, config);
/** GET /api/refund/check: the refund available now. */
export const useRefundCheck = (config?: ApiQueryConfig<ApiResult<'get', '/api/refund/check'>>) =>
  useApiGet('/api/refund/check', undefined, config);
/** GET /api/refund/banners: banners before the refund modal. */
export const useRefundBanners = (config?: ApiQueryConfig<ApiResult<'get', '/api/refund/banners'>>) =>
  useApiGet('/api/refund/banners', undefined, config);
/** GET /api/refund/receive: receives the refund; the check and the refund log reload. */
export const useReceiveRefund = moneyMutation('get', '/api/refund/receive', {
  refreshes: [apiKeys.refundCheck, apiKeys.refunds],
});
/** GET /api/refund/addWallet: moves refunds into the wallet; refreshes wallet, statement and the check. */
export const useRefundToWallet = moneyMutation('get', '/api/refund/addWallet', {
  refreshes: [apiKeys.wallet, apiKeys.statements, apiKeys.refundCheck],
});

// ------------------------------------------------------------------ bonus and promotion
/** GET /api/bonus: bonus cards. */
export const useBonuses = (config?: ApiQueryConfig<ApiResult<'get', '/api/bonus'>>) =>
  useApiGet('/api/bonus', undefined, config);
/** GET /api/bonus/check/active: whether a bonus is active and its type. */
export const useActiveBonus = (config?: ApiQueryConfig<ApiResult<'get', '/api/bonus/check/active'>>) =>
  useApiGet('/api/bonus/check/active', undefined, config);
/** GET /api/bonus/check/minimum: whether the bonus condition is met. */
export const useBonusMinimum = (config?: ApiQueryConfig<ApiResult<'get', '/api/bonus/check/minimum'>>) =>
  useApiGet('/api/bonus/check/minimum', undefined, config);
/** GET /api/promotion/current: the promotion held now. */
export const useCurrentPromotion = (config?: ApiQueryConfig<ApiResult<'get', '/api/promotion/current'>>) =>
  useApiGet('/api/promotion/current', undefined, config);
/** GET /api/promotion/find/{code}: looks a promotion code up (disabled while the code is empty). */
export const useFindPromotion = (
  code: string,
  config?: ApiQueryConfig<ApiResult<'get', '/api/promotion/find/{code}'>>,
) =>
  useApiGet(
    '/api/promotion/find/{code}',
    { params: { path: { code } } },
    { enabled: code !== '', retry: false, ...config },
  );

const bonusChanges = [
  apiKeys.bonuses,
  apiKeys.activeBonus,
  apiKeys.bonusMinimum,
  apiKeys.wallet,
  apiKeys.statements,
];
const byCode = ({ code }: { code: string }) => ({ params: { path: { code } } });

/** GET /api/bonus/activate/{code}: activates a bonus; refreshes bonus state, wallet and statement. */
export const useActivateBonus = moneyMutation('get', '/api/bonus/activate/{code}', {
  toOptions: byCode,
  refreshes: bonusChanges,
});
/** GET /api/bonus/clear: cancels the active bonus; refreshes bonus state, wallet and statement. */
export const useClearBonus = moneyMutation('get', '/api/bonus/clear', {
  refreshes: [...bonusChanges, apiKeys.currentPromotion],
});
/** GET /api/promotion/activate/{code}: activates a promotion; refreshes promotion and bonus state, wallet, statement. */
export const useActivatePromotion = moneyMutation('get', '/api/promotion/activate/{code}', {
  toOptions: byCode,
  refreshes: [
    apiKeys.currentPromotion,
    apiKeys.activeBonus,
    apiKeys.bonusMinimum,
    apiKeys.wallet,
    apiKeys.statements,
  ],
});

// ------------------------------------------------------------------ spin wheel
/** GET /api/spinwheel/setup: the wheel and the member's coins. */
export const useSpinSetup = (config?: ApiQueryConfig<ApiResult<'get', '/api/spinwheel/setup'>>) =>
  useApiGet('/api/spinwheel/setup', undefined, config);
/** GET /api/spinwheel/coupon: coupons won. */
export const useCoupons = (config?: ApiQueryConfig<ApiResult<'get', '/api/spinwheel/coupon'>>) =>
  useApiGet('/api/spinwheel/coupon', undefined, config);
/** GET /api/spinwheel/active: whether the wheel is active, with widget data. */
export const useSpinActive = (config?: ApiQueryConfig<ApiResult<'get', '/api/spinwheel/active'>>) =>
  useApiGet('/api/spinwheel/active', undefined, config);
/**
 * POST /api/spinwheel/spin: spends a coin. The setup is not refetched here: the screen reloads it after the prize
 * modal (docs/product.md#spin), so the wheel keeps its slices while it turns. Coupons, widget and coins refresh.
 * A refused spin resolves (not rejects) with `success: false` and the code in `error` (`NO_DATA`, `MONEY_NOT_ENOUGH`).
 */
export const useSpin = moneyMutation('post', '/api/spinwheel/spin', {
  refreshes: [apiKeys.coupons, apiKeys.spinActive, apiKeys.wallet, apiKeys.profile],
  // No answer: the coins may be spent, so the wheel's setup is read again too.
  rechecks: [apiKeys.spinSetup],
});
/** POST /api/spinwheel/coupon/claim: claims a coupon; refreshes coupons, wheel, wallet and statement. */
export const useClaimCoupon = moneyMutation('post', '/api/spinwheel/coupon/claim', {
  refreshes: [apiKeys.coupons, apiKeys.spinSetup, apiKeys.spinActive, apiKeys.wallet, apiKeys.statements],
});
