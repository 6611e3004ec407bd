// The deposit watch's core without React: what each answer means, and that every read is written into the cache
// entry the screens read (the contract's query options), on a real api client over a fake fetch.
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@wallet/api-client';
import { getQueryOptions, postQueryOptions } from '@wallet/api-client/react';
import {
  buildQrState,
  buildSlipItem,
  buildSlipList,
  buildStatementItem,
  buildWalletResponse,
  buildEmptyQrState,
} from '@wallet/api-client/testing';
import { TABLE_PAGE_SIZE } from '@wallet/domain';
import { depositLook } from './deposit-watch-core';
import type { PendingDeposit } from './deposit-watch';

type Route = () => Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const wallet = (amount: number) =>
  json(buildWalletResponse({ wallet: { ...buildWalletResponse().wallet, amount } }));

function setup(routes: Record<string, Route>) {
  const sent: Array<{ route: string; body: unknown }> = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const text = await request.text();
    sent.push({ route, body: text ? JSON.parse(text) : undefined });
    const answer = routes[route];
    return answer ? answer() : json({ message: 'NO_DATA' }, 404);
  };
  const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'token', fetch });
  const queryClient = new QueryClient();
  let now = 1_000_000;
  const look = depositLook({ client, queryClient, now: () => now });
  return {
    client,
    queryClient,
    sent,
    look: (deposit: PendingDeposit) => look(deposit, new AbortController().signal),
    later: (ms: number) => (now += ms),
  };
}

describe('depositLook', () => {
  it('a slip: reads the slip table first page (its own default) into its cache entry; pending, then landed with the wallet re-read', async () => {
    let status = 'PENDING';
    const { look, sent, client, queryClient } = setup({
      'POST /api/statement/slip': () =>
        json(buildSlipList({ slips: [buildSlipItem({ reference: 'S-1', status, amount: 300 })], total: 1 })),
      'GET /api/wallet': () => wallet(1300),
    });
    expect(await look({ kind: 'slip', reference: 'S-1' })).toEqual({ answer: 'pending' });
    expect(sent).toEqual([{ route: 'POST /api/statement/slip', body: { page: 1, limit: TABLE_PAGE_SIZE } }]);
    const slipTable = postQueryOptions(client, '/api/statement/slip', {
      body: { page: 1, limit: TABLE_PAGE_SIZE },
    });
    expect(queryClient.getQueryData(slipTable.queryKey)?.slips[0]?.status).toBe('PENDING');
    status = 'SUCCESS';
    expect(await look({ kind: 'slip', reference: 'S-1' })).toEqual({
      settled: { state: 'landed', amount: 300 },
    });
    expect(queryClient.getQueryData(getQueryOptions(client, '/api/wallet').queryKey)?.wallet.amount).toBe(
      1300,
    );
  });

  it('a refused slip settles failed with its note', async () => {
    const { look } = setup({
      'POST /api/statement/slip': () =>
        json(
          buildSlipList({
            slips: [buildSlipItem({ reference: 'S-2', status: 'FAILED', note: 'SLIP_EXPIRED' })],
          }),
        ),
    });
    expect(await look({ kind: 'slip', reference: 'S-2' })).toEqual({
      settled: { state: 'failed', reason: 'SLIP_EXPIRED' },
    });
  });

  it('a gift link lands with what the wallet gained over its baseline, and is pending while it has not', async () => {
    let amount = 1000;
    const { look } = setup({ 'GET /api/wallet': () => wallet(amount) });
    expect(await look({ kind: 'gift-link', walletBefore: 1000 })).toEqual({ answer: 'pending' });
    amount = 1150;
    expect(await look({ kind: 'gift-link', walletBefore: 1000 })).toEqual({
      settled: { state: 'landed', amount: 150 },
    });
  });

  it('a QR code: live is pending with the money before; gone and shown by a new deposit row is landed', async () => {
    let live = true;
    let rows = [buildStatementItem({ _id: 'old', amount: 500 })];
    const { look, client, queryClient, later } = setup({
      'GET /api/wallet': () => wallet(1000),
      'POST /api/statement': () => json({ total: rows.length, statements: rows }),
      'GET /api/qrcode/WW': () =>
        json(live ? buildQrState({ qrcodeId: 'qr-1', amount: 500, expireIn: 600 }) : buildEmptyQrState()),
    });
    const deposit = {
      kind: 'qr',
      provider: 'WW',
      qrcodeId: 'qr-1',
      amount: 500,
      walletBefore: 1000,
    } as const;
    const first = await look(deposit);
    expect(first).toMatchObject({ answer: 'pending', deposit: { before: { wallet: 1000 } } });
    const code = getQueryOptions(client, '/api/qrcode/{id}', { params: { path: { id: 'WW' } } });
    expect(queryClient.getQueryData(code.queryKey)?.qrcodeId).toBe('qr-1');
    live = false;
    rows = [buildStatementItem({ _id: 'new', amount: 500 }), ...rows];
    later(3_000);
    const next = 'deposit' in first && first.deposit ? first.deposit : deposit;
    expect(await look(next)).toEqual({ settled: { state: 'landed', amount: 500 } });
  });

  it('a QR code gone without the money showing it: checked during the grace, then unpaid', async () => {
    const { look, later } = setup({
      'GET /api/wallet': () => wallet(1000),
      'POST /api/statement': () => json({ total: 0, statements: [] }),
      'GET /api/qrcode/WW': () => json(buildEmptyQrState()),
    });
    const before = { wallet: 1000, successfulDeposits: [] };
    const deposit = {
      kind: 'qr',
      provider: 'WW',
      qrcodeId: 'qr-1',
      amount: 500,
      walletBefore: 1000,
      before,
    } as const;
    const checking = await look(deposit);
    expect(checking).toMatchObject({ answer: 'pending', deposit: { endedAt: expect.any(Number) } });
    later(60_000);
    const next = 'deposit' in checking && checking.deposit ? checking.deposit : deposit;
    expect(await look(next)).toEqual({ settled: { state: 'unpaid' } });
  });

  it('a rate limit is its own answer (the watch backs off); any other failure is one more pending look', async () => {
    const limited = setup({
      'GET /api/wallet': () => json({ code: 'REQUEST_LIMIT', message: 'REQUEST_LIMIT' }, 429),
    });
    expect(await limited.look({ kind: 'gift-link', walletBefore: 1 })).toEqual({ answer: 'REQUEST_LIMIT' });
    const broken = setup({ 'GET /api/wallet': () => json({ message: 'oops' }, 500) });
    expect(await broken.look({ kind: 'gift-link', walletBefore: 1 })).toEqual({ answer: 'error' });
  });
});
