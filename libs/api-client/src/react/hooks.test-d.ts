import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiError } from '../api-error';
import type { ApiClient } from '../client';
import type {
  LoginResponse,
  Profile,
  SiteInfo,
  StatementList,
  WalletResponse,
  MoneyResponse,
  SlipItem,
} from '../generated/openapi';
import type { UploadOptions } from '../upload';
import { useLogin, useProfile } from './account-hooks';
import { useStatements } from './deposit-hooks';
import { useLookupInfo } from './lookup-hooks';
import { getQueryOptions, postQueryOptions } from './query-options';
import { useApiGet } from './use-api';
import { useTransfer, useUploadSlip, useWallet } from './wallet-hooks';

declare const api: ApiClient;

describe('React Query generics', () => {
  it('query hooks carry the body type and ApiError', () => {
    expectTypeOf(useWallet).returns.toEqualTypeOf<UseQueryResult<WalletResponse, ApiError>>();
    expectTypeOf(useProfile).returns.toEqualTypeOf<UseQueryResult<Profile, ApiError>>();
    expectTypeOf(useLookupInfo).returns.toEqualTypeOf<UseQueryResult<SiteInfo, ApiError>>();
    expectTypeOf(useStatements).returns.toEqualTypeOf<UseQueryResult<StatementList, ApiError>>();
    expectTypeOf(useStatements).parameter(0).toEqualTypeOf<{ page: number; limit: number }>();
  });

  it('mutation hooks take the body as variables', () => {
    expectTypeOf(useLogin).returns.toEqualTypeOf<
      UseMutationResult<LoginResponse, ApiError, { username: string; password: string }>
    >();
    expectTypeOf(useTransfer).returns.toEqualTypeOf<
      UseMutationResult<MoneyResponse, ApiError, { from: string; to: string; amount: number }>
    >();
    expectTypeOf(useUploadSlip).returns.toEqualTypeOf<
      UseMutationResult<SlipItem, ApiError, UploadOptions<'/api/wallet/slip'>>
    >();
  });

  it('query options keep data types for loaders and prefetching', () => {
    const wallet = getQueryOptions(api, '/api/wallet');
    expectTypeOf(wallet.queryFn).not.toBeUndefined();
    expectTypeOf<Awaited<ReturnType<NonNullable<typeof wallet.queryFn>>>>().toEqualTypeOf<WalletResponse>();
    const page = postQueryOptions(api, '/api/statement', { body: { page: 1, limit: 10 } });
    expectTypeOf(page.queryKey).not.toBeAny();
    expectTypeOf<Awaited<ReturnType<NonNullable<typeof page.queryFn>>>>().toEqualTypeOf<StatementList>();
    // @ts-expect-error the statement list needs its page body
    postQueryOptions(api, '/api/statement');
  });

  it('the generic read hook checks parameters', () => {
    expectTypeOf(useApiGet<'/api/wallet/account/{code}'>)
      .parameter(1)
      .not.toBeAny();
    // @ts-expect-error a POST-only path is not readable with useApiGet
    useApiGet('/api/login');
  });
});
