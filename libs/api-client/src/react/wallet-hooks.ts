// Hooks of the wallet, game accounts, transfers, withdrawals and deposits (docs/product.md#api).
import type { ApiResult } from '../types';
import type { UploadOptions } from '../upload-types';
import { apiKeys } from './keys';
import type { MoneyVariables } from './money';
import { apiQueryKey } from './query-keys';
import { moneyMutation, moneyUpload } from './money-mutation';
import { useApiGet, useApiMutation, type ApiQueryConfig } from './use-api';

/** Variables of useUploadSlip: the upload options plus the confirm's key (sent as the Idempotency-Key header). */
export type UploadSlipVariables = MoneyVariables<Omit<UploadOptions<'/api/wallet/slip'>, 'headers'>>;

/** GET /api/wallet: profile, bank account, wallet, invite summary and game accounts. */
export const useWallet = (config?: ApiQueryConfig<ApiResult<'get', '/api/wallet'>>) =>
  useApiGet('/api/wallet', undefined, config);

/** GET /api/wallet/account/{code}: login details of one game account. */
export const useGameAccount = (
  code: string,
  config?: ApiQueryConfig<ApiResult<'get', '/api/wallet/account/{code}'>>,
) =>
  useApiGet(
    '/api/wallet/account/{code}',
    { params: { path: { code } } },
    { enabled: code !== '', ...config },
  );

/** GET /api/wallet/refresh/slot: re-reads every balance and stores the answer as the wallet. */
export const useRefreshSlots = () =>
  useApiMutation({
    method: 'get',
    path: '/api/wallet/refresh/slot',
    toOptions: (_: void) => ({}),
    update: (queryClient, data) => queryClient.setQueryData(apiQueryKey('get', '/api/wallet'), data),
  });

/** GET /api/wallet/activate/{code}: opens a game account; refreshes the wallet and that account. */
export const useActivateGameAccount = () =>
  useApiMutation({
    method: 'get',
    path: '/api/wallet/activate/{code}',
    toOptions: (code: string) => ({ params: { path: { code } } }),
    invalidates: (code) => [
      apiKeys.wallet,
      apiQueryKey('get', '/api/wallet/account/{code}', { params: { path: { code } } }),
    ],
  });

/** GET /api/wallet/resetpassword/{code}: resets a game password; refetches that account. */
export const useResetGamePassword = () =>
  useApiMutation({
    method: 'get',
    path: '/api/wallet/resetpassword/{code}',
    toOptions: (code: string) => ({ params: { path: { code } } }),
    invalidates: (code) => [apiQueryKey('get', '/api/wallet/account/{code}', { params: { path: { code } } })],
  });

const walletAndStatement = [apiKeys.wallet, apiKeys.statements];

/** POST /api/wallet/add: records a deposit request; refreshes wallet and statement. */
export const useAddWallet = moneyMutation('post', '/api/wallet/add', { refreshes: walletAndStatement });
/** POST /api/wallet/transfer: moves money; refreshes wallet and statement. */
export const useTransfer = moneyMutation('post', '/api/wallet/transfer', { refreshes: walletAndStatement });
/** POST /api/wallet/transferAll: moves the whole wallet into a game; refreshes wallet and statement. */
export const useTransferAll = moneyMutation('post', '/api/wallet/transferAll', {
  refreshes: walletAndStatement,
});
/** POST /api/wallet/withdraw: requests a withdrawal; refreshes wallet and statement. */
export const useWithdraw = moneyMutation('post', '/api/wallet/withdraw', { refreshes: walletAndStatement });
/** POST /api/wallet/withdrawAll: the withdraw modal's withdrawal (ends a held bonus); refreshes wallet, statement and the bonus check. */
export const useWithdrawAll = moneyMutation('post', '/api/wallet/withdrawAll', {
  refreshes: [...walletAndStatement, apiKeys.activeBonus],
});
/** POST /api/wallet/truelink: redeems a True Wallet gift link; refreshes wallet and statement. */
export const useSendTrueLink = moneyMutation('post', '/api/wallet/truelink', {
  refreshes: walletAndStatement,
});
/** POST /api/wallet/slip: uploads a slip with progress and cancel; refreshes the slip list. */
export const useUploadSlip = moneyUpload('/api/wallet/slip', { refreshes: [apiKeys.slips] });

/** GET /api/autoLogin/{game}/{username}: fetches a game's auto-login link on demand. */
export const useAutoLogin = () =>
  useApiMutation({
    method: 'get',
    path: '/api/autoLogin/{game}/{username}',
    toOptions: (path: { game: string; username: string }) => ({ params: { path } }),
  });

/** GET /api/autoLogin/{game}/{username}/{password}: auto-login link of a game that needs the password. */
export const useAutoLoginWithPassword = () =>
  useApiMutation({
    method: 'get',
    path: '/api/autoLogin/{game}/{username}/{password}',
    toOptions: (path: { game: string; username: string; password: string }) => ({ params: { path } }),
  });
