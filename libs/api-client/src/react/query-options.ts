// Query-options factories: typed `queryOptions` for any read call, usable in hooks, loaders and prefetching.
// The return type is spelled out with @tanstack/react-query's own exports: inferred, the published declarations would
// import @tanstack/query-core, which a consumer under a strict installer (pnpm) cannot resolve from this package.
import { queryOptions, type QueryKeyWithDataTag, type UnusedSkipTokenOptions } from '@tanstack/react-query';
import type { ApiError } from '../api-error';
import type { ApiClient } from '../client';
import type { ApiArgs, ApiPath, ApiRequestOptions, ApiResult } from '../types';
import { apiQueryKey } from './query-keys';

/** What {@link getQueryOptions} and {@link postQueryOptions} return: React Query options whose key carries `TData`. */
export type ApiQueryOptions<TData> = UnusedSkipTokenOptions<TData, ApiError, TData, readonly unknown[]> &
  QueryKeyWithDataTag<readonly unknown[], TData, ApiError>;

/** Query options of a GET call. Example: `queryClient.ensureQueryData(getQueryOptions(api, '/api/wallet'))`. */
export function getQueryOptions<P extends ApiPath<'get'>>(
  client: ApiClient,
  path: P,
  ...args: ApiArgs<'get', P>
): ApiQueryOptions<ApiResult<'get', P>> {
  const options = args[0] as ApiRequestOptions<'get', P> | undefined;
  return queryOptions<ApiResult<'get', P>, ApiError>({
    queryKey: apiQueryKey('get', path, options),
    queryFn: ({ signal }) => client.get(path, ...([{ ...options, signal }] as unknown as ApiArgs<'get', P>)),
  });
}

/**
 * Query options of a POST call that only reads (paged lists, chat history).
 * Example: `postQueryOptions(api, '/api/statement', { body: { page: 1, limit: 10 } })`.
 */
export function postQueryOptions<P extends ApiPath<'post'>>(
  client: ApiClient,
  path: P,
  ...args: ApiArgs<'post', P>
): ApiQueryOptions<ApiResult<'post', P>> {
  const options = args[0] as ApiRequestOptions<'post', P> | undefined;
  return queryOptions<ApiResult<'post', P>, ApiError>({
    queryKey: apiQueryKey('post', path, options),
    queryFn: ({ signal }) =>
      client.post(path, ...([{ ...options, signal }] as unknown as ApiArgs<'post', P>)),
  });
}
