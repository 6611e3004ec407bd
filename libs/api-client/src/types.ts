// Type helpers that derive every call's path, options and unwrapped body from the generated document.
import type { FetchOptions } from 'openapi-fetch';
import type { components, operations, paths } from './generated/openapi';

export type { components, operations, paths };

/** HTTP methods the wallet API uses. */
export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

/** Paths that declare the given method. Example: `ApiPath<'post'>` includes `'/api/login'`. */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof paths]: paths[P] extends Record<M, infer Op>
    ? Op extends undefined | never
      ? never
      : P
    : never;
}[keyof paths];

/** The operation object of a method and path. */
export type ApiOperation<M extends ApiMethod, P extends ApiPath<M>> =
  paths[P] extends Record<M, infer Op> ? Op : never;

/** Options of one call: `params` (path, query), `body`, `signal`, `headers`, plus a per-call `timeoutMs`. */
export type ApiRequestOptions<M extends ApiMethod, P extends ApiPath<M>> = FetchOptions<
  ApiOperation<M, P>
> & {
  /** Overrides the client's timeout for this call (milliseconds). */
  timeoutMs?: number;
};

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** Rest-argument tuple: the options argument is required only when the call has a required body or parameter. */
export type ApiArgs<M extends ApiMethod, P extends ApiPath<M>> =
  RequiredKeys<ApiRequestOptions<M, P>> extends never
    ? [options?: ApiRequestOptions<M, P>]
    : [options: ApiRequestOptions<M, P>];

/** The unwrapped JSON body of a call's 200 answer. Example: `ApiResult<'post', '/api/login'>` is `{ token: string }`. */
export type ApiResult<M extends ApiMethod, P extends ApiPath<M>> =
  ApiOperation<M, P> extends { responses: { 200: { content: { 'application/json': infer Body } } } }
    ? Body
    : never;

/** JSON request body of a call. Example: `ApiBody<'post', '/api/login'>` is `{ username; password }`. */
export type ApiBody<M extends ApiMethod, P extends ApiPath<M>> =
  ApiOperation<M, P> extends { requestBody: { content: { 'application/json': infer Body } } }
    ? Body
    : ApiOperation<M, P> extends { requestBody?: { content: { 'application/json': infer Body } } }
      ? Body
      : never;

/** Path parameters of a call. Example: `ApiPathParams<'get', '/api/wallet/account/{code}'>` is `{ code: string }`. */
export type ApiPathParams<M extends ApiMethod, P extends ApiPath<M>> =
  ApiOperation<M, P> extends { parameters: { path: infer Params } } ? Params : never;

/** A schema of the document by name. Example: `Schema<'Profile'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
