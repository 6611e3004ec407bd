// The contract checks an operator runs against their own API (`npm run contract -- --base-url ...`): nothing here
// needs a /__sandbox route or the sandbox's seed, only one test account. Every answer is validated against the
// document by the runner; a check fails when a call it expects to work does not. Checks marked `movesMoney` move
// money (and move it back) or create and cancel a QR code: they run only with --allow-money.
import { ApiError, type ApiClient } from '@wallet/api-client';
import type { ContractDocument } from '../harness';
import { checkPositiveAcceptance } from '../positive-acceptance';

/** What a check gets: clients over the recording fetch, the document and the account. */
export interface RemoteContext {
  document: ContractDocument;
  baseUrl: string;
  guest: ApiClient;
  player: ApiClient;
  token: string;
  phone: string;
  fetch: typeof fetch;
}

export interface RemoteCheck {
  name: string;
  /** What it changes on the server, when it changes anything (said when it is skipped). */
  movesMoney?: string;
  run(ctx: RemoteContext): Promise<void>;
}

/** Awaits a call that must fail with `status` (and `code` when given). */
async function refused(call: Promise<unknown>, status: number, code?: string): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === status && (code === undefined || error.code === code))
      return;
    const got = error instanceof ApiError ? `${error.status} ${error.code}` : String(error);
    throw new Error(`expected ${status}${code ? ` ${code}` : ''}, got ${got}`, { cause: error });
  }
  throw new Error(`expected ${status}${code ? ` ${code}` : ''}, the call succeeded`);
}

/** Operations whose generated calls change nothing on the server (reads, lookups, checks without effect). */
const READ_ONLY_OPERATIONS = new Set([
  'validateAccount',
  'listInvites',
  'listRefunds',
  'listStatements',
  'listSlips',
  'slipReference',
  'findPromotion',
  'getGameAccount',
  'autoLogin',
  'getQrCode',
  'chatHistory',
]);

export const REMOTE_CHECKS: readonly RemoteCheck[] = [
  {
    name: 'public lookups',
    async run({ guest }) {
      await guest.get('/api/lookup/active');
      for (const path of [
        '/api/lookup/banks',
        '/api/lookup/deposit',
        '/api/lookup/conditions',
        '/api/lookup/agreements',
        '/api/lookup/info',
        '/api/lookup/notice',
        '/api/lookup/contact',
        '/api/lookup/withdraw',
        '/api/lookup/slip',
        '/api/lookup/sources',
        '/api/lookup/registerOTP',
        '/api/lookup/enableChatWidget',
      ] as const)
        await guest.get(path);
    },
  },
  {
    name: 'the test account: profile, wallet and game accounts',
    async run({ player }) {
      await player.get('/api/account/profile');
      const wallet = await player.get('/api/wallet');
      await player.get('/api/wallet/refresh/slot');
      for (const slot of wallet.slots.filter((s) => s.isActive))
        await player.get('/api/wallet/account/{code}', { params: { path: { code: slot.code } } });
    },
  },
  {
    name: 'bonuses, promotions, invites, refunds and the wheel (reads)',
    async run({ player }) {
      await player.get('/api/bonus');
      await player.get('/api/bonus/check/active');
      await player.get('/api/bonus/check/minimum');
      await player.get('/api/promotion/current');
      await player.post('/api/invite', { body: { page: 1, limit: 10 } });
      await player.get('/api/invite/banners');
      await player.post('/api/refund', { body: { page: 1, limit: 10 } });
      await player.get('/api/refund/check');
      await player.get('/api/refund/banners');
      await player.get('/api/spinwheel/setup');
      await player.get('/api/spinwheel/active');
      await player.get('/api/spinwheel/coupon');
    },
  },
  {
    name: 'statements, slips and QR states (reads)',
    async run({ player, guest }) {
      await player.post('/api/statement', { body: { page: 1, limit: 10 } });
      await player.post('/api/statement/slip', { body: { page: 1, limit: 10 } });
      const deposit = await guest.get('/api/lookup/deposit');
      const providers = new Set(deposit.banks.filter((b) => b.bankType === 'PAYMENT').map((b) => b.bankCode));
      for (const code of providers) await player.get('/api/qrcode/{id}', { params: { path: { id: code } } });
    },
  },
  {
    name: 'the support chat as the test account',
    async run({ player }) {
      await player.get('/api/chat/config');
      const { _id } = await player.get('/api/account/profile');
      await player.post('/api/chat/history', { body: { userId: _id, guestId: null, limit: 10, skip: 0 } });
    },
  },
  {
    name: 'refusals: no token 401, a malformed request 400, a wrong password 401',
    async run({ guest, player, phone }) {
      await refused(guest.get('/api/wallet'), 401);
      await refused(player.post('/api/statement', { body: {} as never }), 400, 'KEY_MISSING');
      // One wrong password (below the three after which a client's logins slow down): the account is untouched.
      await refused(
        guest.post('/api/login', { body: { username: phone, password: 'not-the-password-0' } }),
        401,
      );
    },
  },
  {
    name: 'requests the document allows are accepted (read-only operations, generated from its schemas)',
    async run({ document, baseUrl, token, fetch }) {
      const lines: string[] = [];
      for (const op of document.operations.filter((o) => READ_ONLY_OPERATIONS.has(o.id))) {
        const found = await checkPositiveAcceptance(document, op, {
          baseUrl,
          token,
          runs: 10,
          seed: 49,
          fetch,
        });
        lines.push(...found.map((u) => `${u.operation}: ${u.status} ${u.code} ${u.message}`));
      }
      if (lines.length > 0)
        throw new Error(`refused for reasons the document does not state:\n${lines.join('\n')}`);
    },
  },
  {
    name: 'a 1 baht transfer from the wallet to a game account and back',
    movesMoney: 'moves 1 baht from the wallet to the first open game account and back',
    async run({ player }) {
      const wallet = await player.get('/api/wallet');
      const game = wallet.slots.find((s) => s.isActive);
      if (!game) throw new Error('the test account has no open game account');
      if (wallet.wallet.amount < 1) throw new Error('the test account needs at least 1 baht in its wallet');
      await player.post('/api/wallet/transfer', { body: { from: 'wallet', to: game.code, amount: 1 } });
      const after = await player.post('/api/wallet/transfer', {
        body: { from: game.code, to: 'wallet', amount: 1 },
      });
      if (after.wallet.amount !== wallet.wallet.amount)
        throw new Error(
          `the wallet was ${wallet.wallet.amount} and is ${after.wallet.amount} after the round trip`,
        );
    },
  },
  {
    name: 'a QR code created, read and cancelled',
    movesMoney: 'creates a 100 baht QR deposit code at the first QR provider, then cancels it',
    async run({ player, guest }) {
      const deposit = await guest.get('/api/lookup/deposit');
      const provider = deposit.banks.find((b) => b.bankType === 'PAYMENT');
      if (!provider) throw new Error('the deposit lookup lists no QR provider');
      const id = provider.bankCode;
      const created = await player.post('/api/qrcode/{id}', {
        params: { path: { id } },
        body: { amount: 100 },
      });
      if (!created.hasQrcode || !created.qrcodeId)
        throw new Error(`no QR code was created: ${created.message}`);
      await player.get('/api/qrcode/{id}', { params: { path: { id } } });
      await player.delete('/api/qrcode/{id}', { params: { path: { id: created.qrcodeId } } });
    },
  },
];
