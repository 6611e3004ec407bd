import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createSandboxApp } from './app';
import {
  canonicalJson,
  IDEMPOTENT_OPERATIONS,
  idempotentOperationOf,
  requestFingerprint,
} from './idempotency';
import { IDEMPOTENCY_KEY_LIFETIME_MS } from './state/idempotency';

const KEY_A = '0b8f6c1e-6a57-4d0e-9d43-3c2a1f7e9b10';
const KEY_B = '5d2e9a44-1c3b-4f7a-8e65-b0a9c8d7e6f5';

/** A sandbox with a steppable clock and the demo player logged in. */
async function demo() {
  let t = Date.parse('2026-11-24T05:00:00.000Z');
  const { app, state } = createSandboxApp({ now: () => new Date(t), log: () => undefined });
  const login = async (username: string, password: string) => {
    const response = await app.request('/api/login', {
      method: 'POST',
      body: JSON.stringify({ username, password }),
    });
    return ((await response.json()) as { token: string }).token;
  };
  const token = await login('0812345678', 'demo1234');
  const call = (
    method: string,
    url: string,
    options: { body?: unknown; key?: string; token?: string } = {},
  ) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${options.token ?? token}` };
    if (options.key !== undefined) headers['Idempotency-Key'] = options.key;
    return app.request(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  };
  const answer = async (response: Response) => ({ status: response.status, body: await response.json() });
  const wallet = async (as = token) =>
    ((await (await call('GET', '/api/wallet', { token: as })).json()) as { wallet: { amount: number } })
      .wallet.amount;
  const statements = async () =>
    (
      (await (await call('POST', '/api/statement', { body: { page: 1, limit: 100 } })).json()) as {
        total: number;
      }
    ).total;
  return {
    app,
    state,
    token,
    login,
    call,
    answer,
    wallet,
    statements,
    advance: (ms: number) => void (t += ms),
  };
}

const transfer = { from: 'wallet', to: 'pg', amount: 100 };

describe('Idempotency-Key', () => {
  it('replays the first answer of a repeat with the same key and moves the money once', async () => {
    const s = await demo();
    const before = await s.wallet();
    const ledger = await s.statements();
    const first = await s.answer(
      await s.call('POST', '/api/wallet/transfer', { body: transfer, key: KEY_A }),
    );
    const again = await s.answer(
      await s.call('POST', '/api/wallet/transfer', { body: transfer, key: KEY_A }),
    );
    expect(first).toEqual({
      status: 200,
      body: { code: 'SUCCESS', message: 'SUCCESS', wallet: { amount: before - 100 } },
    });
    expect(again).toEqual(first);
    expect(await s.wallet()).toBe(before - 100);
    expect(await s.statements()).toBe(ledger + 1);
  });

  it('moves again with a different key, and without any key', async () => {
    const s = await demo();
    const before = await s.wallet();
    await s.call('POST', '/api/wallet/transfer', { body: transfer, key: KEY_A });
    await s.call('POST', '/api/wallet/transfer', { body: transfer, key: KEY_B });
    await s.call('POST', '/api/wallet/transfer', { body: transfer });
    await s.call('POST', '/api/wallet/transfer', { body: transfer });
    expect(await s.wallet()).toBe(before - 400);
  });

  it('refuses the same key with a different body or path with 422 IDEMPOTENCY_KEY_REUSED, moving nothing', async () => {
    const s = await demo();
    const before = await s.wallet();
    await s.call('POST', '/api/wallet/transfer', { body: transfer, key: KEY_A });
    const reused = await s.answer(
      await s.call('POST', '/api/wallet/transfer', { body: { ...transfer, amount: 200 }, key: KEY_A }),
    );
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await s.wallet()).toBe(before - 100);
    const activate = (code: string) => s.call('GET', `/api/bonus/activate/${code}`, { key: KEY_B });
    expect((await activate('NOPE')).status).toBe(404);
    expect((await s.answer(await activate('DAILY10'))).body).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await s.wallet()).toBe(before - 100);
  });

  it('compares JSON bodies by content, not key order or spacing', async () => {
    const s = await demo();
    const before = await s.wallet();
    await s.call('POST', '/api/wallet/transfer', { body: transfer, key: KEY_A });
    const reordered = await s.app.request('/api/wallet/transfer', {
      method: 'POST',
      headers: { Authorization: `Bearer ${s.token}`, 'Idempotency-Key': KEY_A.toUpperCase() },
      body: '{ "amount": 100, "to": "pg",   "from": "wallet" }',
    });
    expect(reordered.status).toBe(200);
    expect(await s.wallet()).toBe(before - 100);
    expect(canonicalJson({ b: [1, { d: 2, c: 3 }], a: null })).toBe('{"a":null,"b":[1,{"c":3,"d":2}]}');
  });

  it('replays a refusal too: the first answer is the answer', async () => {
    const s = await demo();
    const huge = { ...transfer, amount: 999_999 };
    const first = await s.answer(await s.call('POST', '/api/wallet/transfer', { body: huge, key: KEY_A }));
    expect(first.body).toMatchObject({ code: 'MONEY_NOT_ENOUGH' });
    s.state.playerByToken(s.token).wallet = 100_000_000;
    expect(await s.answer(await s.call('POST', '/api/wallet/transfer', { body: huge, key: KEY_A }))).toEqual(
      first,
    );
  });

  it('answers concurrent repeats with the one answer of the single run', async () => {
    const s = await demo();
    const before = await s.wallet();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(async () =>
        s.answer(await s.call('POST', '/api/wallet/transfer', { body: transfer, key: KEY_A })),
      ),
    );
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(200);
    expect(await s.wallet()).toBe(before - 100);
  });

  it('scopes keys per player and per operation', async () => {
    const s = await demo();
    const before = await s.wallet();
    await s.call('POST', '/api/wallet/transfer', { body: transfer, key: KEY_A });
    const withdrawn = await s.call('POST', '/api/wallet/withdraw', { body: { amount: 200 }, key: KEY_A });
    expect(withdrawn.status).toBe(200);
    expect(await s.wallet()).toBe(before - 300);
    const holder = await s.login('0845678901', 'bonus1234');
    const holderBefore = await s.wallet(holder);
    const theirs = await s.call('POST', '/api/wallet/transfer', {
      body: transfer,
      key: KEY_A,
      token: holder,
    });
    expect(theirs.status).toBe(200);
    expect(await s.wallet(holder)).toBe(holderBefore - 100);
  });

  it('forgets a key 24 hours (sandbox clock) after its first use', async () => {
    const s = await demo();
    const before = await s.wallet();
    await s.call('POST', '/api/wallet/transfer', { body: transfer, key: KEY_A });
    s.advance(IDEMPOTENCY_KEY_LIFETIME_MS - 1);
    await s.call('POST', '/api/wallet/transfer', { body: transfer, key: KEY_A });
    expect(await s.wallet()).toBe(before - 100);
    s.advance(1);
    // Tokens also live 24 hours: the same player logs in again and retries with the same key.
    const fresh = await s.login('0812345678', 'demo1234');
    await s.call('POST', '/api/wallet/transfer', { body: transfer, key: KEY_A, token: fresh });
    expect(await s.wallet(fresh)).toBe(before - 200);
    expect(s.state.idempotency.size(new Date(Date.parse('2030-01-01T00:00:00Z')))).toBe(0);
  });

  it('refuses a key that is not a UUID with KEY_INVALID and leaves 401 to the route', async () => {
    const s = await demo();
    const before = await s.wallet();
    const bad = await s.answer(
      await s.call('POST', '/api/wallet/transfer', { body: transfer, key: 'undefined' }),
    );
    expect(bad).toEqual({
      status: 400,
      body: { code: 'KEY_INVALID', message: 'Idempotency-Key must be a UUID' },
    });
    const guest = await s.call('POST', '/api/wallet/transfer', { body: transfer, key: 'x', token: 'nope' });
    expect(guest.status).toBe(401);
    expect(await s.wallet()).toBe(before);
  });

  it('does not keep an answer that never reached the operation (a fault, a server error): the retry runs', async () => {
    const s = await demo();
    const before = await s.wallet();
    s.state.controls.armFault({
      path: '/api/wallet/transfer',
      method: null,
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'INTERNAL_SERVER_ERROR',
      times: 1,
    });
    expect((await s.call('POST', '/api/wallet/transfer', { body: transfer, key: KEY_A })).status).toBe(500);
    expect(await s.wallet()).toBe(before);
    expect((await s.call('POST', '/api/wallet/transfer', { body: transfer, key: KEY_A })).status).toBe(200);
    expect((await s.call('POST', '/api/wallet/transfer', { body: transfer, key: KEY_A })).status).toBe(200);
    expect(await s.wallet()).toBe(before - 100);
  });

  it('ignores the header on operations that move no money', async () => {
    const s = await demo();
    const first = await s.call('GET', '/api/wallet/refresh/slot', { key: KEY_A });
    s.advance(5000);
    const second = await s.call('GET', '/api/wallet/refresh/slot', { key: KEY_A });
    expect(((await second.json()) as { lastSync: string }).lastSync).not.toBe(
      ((await first.json()) as { lastSync: string }).lastSync,
    );
    expect(idempotentOperationOf('GET', '/api/wallet/refresh/slot')).toBeUndefined();
    expect(idempotentOperationOf('GET', '/api/qrcode/KBANK')).toBeUndefined();
    expect(idempotentOperationOf('DELETE', '/api/qrcode/abc')?.id).toBe('deleteQrCode');
  });

  it('fingerprints multipart bodies by fields and file bytes, whatever the boundary', async () => {
    const form = (bytes: string, amount: string) => {
      const data = new FormData();
      data.append('amount', amount);
      data.append('file', new Blob([bytes], { type: 'image/png' }), 'slip.png');
      return new Request('http://sandbox.test/api/wallet/slip', { method: 'POST', body: data });
    };
    const a = await requestFingerprint(form('png-bytes', '100'), '/api/wallet/slip');
    expect(await requestFingerprint(form('png-bytes', '100'), '/api/wallet/slip')).toBe(a);
    expect(await requestFingerprint(form('png-bytez', '100'), '/api/wallet/slip')).not.toBe(a);
    expect(await requestFingerprint(form('png-bytes', '200'), '/api/wallet/slip')).not.toBe(a);
  });

  it('covers exactly the operations whose document entry declares the IdempotencyKey parameter', () => {
    const file = path.resolve(import.meta.dirname, '../../../openapi/openapi.yaml');
    const doc = parse(readFileSync(file, 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string; parameters?: { $ref?: string }[] }>>;
    };
    const declared: string[] = [];
    for (const [template, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (op.parameters?.some((p) => p.$ref === '#/components/parameters/IdempotencyKey')) {
          declared.push(`${method.toUpperCase()} ${template} ${op.operationId}`);
        }
      }
    }
    expect(declared.sort()).toEqual(
      IDEMPOTENT_OPERATIONS.map((op) => `${op.method} ${op.template} ${op.id}`).sort(),
    );
    expect(declared).toHaveLength(17);
  });
});
