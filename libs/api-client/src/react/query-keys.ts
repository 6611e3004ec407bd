// Query keys derived from the call itself (method, path, parameters, body), so equal calls share a cache entry.
import type { QueryKey } from '@tanstack/react-query';
import type { ApiMethod } from '../types';

/** Root of every key this package creates; `invalidateQueries({ queryKey: API_KEY_ROOT })` refetches everything. */
export const API_KEY_ROOT = ['api'] as const;

/** The parts of call options that identify the data (never signal, headers or timeouts). */
export interface KeyedOptions {
  params?: { path?: unknown; query?: unknown };
  body?: unknown;
}

/**
 * Key of a call. Example: `apiQueryKey('get', '/api/wallet')` is `['api', 'get', '/api/wallet']`;
 * `apiQueryKey('post', '/api/statement', { body: { page: 1, limit: 10 } })` adds `{ body: { page: 1, limit: 10 } }`.
 */
export function apiQueryKey(method: ApiMethod, path: string, options?: KeyedOptions): QueryKey {
  const identity: Record<string, unknown> = {};
  if (options?.params?.path !== undefined) identity['path'] = options.params.path;
  if (options?.params?.query !== undefined) identity['query'] = options.params.query;
  if (options?.body !== undefined) identity['body'] = options.body;
  return Object.keys(identity).length === 0 ? ['api', method, path] : ['api', method, path, identity];
}

/** Prefix matching every cached call of one method and path, whatever its parameters. */
export function apiPathKey(method: ApiMethod, path: string): QueryKey {
  return ['api', method, path];
}
