import type { QueryKey, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
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
import type { UploadOptions } from '../upload-types';
import { useLogin, useProfile } from './account-hooks';
import type { useCreateQrCode, useDeleteQrCode } from './deposit-hooks';
import { useStatements } from './deposit-hooks';
import { useLookupInfo } from './lookup-hooks';
import { getQueryOptions, postQueryOptions } from './query-options';
import { useApiGet } from './use-api';
import type {
  useActivateBonus,
  useActivatePromotion,
  useClaimCoupon,
  useClearBonus,
  useReceiveInviteBonus,
  useReceiveRefund,
  useRefundToWallet,
  useSpin,
} from './reward-hooks';
import type {
  useAddWallet,
  useSendTrueLink,
  useTransferAll,
  useWithdraw,
  useWithdrawAll,
} from './wallet-hooks';
import { useTransfer, useUploadSlip, useWallet } from './wallet-hooks';

/** The variables type of a mutation hook. */
type VariablesOf<H extends () => { mutate: (variables: never) => unknown }> =
  ReturnType<H> extends UseMutationResult<unknown, ApiError, infer V> ? V : never;
type Key = { idempotencyKey?: string };

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
    // Money hooks: the mutation plus the queries they own (refreshes, recheck).
    expectTypeOf(useTransfer).returns.toEqualTypeOf<
      UseMutationResult<
        MoneyResponse,
        ApiError,
        { from: string; to: string; amount: number; idempotencyKey?: string }
      > & { refreshes: readonly QueryKey[]; recheck: () => Promise<void> }
    >();
    expectTypeOf(useUploadSlip).returns.toEqualTypeOf<
      UseMutationResult<
        SlipItem,
        ApiError,
        {
          [K in keyof (Omit<UploadOptions<'/api/wallet/slip'>, 'headers'> & Key)]: (Omit<
            UploadOptions<'/api/wallet/slip'>,
            'headers'
          > &
            Key)[K];
        }
      > & { refreshes: readonly QueryKey[]; recheck: () => Promise<void> }
    >();
  });

  it('money hooks take their inputs plus an optional idempotencyKey, in one object', () => {
    expectTypeOf<VariablesOf<typeof useTransferAll>>().toEqualTypeOf<{
      to: string;
      idempotencyKey?: string;
    }>();
    expectTypeOf<VariablesOf<typeof useWithdraw>>().toEqualTypeOf<{
      amount: number;
      idempotencyKey?: string;
    }>();
    expectTypeOf<VariablesOf<typeof useWithdrawAll>>().toEqualTypeOf<{
      amount: number;
      idempotencyKey?: string;
    }>();
    expectTypeOf<VariablesOf<typeof useAddWallet>>().toEqualTypeOf<{
      amount: number;
      idempotencyKey?: string;
    }>();
    expectTypeOf<VariablesOf<typeof useSendTrueLink>>().toEqualTypeOf<{
      link: string;
      idempotencyKey?: string;
    }>();
    expectTypeOf<VariablesOf<typeof useCreateQrCode>>().toEqualTypeOf<{
      bankCode: string;
      amount: number;
      idempotencyKey?: string;
    }>();
    expectTypeOf<VariablesOf<typeof useDeleteQrCode>>().toEqualTypeOf<{
      qrcodeId: string;
      idempotencyKey?: string;
    }>();
    expectTypeOf<VariablesOf<typeof useActivateBonus>>().toEqualTypeOf<{
      code: string;
      idempotencyKey?: string;
    }>();
    expectTypeOf<VariablesOf<typeof useActivatePromotion>>().toEqualTypeOf<{
      code: string;
      idempotencyKey?: string;
    }>();
    expectTypeOf<VariablesOf<typeof useClaimCoupon>>().toEqualTypeOf<{
      coupon: string;
      idempotencyKey?: string;
    }>();
    expectTypeOf<VariablesOf<typeof useReceiveInviteBonus>>().toEqualTypeOf<{ idempotencyKey?: string }>();
    expectTypeOf<VariablesOf<typeof useReceiveRefund>>().toEqualTypeOf<{ idempotencyKey?: string }>();
    expectTypeOf<VariablesOf<typeof useRefundToWallet>>().toEqualTypeOf<{ idempotencyKey?: string }>();
    expectTypeOf<VariablesOf<typeof useClearBonus>>().toEqualTypeOf<{ idempotencyKey?: string }>();
    expectTypeOf<VariablesOf<typeof useSpin>>().toEqualTypeOf<{ idempotencyKey?: string }>();
    expectTypeOf<VariablesOf<typeof useUploadSlip>>().toHaveProperty('idempotencyKey');
    expectTypeOf<VariablesOf<typeof useUploadSlip>>().not.toHaveProperty('headers');
    expectTypeOf<VariablesOf<typeof useTransfer>>().not.toExtend<{ idempotencyKey?: number }>();
    // A void or string variable is gone: every money hook takes an object.
    expectTypeOf<VariablesOf<typeof useSpin>>().not.toBeVoid();
    expectTypeOf<VariablesOf<typeof useActivateBonus>>().not.toExtend<string>();
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
