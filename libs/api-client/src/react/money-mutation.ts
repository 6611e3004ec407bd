// The one owner of every money call's wiring (the style of openapi-react-query's `$api.useMutation`): the
// Idempotency-Key goes into its header here and nowhere else, and the call's own list of queries is what a success
// refreshes and what an unknown result re-reads. A money hook is one line: `moneyMutation(method, path, { refreshes })`.
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { ApiError } from '../api-error';
import type { ApiClient } from '../client';
import { IDEMPOTENCY_HEADER, idempotencyParams } from '../idempotency';
import type { ApiBody, ApiMethod, ApiPath, ApiRequestOptions, ApiResult } from '../types';
import type { UploadOptions, UploadPath, UploadResult } from '../upload-types';
import { useApiClient } from './api-provider';
import { apiKeys } from './keys';
import type { MoneyVariables } from './money';
import { callApi } from './use-api';

/** A money mutation: the React Query mutation plus what it refreshes and its recheck after an unknown result. */
export type MoneyMutation<TInput extends object, TData> = UseMutationResult<
  TData,
  ApiError,
  MoneyVariables<TInput>
> & {
  /** Prefix keys refetched after a success (exactly what the call changed). */
  refreshes: readonly QueryKey[];
  /**
   * After a timeout or lost connection (the money may or may not have moved): re-reads `refreshes`, `rechecks` and
   * the wallet (every balance), mounted or not, and resolves once they are back (or failed).
   */
  recheck: () => Promise<void>;
};

/** The document operation a money hook calls (method and path template), so a test can match hooks to the document. */
export interface MoneyOperation {
  method: ApiMethod;
  path: string;
}

/** A money hook, carrying the operation it calls. Example: `useTransfer.operation` is `{ method: 'post', path: '/api/wallet/transfer' }`. */
export type MoneyHook<TInput extends object, TData> = (() => MoneyMutation<TInput, TData>) & {
  readonly operation: MoneyOperation;
};

export interface MoneyMutationSpec<TInput> {
  /** Prefix keys (from `apiKeys`) the call changes: refetched after success, re-read after an unknown result. */
  refreshes: readonly QueryKey[];
  /** Re-read after an unknown result besides `refreshes` and the wallet (e.g. the spin wheel's coins). */
  rechecks?: readonly QueryKey[];
  /** Path parameters and body from the inputs (default: the inputs are the JSON body). The key is added after. */
  toOptions?: (input: TInput) => { params?: object; body?: unknown };
}

type DefaultInput<M extends ApiMethod, P extends ApiPath<M>> = [ApiBody<M, P>] extends [never]
  ? Record<never, never>
  : ApiBody<M, P> & object;

/** What the recheck of an unknown result re-reads: the call's own reads and every balance. */
function recheckKeys(spec: Pick<MoneyMutationSpec<never>, 'refreshes' | 'rechecks'>): readonly QueryKey[] {
  const keys = [...spec.refreshes, ...(spec.rechecks ?? [])];
  return keys.includes(apiKeys.wallet) ? keys : [...keys, apiKeys.wallet];
}

function refresh(queryClient: QueryClient, keys: readonly QueryKey[], refetchType?: 'all') {
  return Promise.allSettled(
    keys.map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, ...(refetchType ? { refetchType } : {}) }),
    ),
  ).then(() => undefined);
}

/** The shared core: never retried, never paused offline, refreshes its keys after success. */
function useMoneyCall<TInput extends object, TData>(
  mutationKey: QueryKey,
  spec: Pick<MoneyMutationSpec<never>, 'refreshes' | 'rechecks'>,
  call: (client: ApiClient, input: TInput, idempotencyKey: string | undefined) => Promise<TData>,
): MoneyMutation<TInput, TData> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const mutation = useMutation<TData, ApiError, MoneyVariables<TInput>>({
    mutationKey,
    // A retry may move money twice; the player retries the same confirm (same key) instead.
    retry: false,
    // Sent now or failing now: never paused while offline and sent later by itself.
    networkMode: 'always',
    mutationFn: ({ idempotencyKey, ...input }) => call(client, input as unknown as TInput, idempotencyKey),
    onSuccess: () => refresh(queryClient, spec.refreshes),
  });
  return {
    ...mutation,
    refreshes: spec.refreshes,
    recheck: () => refresh(queryClient, recheckKeys(spec), 'all'),
  };
}

/**
 * A money hook for one operation. Its variables are the inputs plus `idempotencyKey?`, sent as the
 * `Idempotency-Key` header (never in the body).
 * Example: `export const useTransfer = moneyMutation('post', '/api/wallet/transfer', { refreshes: [apiKeys.wallet, apiKeys.statements] })`.
 */
export function moneyMutation<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  spec: MoneyMutationSpec<DefaultInput<M, P>>,
): MoneyHook<DefaultInput<M, P>, ApiResult<M, P>>;
export function moneyMutation<M extends ApiMethod, P extends ApiPath<M>, TInput extends object>(
  method: M,
  path: P,
  spec: MoneyMutationSpec<TInput> & { toOptions: (input: TInput) => ApiRequestOptions<M, P> },
): MoneyHook<TInput, ApiResult<M, P>>;
export function moneyMutation(method: ApiMethod, path: string, spec: MoneyMutationSpec<never>): unknown {
  // Default: the inputs are the body; a call without inputs sends none (a GET must not carry one).
  const toOptions =
    (spec.toOptions as MoneyMutationSpec<object>['toOptions']) ??
    ((body: object): { params?: object; body?: unknown } => (Object.keys(body).length > 0 ? { body } : {}));
  function useMoneyMutation() {
    return useMoneyCall<object, unknown>(['api', method, path], spec, (client, input, key) => {
      const options = toOptions(input);
      return callApi(client, method, path, {
        ...options,
        params: { ...options.params, ...idempotencyParams(key) },
      });
    });
  }
  return Object.assign(useMoneyMutation, { operation: { method, path } });
}

/** The upload counterpart (the slip): the variables are the upload options plus `idempotencyKey?`. */
export function moneyUpload<P extends UploadPath>(
  path: P,
  spec: Pick<MoneyMutationSpec<never>, 'refreshes' | 'rechecks'>,
): MoneyHook<Omit<UploadOptions<P>, 'headers'>, UploadResult<P>> {
  function useMoneyUpload() {
    return useMoneyCall<Omit<UploadOptions<P>, 'headers'>, UploadResult<P>>(
      ['api', 'upload', path],
      spec,
      (client, options, key) =>
        client.upload(
          path,
          key === undefined ? options : { ...options, headers: { [IDEMPOTENCY_HEADER]: key } },
        ),
    );
  }
  // An upload is a multipart POST of the document.
  return Object.assign(useMoneyUpload, { operation: { method: 'post' as const, path } });
}
