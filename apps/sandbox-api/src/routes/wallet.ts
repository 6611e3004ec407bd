// /api/wallet*, /api/autoLogin and /api/qrcode: wallet, game accounts, transfers, withdrawals and deposits.
import type { Context, Hono } from 'hono';
import { requirePlayer, type RouteContext } from '../context';
import { readJson, requireNumber, requireString } from '../input';
import { toBaht } from '../money';
import { readUpload } from '../multipart';
import { createQr, deleteQr, getQr, redeemTrueLink, uploadSlip } from '../state/deposit';
import { slipView, slotView, walletView } from '../state/views';
import type { Player } from '../state/types';
import {
  activateGame,
  autoLoginLink,
  openAccount,
  requestDeposit,
  resetGamePassword,
  transfer,
  transferAll,
  withdraw,
  withdrawAll,
} from '../state/wallet';

/** MoneyResponse: outcome code and the wallet after the movement. */
export function money(player: Player, code = 'SUCCESS') {
  return { code, message: code, wallet: { amount: toBaht(player.wallet) } };
}

/** The stand-in game site of this sandbox, on the origin the request reached (see routes/game-sites.ts). */
function gameSite(c: Context): string {
  return `${new URL(c.req.url).origin}/__games`;
}

/** Registers the wallet routes. */
export function walletRoutes(app: Hono, ctx: RouteContext): void {
  const { state } = ctx;

  app.get('/api/wallet', (c) => c.json(walletView(requirePlayer(ctx, c), state.market.banks, gameSite(c))));

  app.get('/api/wallet/refresh/slot', (c) => {
    const player = requirePlayer(ctx, c);
    player.lastSync = state.now();
    return c.json(walletView(player, state.market.banks, gameSite(c)));
  });

  app.get('/api/wallet/activate/:code', (c) => {
    const player = requirePlayer(ctx, c);
    activateGame(state, player, c.req.param('code'));
    return c.json({ code: 'SUCCESS', message: 'SUCCESS' });
  });

  app.get('/api/wallet/account/:code', (c) => {
    const player = requirePlayer(ctx, c);
    return c.json(slotView(openAccount(player, c.req.param('code')), gameSite(c)));
  });

  app.get('/api/wallet/resetpassword/:code', (c) => {
    const player = requirePlayer(ctx, c);
    resetGamePassword(state, player, c.req.param('code'));
    return c.json({ code: 'SUCCESS', message: 'SUCCESS' });
  });

  app.post('/api/wallet/add', async (c) => {
    const player = requirePlayer(ctx, c);
    requestDeposit(state, player, requireNumber(await readJson(c), 'amount'));
    return c.json(money(player));
  });

  app.post('/api/wallet/transfer', async (c) => {
    const player = requirePlayer(ctx, c);
    const body = await readJson(c);
    transfer(
      state,
      player,
      requireString(body, 'from'),
      requireString(body, 'to'),
      requireNumber(body, 'amount'),
    );
    return c.json(money(player));
  });

  app.post('/api/wallet/transferAll', async (c) => {
    const player = requirePlayer(ctx, c);
    transferAll(state, player, requireString(await readJson(c), 'to'));
    return c.json(money(player));
  });

  app.post('/api/wallet/withdraw', async (c) => {
    const player = requirePlayer(ctx, c);
    withdraw(state, player, requireNumber(await readJson(c), 'amount'));
    return c.json(money(player));
  });

  app.post('/api/wallet/withdrawAll', async (c) => {
    const player = requirePlayer(ctx, c);
    withdrawAll(state, player, requireNumber(await readJson(c), 'amount'));
    return c.json(money(player));
  });

  app.post('/api/wallet/slip', async (c) => {
    const player = requirePlayer(ctx, c);
    const { file, fields } = await readUpload(c, 'SLIP_NO_FILE');
    return c.json(slipView(uploadSlip(state, player, file, fields['amount'])));
  });

  app.post('/api/wallet/truelink', async (c) => {
    const player = requirePlayer(ctx, c);
    await redeemTrueLink(state, player, requireString(await readJson(c), 'link'));
    return c.json(money(player));
  });

  app.get('/api/autoLogin/:game/:username', (c) => {
    const player = requirePlayer(ctx, c);
    return c.json({
      link: autoLoginLink(
        state,
        player,
        c.req.param('game'),
        c.req.param('username'),
        undefined,
        gameSite(c),
      ),
    });
  });

  app.get('/api/autoLogin/:game/:username/:password', (c) => {
    const player = requirePlayer(ctx, c);
    const { game, username, password } = c.req.param();
    return c.json({ link: autoLoginLink(state, player, game, username, password, gameSite(c)) });
  });

  app.get('/api/qrcode/:id', (c) => c.json(getQr(state, requirePlayer(ctx, c), c.req.param('id'))));

  app.post('/api/qrcode/:id', async (c) => {
    const player = requirePlayer(ctx, c);
    return c.json(createQr(state, player, c.req.param('id'), requireNumber(await readJson(c), 'amount')));
  });

  app.delete('/api/qrcode/:id', (c) => {
    deleteQr(state, requirePlayer(ctx, c), c.req.param('id'));
    return c.json({ code: 'SUCCESS', message: 'SUCCESS' });
  });
}
