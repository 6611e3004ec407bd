// Idempotency-Key on the money operations (openapi: components/parameters/IdempotencyKey): per player + operation +
// key, the first answer (status and body) is kept 24 h of sandbox clock and replayed for a repeat, so money moves
// once; the same key with another request on that operation answers 422 IDEMPOTENCY_KEY_REUSED.
import type { Context, MiddlewareHandler } from 'hono';
import { bearerToken } from './context';
import { ApiFailure } from './errors';
import { IdempotencyStore, type IdempotencyEntry, type StoredAnswer } from './state/idempotency';
import type { SandboxState } from './state/store';
import type { Player } from './state/types';

/** The header, as the document names it. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** An operation that honours the header (operationId of the document, method, path template). */
export interface IdempotentOperation {
  id: string;
  method: 'GET' | 'POST' | 'DELETE';
  template: string;
}

/** Every money-moving operation: those whose document entry declares the IdempotencyKey parameter. */
export const IDEMPOTENT_OPERATIONS: readonly IdempotentOperation[] = [
  { id: 'addWallet', method: 'POST', template: '/api/wallet/add' },
  { id: 'transfer', method: 'POST', template: '/api/wallet/transfer' },
  { id: 'transferAll', method: 'POST', template: '/api/wallet/transferAll' },
  { id: 'withdraw', method: 'POST', template: '/api/wallet/withdraw' },
  { id: 'withdrawAll', method: 'POST', template: '/api/wallet/withdrawAll' },
  { id: 'uploadSlip', method: 'POST', template: '/api/wallet/slip' },
  { id: 'sendTrueLink', method: 'POST', template: '/api/wallet/truelink' },
  { id: 'createQrCode', method: 'POST', template: '/api/qrcode/{id}' },
  { id: 'deleteQrCode', method: 'DELETE', template: '/api/qrcode/{id}' },
  { id: 'receiveInviteBonus', method: 'GET', template: '/api/invite/bonus' },
  { id: 'receiveRefund', method: 'GET', template: '/api/refund/receive' },
  { id: 'refundToWallet', method: 'GET', template: '/api/refund/addWallet' },
  { id: 'activateBonus', method: 'GET', template: '/api/bonus/activate/{code}' },
  { id: 'activatePromotion', method: 'GET', template: '/api/promotion/activate/{code}' },
  { id: 'clearBonus', method: 'GET', template: '/api/bonus/clear' },
  { id: 'spin', method: 'POST', template: '/api/spinwheel/spin' },
  { id: 'claimCoupon', method: 'POST', template: '/api/spinwheel/coupon/claim' },
];

const MATCHERS = IDEMPOTENT_OPERATIONS.map((op) => ({
  op,
  pattern: new RegExp(`^${op.template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The money operation a request addresses, if any. */
export function idempotentOperationOf(method: string, path: string): IdempotentOperation | undefined {
  const upper = method.toUpperCase();
  return MATCHERS.find(({ op, pattern }) => op.method === upper && pattern.test(path))?.op;
}

/** A UUID in its text form (any version), as the document's `format: uuid`. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** JSON with object keys sorted at every level, so key order and spacing do not make two bodies differ. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

async function sha256(data: string | Uint8Array): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * What makes two requests "the same": method, path and body. JSON bodies compare by content (key order and spacing
 * aside); multipart bodies by their fields and files (name, type, bytes), since each send picks a new boundary.
 */
export async function requestFingerprint(request: Request, path: string): Promise<string> {
  const copy = request.clone();
  const contentType = (copy.headers.get('content-type') ?? '').toLowerCase();
  let body: string;
  if (contentType.startsWith('multipart/form-data')) {
    try {
      const parts: string[] = [];
      for (const [name, value] of (await copy.formData()).entries()) {
        parts.push(
          typeof value === 'string'
            ? `${name}=${JSON.stringify(value)}`
            : `${name}=file:${JSON.stringify(value.name)}:${value.type}:${await sha256(new Uint8Array(await value.arrayBuffer()))}`,
        );
      }
      body = `multipart:${parts.sort().join('&')}`;
    } catch {
      body = `unreadable-multipart:${await sha256(new Uint8Array(await request.clone().arrayBuffer()))}`;
    }
  } else {
    const text = await copy.text();
    try {
      body = text.trim() === '' ? '' : `json:${canonicalJson(JSON.parse(text))}`;
    } catch {
      body = `text:${text}`;
    }
  }
  return sha256(`${request.method.toUpperCase()} ${path}\n${body}`);
}

/** Whether an answer is kept for replay: only answers of the operation itself (not 401, 410 or a server failure). */
function keepable(status: number): boolean {
  return status !== 401 && status !== 410 && status < 500;
}

function replay(answer: StoredAnswer): Response {
  const headers = new Headers();
  if (answer.contentType) headers.set('content-type', answer.contentType);
  return new Response(answer.body, { status: answer.status, headers });
}

/** The player of a request, or undefined (the route itself then answers 401). */
function playerOf(state: SandboxState, c: Context): Player | undefined {
  try {
    return state.playerByToken(bearerToken(c));
  } catch {
    return undefined;
  }
}

/** Middleware of `/api/*` honouring the header on the money operations (any other call ignores it). */
export function idempotencyMiddleware(state: SandboxState): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    const op = key === undefined ? undefined : idempotentOperationOf(c.req.method, c.req.path);
    if (key === undefined || !op) return next();
    const player = playerOf(state, c);
    if (!player) return next();
    if (!UUID.test(key)) throw new ApiFailure('KEY_INVALID', `${IDEMPOTENCY_HEADER} must be a UUID`);
    const scope = IdempotencyStore.scope(player._id, op.id, key.toLowerCase());
    const fingerprint = await requestFingerprint(c.req.raw, c.req.path);

    for (;;) {
      const found = state.idempotency.get(scope, state.now());
      if (!found) break;
      if (found.fingerprint !== fingerprint) {
        throw new ApiFailure(
          'IDEMPOTENCY_KEY_REUSED',
          `this ${IDEMPOTENCY_HEADER} was used for a different ${op.id} request`,
          422,
        );
      }
      const answer = await found.answer;
      if (answer) return replay(answer);
      // The first answer was not kept (the first call never reached the operation): run it now, as the first.
    }

    let settle: (answer: StoredAnswer | null) => void = () => undefined;
    const entry: IdempotencyEntry = {
      fingerprint,
      createdAt: state.now(),
      answer: new Promise((resolve) => (settle = resolve)),
    };
    state.idempotency.set(scope, entry);
    let kept: StoredAnswer | null = null;
    try {
      await next();
      if (keepable(c.res.status)) {
        kept = {
          status: c.res.status,
          contentType: c.res.headers.get('content-type'),
          body: await c.res.clone().text(),
        };
      }
    } finally {
      if (!kept) state.idempotency.delete(scope, entry);
      settle(kept);
    }
  };
}
