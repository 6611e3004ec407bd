// Authentication first: a call of an operation the document reserves for a player (bearerAuth, no `{}` among its
// security requirements) without a valid token is 401 INVALID_TOKEN before its request is checked or counted.
import type { MiddlewareHandler } from 'hono';
import { bearerToken } from './context';
import type { OpenApiDocument } from './openapi/document';
import type { SandboxState } from './state/store';

/** Whether an operation's security requirements demand a token (none of them is the empty requirement `{}`). */
export function needsToken(security: readonly Record<string, unknown>[]): boolean {
  return security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
}

/** Middleware of `/api/*`: refuses a player operation without a valid token (unknown paths go on to the router). */
export function authentication(document: OpenApiDocument, state: SandboxState): MiddlewareHandler {
  return async (c, next) => {
    const op = document.operationOf(c.req.method, c.req.path);
    if (op && needsToken(op.security)) state.playerByToken(bearerToken(c));
    await next();
  };
}
