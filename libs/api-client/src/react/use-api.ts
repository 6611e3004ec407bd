// Generic hooks every named hook is built from: typed reads, and mutations that invalidate what they change.
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ApiError } from '../api-error';
import type { ApiClient } from '../client';
import type { ApiArgs, ApiMethod, ApiPath, ApiRequestOptions, ApiResult } from '../types';
import { useApiClient } from './api-provider';
import { getQueryOptions, postQueryOptions } from './query-options';

/** Extra React Query settings a read hook accepts (enabled, staleTime, refetchInterval, ...). */
export type ApiQueryConfig<TData> = Omit<
  UseQueryOptions<TData, ApiError, TData, QueryKey>,
  'queryKey' | 'queryFn'
>;

/** Reads a GET call. Example: `useApiGet('/api/wallet/account/{code}', { params: { path: { code } } })`. */
export function useApiGet<P extends ApiPath<'get'>>(
  path: P,
  options?: ApiRequestOptions<'get', P>,
  config?: ApiQueryConfig<ApiResult<'get', P>>,
): UseQueryResult<ApiResult<'get', P>, ApiError> {
  const client = useApiClient();
  const base = getQueryOptions(client, path, ...([options] as ApiArgs<'get', P>));
  return useQuery({ ...config, queryKey: base.queryKey, queryFn: base.queryFn } as UseQueryOptions<
    ApiResult<'get', P>,
    ApiError
  >);
}

/** Reads a POST call that only reads (paged lists). Example: `useApiPostQuery('/api/statement', { body: { page, limit } })`. */
export function useApiPostQuery<P extends ApiPath<'post'>>(
  path: P,
  options: ApiRequestOptions<'post', P>,
  config?: ApiQueryConfig<ApiResult<'post', P>>,
): UseQueryResult<ApiResult<'post', P>, ApiError> {
  const client = useApiClient();
  const base = postQueryOptions(client, path, ...([options] as ApiArgs<'post', P>));
  return useQuery({ ...config, queryKey: base.queryKey, queryFn: base.queryFn } as UseQueryOptions<
    ApiResult<'post', P>,
    ApiError
  >);
}

/** How a mutation hook turns its variables into a call and which cached reads it makes stale. */
export interface ApiMutationSpec<M extends ApiMethod, P extends ApiPath<M>, TVariables> {
  method: M;
  path: P;
  /** Builds the call options (params, body) from the hook's variables. */
  toOptions: (variables: TVariables) => ApiRequestOptions<M, P>;
  /** Keys (prefixes) refetched after success: exactly what the call changed. */
  invalidates?: (variables: TVariables, data: ApiResult<M, P>) => readonly QueryKey[];
  /** Writes the answer into the cache when it is itself fresh data (e.g. refreshed balances). */
  update?: (queryClient: QueryClient, data: ApiResult<M, P>, variables: TVariables) => void;
}

/** Calls any method of the client with loosely typed arguments (the spec's generics keep the public side typed). */
export function callApi(
  client: ApiClient,
  method: ApiMethod,
  path: string,
  options: unknown,
): Promise<unknown> {
  const fn = client[method] as (p: string, o?: unknown) => Promise<unknown>;
  return fn.call(client, path, options);
}

/**
 * A mutation of the API with `retry: false` (nothing that writes is retried automatically: it may move money twice)
 * and `networkMode: 'always'` (offline, it fails at once instead of waiting to be sent when the network returns).
 * Example: `useApiMutation({ method: 'post', path: '/api/wallet/transfer', toOptions: (body) => ({ body }) })`.
 */
export function useApiMutation<M extends ApiMethod, P extends ApiPath<M>, TVariables>(
  spec: ApiMutationSpec<M, P, TVariables>,
): UseMutationResult<ApiResult<M, P>, ApiError, TVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ApiResult<M, P>, ApiError, TVariables>({
    mutationKey: ['api', spec.method, spec.path],
    retry: false,
    // Sent now or failing now: never paused while offline and sent later by itself when the network returns.
    networkMode: 'always',
    mutationFn: (variables) =>
      callApi(client, spec.method, spec.path, spec.toOptions(variables)) as Promise<ApiResult<M, P>>,
    onSuccess: async (data, variables) => {
      spec.update?.(queryClient, data, variables);
      const keys = spec.invalidates?.(variables, data) ?? [];
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
