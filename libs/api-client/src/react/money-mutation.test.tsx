// @vitest-environment jsdom
// moneyMutation's hooks, every one: the Idempotency-Key becomes the header (never the body), no call is retried, and
// each hook's own list is what a success refreshes and what an unknown result re-reads (the wallet always).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, renderHook, waitFor } from '@testing-library/react';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  buildCouponClaimResponse,
  buildMessageResponse,
  buildMoneyResponse,
  buildQrState,
  buildSlipItem,
  buildSpinResult,
  buildWalletResponse,
} from '../testing/fixtures';
import * as reactEntry from './index';
import { apiKeys } from './keys';
import type { MoneyHook, MoneyOperation } from './money-mutation';
import { apiQueryKey } from './query-keys';
import { useCreateQrCode, useQrCode } from './deposit-hooks';
import { useClearBonus } from './reward-hooks';
import { useWallet } from './wallet-hooks';
import { setup } from './hook-test-setup';

type AnyMoneyHook = MoneyHook<object, unknown>;

/** The document's money operations: every operation that declares the IdempotencyKey parameter. */
function documentMoneyOperations(): (MoneyOperation & { id: string })[] {
  const documentPath = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../../openapi/openapi.yaml',
  );
  const document = parse(readFileSync(documentPath, 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string; parameters?: { $ref?: string }[] }>>;
  };
  return Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([, op]) =>
        (op.parameters ?? []).some((p) => p.$ref === '#/components/parameters/IdempotencyKey'),
      )
      .map(([method, op]) => ({
        id: op.operationId ?? '',
        method: method as MoneyOperation['method'],
        path: template,
      })),
  );
}

/** Every money hook the react entry exports (each carries the operation it calls). */
const MONEY_HOOKS = Object.entries(reactEntry as Record<string, unknown>).filter(
  (entry): entry is [string, AnyMoneyHook] => typeof entry[1] === 'function' && 'operation' in entry[1],
);

const operationName = ({ method, path }: MoneyOperation) => `${method.toUpperCase()} ${path}`;

/** What one money operation's test sends: the hook's inputs, the request they make, the answer and the JSON body. */
interface MoneyInputs {
  variables: Record<string, unknown>;
  route: string;
  answer: () => Response;
  /** JSON body the request carries (undefined: no JSON body). */
  body?: unknown;
}

const money = () => Response.json(buildMoneyResponse());
/** Inputs per operationId of the document (which operations are money ones comes from the document, not from here). */
const INPUTS: Record<string, MoneyInputs> = {
  transfer: {
    variables: { from: 'wallet', to: 'pg', amount: 100 },
    route: 'POST /api/wallet/transfer',
    answer: money,
    body: { from: 'wallet', to: 'pg', amount: 100 },
  },
  transferAll: {
    variables: { to: 'pg' },
    route: 'POST /api/wallet/transferAll',
    answer: money,
    body: { to: 'pg' },
  },
  withdraw: {
    variables: { amount: 200 },
    route: 'POST /api/wallet/withdraw',
    answer: money,
    body: { amount: 200 },
  },
  withdrawAll: {
    variables: { amount: 300 },
    route: 'POST /api/wallet/withdrawAll',
    answer: money,
    body: { amount: 300 },
  },
  addWallet: {
    variables: { amount: 400 },
    route: 'POST /api/wallet/add',
    answer: money,
    body: { amount: 400 },
  },
  sendTrueLink: {
    variables: { link: 'gift' },
    route: 'POST /api/wallet/truelink',
    answer: money,
    body: { link: 'gift' },
  },
  uploadSlip: {
    variables: {
      file: new Blob(['png'], { type: 'image/png' }),
      fileName: 'slip.png',
      fields: { amount: '50' },
    },
    route: 'POST /api/wallet/slip',
    answer: () => Response.json(buildSlipItem()),
  },
  createQrCode: {
    variables: { bankCode: 'WW', amount: 200 },
    route: 'POST /api/qrcode/WW',
    answer: () => Response.json(buildQrState()),
    body: { amount: 200 },
  },
  deleteQrCode: {
    variables: { qrcodeId: 'qr-1' },
    route: 'DELETE /api/qrcode/qr-1',
    answer: () => Response.json(buildMessageResponse()),
  },
  receiveInviteBonus: { variables: {}, route: 'GET /api/invite/bonus', answer: money },
  receiveRefund: { variables: {}, route: 'GET /api/refund/receive', answer: money },
  refundToWallet: { variables: {}, route: 'GET /api/refund/addWallet', answer: money },
  activateBonus: { variables: { code: 'DAILY10' }, route: 'GET /api/bonus/activate/DAILY10', answer: money },
  activatePromotion: {
    variables: { code: 'NEWYEAR' },
    route: 'GET /api/promotion/activate/NEWYEAR',
    answer: money,
  },
  clearBonus: { variables: {}, route: 'GET /api/bonus/clear', answer: money },
  spin: { variables: {}, route: 'POST /api/spinwheel/spin', answer: () => Response.json(buildSpinResult()) },
  claimCoupon: {
    variables: { coupon: 'cpn-1' },
    route: 'POST /api/spinwheel/coupon/claim',
    answer: () => Response.json(buildCouponClaimResponse()),
    body: { coupon: 'cpn-1' },
  },
};

