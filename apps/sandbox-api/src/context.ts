// What every route module receives: the state and the chat event hub of one sandbox instance.
import { SLIP_FAILURE_REASONS } from '@wallet/domain';
import type { Context } from 'hono';
import { settleSlips } from './state/deposit';
import { payDueQrCodes } from './state/deposit-operator';
import { settleDeposits } from './state/ledger';
import type { SandboxState } from './state/store';
import type { Player } from './state/types';
import type { ChatEvents } from './chat-events';

/** Shared by all route modules of one sandbox. */
export interface RouteContext {
  state: SandboxState;
  chatEvents: ChatEvents;
}

/** Bearer token of a request, if any. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/**
 * Who sends a request, for the login waits: the connection's address on the Node server (@hono/node-server hands
 * the request's `incoming` message in `c.env`), never a header a client could change at will; 'local' in-process.
 */
export function clientOf(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

/** The logged-in player of a request (INVALID_TOKEN otherwise), with due deposits and slips settled. */
export function requirePlayer(ctx: RouteContext, c: Context): Player {
  const player = ctx.state.playerByToken(bearerToken(c));
  settleDeposits(ctx.state, player);
  settleSlips(ctx.state, player, SLIP_FAILURE_REASONS);
  payDueQrCodes(ctx.state, player, ctx.state.qrAutoPayMs);
  return player;
}
