// Public entry of @wallet/api-client/react: provider, query keys and options, and one hook per operation.
export { ApiProvider, useApiClient } from './api-provider';
export { API_KEY_ROOT, apiQueryKey, apiPathKey, type KeyedOptions } from './query-keys';
export { apiKeys } from './keys';
export { getQueryOptions, postQueryOptions, type ApiQueryOptions } from './query-options';
export {
  useApiGet,
  useApiPostQuery,
  useApiMutation,
  type ApiMutationSpec,
  type ApiQueryConfig,
} from './use-api';
export { useApiUpload } from './use-api-upload';
export type { MoneyVariables } from './money';
export {
  moneyMutation,
  moneyUpload,
  type MoneyHook,
  type MoneyMutation,
  type MoneyMutationSpec,
  type MoneyOperation,
} from './money-mutation';
export * from './lookup-hooks';
export * from './account-hooks';
export * from './wallet-hooks';
export * from './reward-hooks';
export * from './deposit-hooks';
