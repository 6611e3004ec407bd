// What every route module receives: the state and the realtime pusher of one sandbox instance.
import type { Context, Hono } from 'hono';
import type { SandboxState } from './state/store';
import type { Player } from './state/types';
import type { Realtime } from './realtime';

/** Shared by all route modules of one sandbox. */
export interface RouteContext {
  state: SandboxState;
  realtime: Realtime;
}

/** The Hono app type of the sandbox. */
export type SandboxApp = Hono;

/** Bearer token of a request, if any. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** The logged-in player of a request (INVALID_TOKEN otherwise). */
export function requirePlayer(ctx: RouteContext, c: Context): Player {
  return ctx.state.playerByToken(bearerToken(c));
}

/** The player if a valid token was sent, else null (chat allows guests). */
export function optionalPlayer(ctx: RouteContext, c: Context): Player | null {
  const token = bearerToken(c);
  if (!token) return null;
  return ctx.state.playerByToken(token);
}
