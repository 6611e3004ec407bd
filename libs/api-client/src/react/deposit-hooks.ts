// Hooks of QR deposits and statements (docs/product.md#api).
import type { ApiBody, ApiResult } from '../types';
import { apiKeys } from './keys';
import { moneyMutation } from './money-mutation';
import { useApiGet, useApiPostQuery, type ApiQueryConfig } from './use-api';

type PageBody = ApiBody<'post', '/api/statement'>;

/** GET /api/qrcode/{bankCode}: the live QR code of a bank or provider. */
export const useQrCode = (bankCode: string, config?: ApiQueryConfig<ApiResult<'get', '/api/qrcode/{id}'>>) =>
  useApiGet(
    '/api/qrcode/{id}',
    { params: { path: { id: bankCode } } },
    { enabled: bankCode !== '', ...config },
  );

/** POST /api/qrcode/{bankCode}: creates a QR code; every provider's QR reloads (docs/product.md#deposit). */
export const useCreateQrCode = moneyMutation('post', '/api/qrcode/{id}', {
  toOptions: ({ bankCode, amount }: { bankCode: string; amount: number }) => ({
    params: { path: { id: bankCode } },
    body: { amount },
  }),
  refreshes: [apiKeys.qrCodes],
});
/** DELETE /api/qrcode/{qrcodeId}: cancels a QR code; the QR states reload. */
export const useDeleteQrCode = moneyMutation('delete', '/api/qrcode/{id}', {
  toOptions: ({ qrcodeId }: { qrcodeId: string }) => ({ params: { path: { id: qrcodeId } } }),
  refreshes: [apiKeys.qrCodes],
});

/** POST /api/statement: one page of transactions. Example: `useStatements({ page: 1, limit: 10 })`. */
export const useStatements = (page: PageBody, config?: ApiQueryConfig<ApiResult<'post', '/api/statement'>>) =>
  useApiPostQuery('/api/statement', { body: page }, config);

/** POST /api/statement/slip: one page of uploaded slips. */
export const useSlips = (page: PageBody, config?: ApiQueryConfig<ApiResult<'post', '/api/statement/slip'>>) =>
  useApiPostQuery('/api/statement/slip', { body: page }, config);

/** GET /api/statement/slip/reference/{reference}: URL of a slip's reference (disabled while empty). */
export const useSlipReference = (
  reference: string,
  config?: ApiQueryConfig<ApiResult<'get', '/api/statement/slip/reference/{reference}'>>,
) =>
  useApiGet(
    '/api/statement/slip/reference/{reference}',
    { params: { path: { reference } } },
    { enabled: reference !== '', ...config },
  );
