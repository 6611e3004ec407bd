// /api/wallet*: wallet, game accounts, transfers, withdrawals, deposits.
import type { Hono } from 'hono';
import { requirePlayer, type RouteContext } from '../context';
import { walletView } from '../state/views';

/** Registers the wallet routes. */
export function walletRoutes(app: Hono, ctx: RouteContext): void {
  app.get('/api/wallet', (c) => c.json(walletView(requirePlayer(ctx, c))));
}