const DOCUMENT_OPERATIONS = documentMoneyOperations();
/** One case per money operation of the document: its hook (by the operation it calls) and its inputs. */
const MONEY_CASES = DOCUMENT_OPERATIONS.flatMap((operation) => {
  const hook = MONEY_HOOKS.find(([, use]) => operationName(use.operation) === operationName(operation));
  const inputs = INPUTS[operation.id];
  return hook && inputs ? [{ name: hook[0], use: hook[1], ...inputs }] : [];
});

describe("the money hooks are the document's money operations", () => {
  it('every operation with the IdempotencyKey parameter has a money hook, and every money hook is one of them', () => {
    const documented = DOCUMENT_OPERATIONS.map(operationName).sort();
    expect(documented.length).toBeGreaterThanOrEqual(17);
    expect(MONEY_HOOKS.map(([, use]) => operationName(use.operation)).sort()).toEqual(documented);
    // A new money operation needs its inputs here too, or the header and no-retry tests below would skip it.
    expect(MONEY_CASES.map(({ route }) => route.split(' ')[0])).toHaveLength(DOCUMENT_OPERATIONS.length);
    expect(Object.keys(INPUTS).sort()).toEqual(DOCUMENT_OPERATIONS.map(({ id }) => id).sort());
  });
});

describe('money mutations and the Idempotency-Key', () => {
  const KEY = '6f1d2c3b-4a59-4e68-8f70-91a2b3c4d5e6';

  it.each(MONEY_CASES)(
    '$name sends idempotencyKey as the Idempotency-Key header, never in the body',
    async ({ use, variables, route, answer, body }) => {
      const seen: Request[] = [];
      const { wrapper, calls } = setup({
        [route]: (request) => {
          seen.push(request.clone());
          return answer();
        },
      });
      const { result } = renderHook(() => use(), { wrapper });
      await act(async () => {
        await result.current.mutateAsync({ ...variables, idempotencyKey: KEY } as never);
      });
      await act(async () => {
        await result.current.mutateAsync(variables as never);
      });
      expect(calls.filter((call) => call === route)).toHaveLength(2);
      const [keyed, plain] = seen;
      expect(keyed?.headers.get('Idempotency-Key')).toBe(KEY);
      expect(plain?.headers.has('Idempotency-Key')).toBe(false);
      expect(keyed?.headers.get('Authorization')).toBe('Bearer tok');
      const text = (await keyed?.text()) ?? '';
      expect(text).not.toContain('idempotencyKey');
      expect(text).not.toContain(KEY);
      if (body !== undefined) expect(JSON.parse(text)).toEqual(body);
    },
  );

  it.each(MONEY_CASES)(
    '$name never retries, even when the app defaults mutations to retries',
    async ({ use, variables, route }) => {
      const { wrapper, calls } = setup({
        [route]: () => Response.json({ code: 'INTERNAL_SERVER_ERROR', message: 'x' }, { status: 500 }),
      });
      const { result } = renderHook(() => use(), { wrapper });
      await act(async () => {
        await result.current
          .mutateAsync({ ...variables, idempotencyKey: KEY } as never)
          .catch(() => undefined);
      });
      expect(calls).toEqual([route]);
    },
  );
});

describe('moneyMutation: the one owner of what a money call refreshes', () => {
  it('a success refreshes its own list; an unknown result rechecks that list plus the wallet, mounted or not', async () => {
    const { wrapper, queryClient, calls } = setup({
      'GET /api/wallet': () => Response.json(buildWalletResponse()),
      'GET /api/qrcode/kbank': () => Response.json(buildQrState()),
      'POST /api/qrcode/kbank': () => Response.json(buildQrState()),
    });
    const { result } = renderHook(() => ({ qr: useQrCode('kbank'), create: useCreateQrCode() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.qr.isSuccess).toBe(true));
    expect(result.current.create.refreshes).toEqual([apiKeys.qrCodes]);
    // The wallet was read once and is no longer on screen: a recheck re-reads it anyway (every balance).
    const wallet = renderHook(() => useWallet(), { wrapper });
    await waitFor(() => expect(wallet.result.current.isSuccess).toBe(true));
    wallet.unmount();
    expect(queryClient.getQueryData(apiQueryKey('get', '/api/wallet'))).toBeDefined();
    calls.length = 0;
    await act(async () => {
      await result.current.create.mutateAsync({ bankCode: 'kbank', amount: 100 });
    });
    await waitFor(() => expect(calls).toEqual(['POST /api/qrcode/kbank', 'GET /api/qrcode/kbank']));
    calls.length = 0;
    await act(async () => {
      await result.current.create.recheck();
    });
    expect([...calls].sort()).toEqual(['GET /api/qrcode/kbank', 'GET /api/wallet']);
  });

  it('a call without inputs sends no body (a GET must not carry one)', async () => {
    const seen: Request[] = [];
    const { wrapper } = setup({
      'GET /api/bonus/clear': (request) => {
        seen.push(request.clone());
        return Response.json(buildMessageResponse());
      },
    });
    const { result } = renderHook(() => useClearBonus(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({});
    });
    expect(seen).toHaveLength(1);
    expect(await seen[0]?.text()).toBe('');
  });
});
