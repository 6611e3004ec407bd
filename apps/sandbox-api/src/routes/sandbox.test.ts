import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app';

async function demo() {
  const { app, state } = createSandboxApp({ log: () => undefined });
  const login = await app.request('/api/login', {
    method: 'POST',
    body: JSON.stringify({ username: '0812345678', password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const call = (method: string, url: string, body?: unknown, key?: string) =>
    app.request(url, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(key ? { 'Idempotency-Key': key } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const control = async (method: string, url: string, body?: unknown) => {
    const response = await app.request(url, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const wallet = async () =>
    ((await (await call('GET', '/api/wallet')).json()) as { wallet: { amount: number } }).wallet.amount;
  return { app, state, call, control, wallet };
}

const transfer = { from: 'wallet', to: 'pg', amount: 10 };
const KEY = '9a7c1d2e-3f4b-4c5d-8e6f-708192a3b4c5';

describe('/__sandbox money-test switches', () => {
  it('delays the answer of the next K calls of a path, after the call ran', async () => {
    const s = await demo();
    const before = await s.wallet();
    expect(
      await s.control('POST', '/__sandbox/delay', { path: '/api/wallet/transfer', ms: 150, times: 2 }),
    ).toEqual({
      status: 200,
      body: { path: '/api/wallet/transfer', method: null, ms: 150, times: 2 },
    });
    const timed = async () => {
      const start = performance.now();
      const pending = s.call('POST', '/api/wallet/transfer', transfer);
      const response = await pending;
      return { status: response.status, ms: performance.now() - start };
    };
    const first = timed();
    // The money moved before the answer was sent.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await s.wallet()).toBe(before - 10);
    expect((await first).ms).toBeGreaterThanOrEqual(140);
    expect((await timed()).ms).toBeGreaterThanOrEqual(140);
    expect((await timed()).ms).toBeLessThan(140);
    expect(await s.wallet()).toBe(before - 30);
  });

  it('fails the next K calls of a path with a status and code, moving nothing', async () => {
    const s = await demo();
    const before = await s.wallet();
    await s.control('POST', '/__sandbox/fail', {
      path: '/api/wallet/transfer',
      method: 'post',
      status: 503,
      code: 'INTERNAL_SERVER_ERROR',
      times: 2,
    });
    for (let i = 0; i < 2; i++) {
      const failed = await s.call('POST', '/api/wallet/transfer', transfer);
      expect(failed.status).toBe(503);
      expect(await failed.json()).toEqual({
        code: 'INTERNAL_SERVER_ERROR',
        message: 'INTERNAL_SERVER_ERROR',
      });
    }
    expect(await s.wallet()).toBe(before);
    expect((await s.call('POST', '/api/wallet/transfer', transfer)).status).toBe(200);
    await s.control('POST', '/__sandbox/fail', {
      path: '/api/wallet/transfer',
      method: 'GET',
      status: 400,
      code: 'TRANSFER_FAIL',
      message: 'custom',
    });
    expect((await s.call('POST', '/api/wallet/transfer', transfer)).status).toBe(200);
    expect(await s.wallet()).toBe(before - 20);
  });

  it('counts requests received per path, replays and refusals included, and forgets them on demand', async () => {
    const s = await demo();
    const count = async (query: string) =>
      (await s.control('GET', `/__sandbox/requests?${query}`)).body['count'];
    await s.call('POST', '/api/wallet/transfer', transfer, KEY);
    await s.call('POST', '/api/wallet/transfer', transfer, KEY);
    await s.call('POST', '/api/wallet/transfer', { ...transfer, amount: 20 }, KEY);
    await s.call('GET', '/api/wallet/transfer');
    expect(await count('path=/api/wallet/transfer')).toBe(4);
    expect(await count('path=/api/wallet/transfer&method=POST')).toBe(3);
    expect(await count('path=/api/wallet/transferAll')).toBe(0);
    expect((await s.control('GET', '/__sandbox/requests?path=/api/wallet/transfer')).body).toEqual({
      path: '/api/wallet/transfer',
      method: null,
      count: 4,
    });
    expect(await s.control('DELETE', '/__sandbox/requests')).toEqual({ status: 200, body: { ok: true } });
    expect(await count('path=/api/wallet/transfer')).toBe(0);
  });

  it('validates switch bodies', async () => {
    const s = await demo();
    const refused = async (url: string, body: unknown) => (await s.control('POST', url, body)).body['code'];
    expect(await refused('/__sandbox/delay', { ms: 10 })).toBe('KEY_MISSING');
    expect(await refused('/__sandbox/delay', { path: '/wallet', ms: 10 })).toBe('KEY_INVALID');
    expect(await refused('/__sandbox/delay', { path: '/api/wallet', ms: -1 })).toBe('KEY_INVALID');
    expect(await refused('/__sandbox/delay', { path: '/api/wallet', ms: 10, times: 0 })).toBe('KEY_INVALID');
    expect(await refused('/__sandbox/delay', { path: '/api/wallet', ms: 1, method: 'TRACE' })).toBe(
      'KEY_INVALID',
    );
    expect(await refused('/__sandbox/fail', { path: '/api/wallet', status: 200, code: 'NO_DATA' })).toBe(
      'KEY_INVALID',
    );
    expect(await refused('/__sandbox/fail', { path: '/api/wallet', status: 500, code: 'NOPE' })).toBe(
      'KEY_INVALID',
    );
    expect((await s.control('GET', '/__sandbox/requests')).body['code']).toBe('KEY_MISSING');
  });

  it('reset disarms every switch and forgets the log and the keys', async () => {
    const s = await demo();
    await s.control('POST', '/__sandbox/fail', { path: '/api/wallet', status: 500, code: 'NO_DATA' });
    await s.control('POST', '/__sandbox/delay', { path: '/api/wallet', ms: 5000 });
    await s.call('POST', '/api/wallet/transfer', transfer, KEY);
    await s.control('POST', '/__sandbox/reset');
    expect((await s.control('GET', '/__sandbox/requests?path=/api/wallet/transfer')).body['count']).toBe(0);
    expect(s.state.controls.takeFault('GET', '/api/wallet')).toBeUndefined();
    expect(s.state.controls.takeDelay('GET', '/api/wallet')).toBeUndefined();
    expect(s.state.idempotency.size(s.state.now())).toBe(0);
  });
});
