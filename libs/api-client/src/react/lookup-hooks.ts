// Read hooks of the public lookups (docs/product.md#api).
import type { ApiResult } from '../types';
import { useApiGet, type ApiQueryConfig } from './use-api';

type Config<P extends Parameters<typeof useApiGet>[0]> = ApiQueryConfig<ApiResult<'get', P>>;

/** GET /api/lookup/banks: banks a player can register. */
export const useLookupBanks = (config?: Config<'/api/lookup/banks'>) =>
  useApiGet('/api/lookup/banks', undefined, config);
/** GET /api/lookup/deposit: deposit accounts, QR providers and wallets. */
export const useLookupDeposit = (config?: Config<'/api/lookup/deposit'>) =>
  useApiGet('/api/lookup/deposit', undefined, config);
/** GET /api/lookup/conditions: conditions HTML. */
export const useLookupConditions = (config?: Config<'/api/lookup/conditions'>) =>
  useApiGet('/api/lookup/conditions', undefined, config);
/** GET /api/lookup/agreements: agreement HTML. */
export const useLookupAgreements = (config?: Config<'/api/lookup/agreements'>) =>
  useApiGet('/api/lookup/agreements', undefined, config);
/** GET /api/lookup/info: site name and website. */
export const useLookupInfo = (config?: Config<'/api/lookup/info'>) =>
  useApiGet('/api/lookup/info', undefined, config);
/** GET /api/lookup/notice: notice text with %percentFail%. */
export const useLookupNotice = (config?: Config<'/api/lookup/notice'>) =>
  useApiGet('/api/lookup/notice', undefined, config);
/** GET /api/lookup/contact: contact text and LINE details. */
export const useLookupContact = (config?: Config<'/api/lookup/contact'>) =>
  useApiGet('/api/lookup/contact', undefined, config);
/** GET /api/lookup/withdraw: withdrawal limits. */
export const useLookupWithdraw = (config?: Config<'/api/lookup/withdraw'>) =>
  useApiGet('/api/lookup/withdraw', undefined, config);
/** GET /api/lookup/slip: daily slip-upload window. */
export const useLookupSlip = (config?: Config<'/api/lookup/slip'>) =>
  useApiGet('/api/lookup/slip', undefined, config);
/** GET /api/lookup/sources: registration sources. */
export const useLookupSources = (config?: Config<'/api/lookup/sources'>) =>
  useApiGet('/api/lookup/sources', undefined, config);
/** GET /api/lookup/active: whether the service is active or gone. */
export const useLookupActive = (config?: Config<'/api/lookup/active'>) =>
  useApiGet('/api/lookup/active', undefined, config);
/** GET /api/lookup/registerOTP: whether registration asks for an OTP. */
export const useLookupRegisterOtp = (config?: Config<'/api/lookup/registerOTP'>) =>
  useApiGet('/api/lookup/registerOTP', undefined, config);
/** GET /api/lookup/enableChatWidget: whether the chat widget is enabled. */
export const useLookupEnableChatWidget = (config?: Config<'/api/lookup/enableChatWidget'>) =>
  useApiGet('/api/lookup/enableChatWidget', undefined, config);
