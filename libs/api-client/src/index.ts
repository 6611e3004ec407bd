// Public entry of @wallet/api-client: the typed client of the wallet /api, its error type and entity types.
export {
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_UPLOAD_TIMEOUT_MS,
  requestHeaders,
  REQUEST_HEADERS,
  type ApiClient,
  type ApiClientOptions,
} from './client';
export {
  ApiError,
  isApiError,
  isErrorCode,
  isErrorEnvelope,
  CLIENT_ERROR_CODES,
  ERROR_CODE_VALUES,
  type ApiErrorCode,
  type ClientErrorCode,
} from './api-error';
export { notifyAuthOutcome } from './auth-outcome';
export { NO_QR_STATE } from './qr-state';
export {
  IDEMPOTENCY_HEADER,
  idempotencyParams,
  newIdempotencyKey,
  type IdempotencyKeyVariables,
} from './idempotency';
export {
  UPLOAD_PATHS,
  type UploadFields,
  type UploadOptions,
  type UploadPath,
  type UploadProgress,
  type UploadResult,
} from './upload-types';
export type {
  ApiArgs,
  ApiBody,
  ApiMethod,
  ApiOperation,
  ApiPath,
  ApiPathParams,
  ApiRequestOptions,
  ApiResult,
  Schema,
} from './types';
/** Every schema of the document as a named type (Profile, WalletResponse, ...), plus paths/components/operations. */
export type * from './generated/openapi';
