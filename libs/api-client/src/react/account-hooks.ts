// Hooks of registration, login, OTP, profile and password (docs/product.md#api).
import { REQUEST_HEADERS } from '../client';
import type { ApiBody, ApiResult } from '../types';
import { apiKeys } from './keys';
import { useApiGet, useApiMutation, type ApiQueryConfig } from './use-api';

/** POST /api/login: mutate({ username, password }) resolves to { token }. Storing the token is the app's job. */
export const useLogin = () =>
  useApiMutation({
    method: 'post',
    path: '/api/login',
    toOptions: (body: ApiBody<'post', '/api/login'>) => ({ body }),
  });

/**
 * POST /api/logout: mutate(token) revokes that token on the server. The token is passed in, not read from the
 * client, because the app forgets it on the device first (a logout never waits for, nor depends on, the answer).
 */
export const useLogout = () =>
  useApiMutation({
    method: 'post',
    path: '/api/logout',
    toOptions: (token: string) => ({
      headers: { [REQUEST_HEADERS.token]: `${REQUEST_HEADERS.tokenPrefix}${token}` },
    }),
  });

/** POST /api/account/validate: checks the wizard's data so far. */
export const useValidateAccount = () =>
  useApiMutation({
    method: 'post',
    path: '/api/account/validate',
    toOptions: (body: ApiBody<'post', '/api/account/validate'>) => ({ body }),
  });

/** POST /api/account: registers the player. */
export const useRegister = () =>
  useApiMutation({
    method: 'post',
    path: '/api/account',
    toOptions: (body: ApiBody<'post', '/api/account'>) => ({ body }),
  });

/** POST /api/otp/send: sends a registration OTP. */
export const useSendOtp = () =>
  useApiMutation({
    method: 'post',
    path: '/api/otp/send',
    toOptions: (body: ApiBody<'post', '/api/otp/send'>) => ({ body }),
  });

/** POST /api/otp/verify: verifies the OTP code. */
export const useVerifyOtp = () =>
  useApiMutation({
    method: 'post',
    path: '/api/otp/verify',
    toOptions: (body: ApiBody<'post', '/api/otp/verify'>) => ({ body }),
  });

/** GET /api/account/profile: the player's profile. */
export const useProfile = (config?: ApiQueryConfig<ApiResult<'get', '/api/account/profile'>>) =>
  useApiGet('/api/account/profile', undefined, config);

/** PUT /api/account/profile: edits name and bank account; refreshes profile and wallet (which embeds both). */
export const useUpdateProfile = () =>
  useApiMutation({
    method: 'put',
    path: '/api/account/profile',
    toOptions: (body: ApiBody<'put', '/api/account/profile'>) => ({ body }),
    invalidates: () => [apiKeys.profile, apiKeys.wallet],
  });

/** PUT /api/account/bankAccountName: sets the English account name; refreshes profile and wallet. */
export const useUpdateBankAccountName = () =>
  useApiMutation({
    method: 'put',
    path: '/api/account/bankAccountName',
    toOptions: (body: ApiBody<'put', '/api/account/bankAccountName'>) => ({ body }),
    invalidates: () => [apiKeys.profile, apiKeys.wallet],
  });

/** PUT /api/account/changepwd: changes the password (no cached read changes). */
export const useChangePassword = () =>
  useApiMutation({
    method: 'put',
    path: '/api/account/changepwd',
    toOptions: (body: ApiBody<'put', '/api/account/changepwd'>) => ({ body }),
  });
