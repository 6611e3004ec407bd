import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox } from './sandbox';
import { startSandbox, type StartedSandbox } from './server';
import {
  BURST_ALLOWED,
  CLIENT_FREE_FAILURES,
  LOGIN_FIRST_WAIT_MS,
  LOGIN_FREE_FAILURES,
  LOGIN_MAX_WAIT_MS,
  loginWaitMs,
} from './state/throttle';

const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
const DEMO = { username: '0812345678', password: 'demo1234' };

/** A sandbox as strict as the document, in-process (every request from one client) on a clock a test moves. */
function sandbox() {
  let now = Date.parse('2026-11-28T03:00:00Z');
  const { app } = createSandbox({ log: () => undefined, now: () => new Date(now) });
  const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await app.request(url, {
      method: 'POST',
      headers: { ...JSON_HEADERS, ...headers },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('Retry-After'),
      body: (await response.json()) as Record<string, unknown>,
    };
  };
  const login = async (password = DEMO.password, username = DEMO.username) =>
    post('/api/login', { username, password });
  return { post, login, advance: (ms: number) => void (now += ms) };
}

/** One request over a socket with any method (fetch refuses TRACE); its status, Allow header and body. */
function rawRequest(base: string, method: string, path: string) {
  return new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
    const call = httpRequest(new URL(path, base), { method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

/** `count` calls fired at once (a burst far beyond the allowance), their statuses and codes. */
async function burst(count: number, call: () => Promise<{ status: number; body: Record<string, unknown> }>) {
  const answers = await Promise.all(Array.from({ length: count }, call));
  return new Set(answers.map((a) => `${a.status} ${String(a.body['code'])}`));
}

/** POST /api/login to a started sandbox from one local address (127.0.0.x: another client, as the server sees it). */
function loginFrom(
  server: StartedSandbox,
  localAddress: string,
  password: string,
): Promise<{ status: number; retryAfter: string | undefined; code: unknown }> {
  const body = JSON.stringify({ ...DEMO, password });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/api/login',
        method: 'POST',
        localAddress,
        headers: { ...JSON_HEADERS, 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const header = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: Array.isArray(header) ? header[0] : header,
            code: (JSON.parse(text) as { code?: unknown }).code,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('login waits (docs/product.md#login)', () => {
  let started: StartedSandbox | undefined;
  afterEach(async () => {
    await started?.close();
    started = undefined;
  });

  it('grow from 1 s, doubling with each failure, up to 15 minutes', () => {
    expect([0, 1, 2].map((n) => loginWaitMs(n, LOGIN_FREE_FAILURES))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6].map((n) => loginWaitMs(n, LOGIN_FREE_FAILURES))).toEqual([1000, 2000, 4000, 8000]);
    expect(loginWaitMs(20, LOGIN_FREE_FAILURES)).toBe(LOGIN_MAX_WAIT_MS);
    expect(loginWaitMs(10_000, LOGIN_FREE_FAILURES)).toBe(LOGIN_MAX_WAIT_MS);
    expect(LOGIN_MAX_WAIT_MS).toBe(15 * 60_000);
  });

  it('slow one client down at a phone: refused (unchecked) inside the wait with Retry-After, checked after it', async () => {
    const { login, advance } = sandbox();
    for (let i = 0; i < LOGIN_FREE_FAILURES; i += 1) {
      expect((await login(`wrong-${i}`)).body['code']).toBe('WRONG_CREDENTIAL');
    }
    // Inside the 1 s wait even the right password is not checked; the answer says how long to wait.
    expect(await login()).toEqual({
      status: 429,
      retryAfter: '1',
      body: { code: 'REQUEST_LIMIT', message: 'REQUEST_LIMIT' },
    });
    advance(LOGIN_FIRST_WAIT_MS);
    expect((await login('wrong-again')).body['code']).toBe('WRONG_CREDENTIAL');
    // Four failures: 2 s now.
    advance(LOGIN_FIRST_WAIT_MS);
    expect(await login()).toMatchObject({ status: 429, retryAfter: '1' });
    advance(LOGIN_FIRST_WAIT_MS);
    expect((await login()).status).toBe(200);
    // A success starts the count afresh.
    for (let i = 0; i < LOGIN_FREE_FAILURES; i += 1) expect((await login('wrong')).status).toBe(401);
    advance(LOGIN_FIRST_WAIT_MS);
    expect((await login()).status).toBe(200);
  });

  it('slow a client that tries many phones, after CLIENT_FREE_FAILURES failures across them', async () => {
    const { login, advance } = sandbox();
    for (let i = 0; i < CLIENT_FREE_FAILURES; i += 1) {
      expect((await login('wrong', `08000000${String(i).padStart(2, '0')}`)).status).toBe(401);
    }
    expect(await login()).toMatchObject({ status: 429, body: { code: 'REQUEST_LIMIT' } });
    advance(LOGIN_FIRST_WAIT_MS);
    expect((await login()).status).toBe(200);
  });

  it('20 wrong passwords from one client do not stop the right password from another client', async () => {
    let now = Date.parse('2026-11-28T03:00:00Z');
    started = await startSandbox({ port: 0, log: () => undefined, now: () => new Date(now) });
    const attacker = '127.0.0.2';
    const player = '127.0.0.1';
    // 20 real wrong guesses: the attacker waits out each wait (the sandbox clock moves past it).
    for (let i = 1; i <= 20; i += 1) {
      const answer = await loginFrom(started, attacker, `guess-${i}`);
      expect(answer, `guess ${i}`).toMatchObject({ status: 401, code: 'WRONG_CREDENTIAL' });
      if (i < 20) now += loginWaitMs(i, LOGIN_FREE_FAILURES);
    }
    // The attacker's wait is now the longest; a little of it has passed.
    now += 1000;
    const refused = await loginFrom(started, attacker, DEMO.password);
    expect(refused).toMatchObject({ status: 429, code: 'REQUEST_LIMIT' });
    expect(Number(refused.retryAfter)).toBeGreaterThan(LOGIN_MAX_WAIT_MS / 1000 - 60);
    // The player's own phone, inside the attacker's wait: the right password logs in at once.
    expect(await loginFrom(started, player, DEMO.password)).toMatchObject({ status: 200 });
    // And a player's typo from there is an ordinary wrong password, not a wait.
    expect(await loginFrom(started, player, 'typo')).toMatchObject({ status: 401, code: 'WRONG_CREDENTIAL' });
  });

  it('a reset forgets every wait', async () => {
    const { post, login } = sandbox();
    for (let i = 0; i < LOGIN_FREE_FAILURES + 1; i += 1) await login('wrong');
    expect((await login()).status).toBe(429);
    expect((await post('/__sandbox/reset', {})).status).toBe(200);
    expect((await login()).status).toBe(200);
  });
});

describe('throttling', () => {
  it('refuses a burst of money calls by one player with REQUEST_LIMIT; repeats of one key are replays', async () => {
    const { post, login } = sandbox();
    const { token } = (await login()).body as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    const transfer = { from: 'wallet', to: 'pg', amount: 1 };
    // 20 repeats of one confirm (one Idempotency-Key): one transfer, replayed, never refused.
    const key = crypto.randomUUID();
    const repeats = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/api/wallet/transfer', transfer, { ...auth, 'Idempotency-Key': key }),
      ),
    );
    expect(repeats.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    // Distinct calls: the burst allowance, then REQUEST_LIMIT (nothing moves).
    const statuses: number[] = [];
    for (let i = 0; i < BURST_ALLOWED + 2; i += 1) {
      const { status, body } = await post('/api/wallet/transfer', transfer, auth);
      statuses.push(status);
      if (status === 429) expect(body['code']).toBe('REQUEST_LIMIT');
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
    expect(BURST_ALLOWED).toBeGreaterThanOrEqual(10);
    // Another session of the same player counts with the first; another route is not affected.
    const second = (await login()).body as { token: string };
    expect(
      (await post('/api/wallet/transfer', transfer, { Authorization: `Bearer ${second.token}` })).status,
    ).toBe(429);
    // A reset forgets the burst.
    expect((await post('/api/wallet/add', { amount: 1 }, auth)).status).toBe(200);
    expect((await post('/__sandbox/reset', {})).status).toBe(200);
    const again = (await login()).body as { token: string };
    expect(
      (await post('/api/wallet/transfer', transfer, { Authorization: `Bearer ${again.token}` })).status,
    ).toBe(200);
  });

  it('answers a tokenless burst 401, never 429, and leaves the player her own allowance', async () => {
    const { post, login } = sandbox();
    const transfer = { from: 'wallet', to: 'pg', amount: 1 };
    expect(await burst(BURST_ALLOWED * 3, () => post('/api/wallet/transfer', transfer))).toEqual(
      new Set(['401 INVALID_TOKEN']),
    );
    expect(
      await burst(BURST_ALLOWED * 3, () =>
        post('/api/wallet/transfer', transfer, { Authorization: 'Bearer made-up' }),
      ),
    ).toEqual(new Set(['401 INVALID_TOKEN']));
    const { token } = (await login()).body as { token: string };
    expect((await post('/api/wallet/transfer', transfer, { Authorization: `Bearer ${token}` })).status).toBe(
      200,
    );
  });

  it('answers a malformed burst 400, never 429, and does not count it', async () => {
    const { post, login } = sandbox();
    const { token } = (await login()).body as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    expect(
      await burst(BURST_ALLOWED * 3, () => post('/api/wallet/transfer', { from: 'wallet', amount: 1 }, auth)),
    ).toEqual(new Set(['400 KEY_MISSING']));
    expect(
      await burst(BURST_ALLOWED * 3, () => post('/api/otp/send', { phoneNumber: '08123456ab' })),
    ).toEqual(new Set(['400 KEY_INVALID']));
    // None of them was counted: the player's whole allowance is left.
    const transfer = { from: 'wallet', to: 'pg', amount: 1 };
    const fine = await Promise.all(
      Array.from({ length: BURST_ALLOWED }, () => post('/api/wallet/transfer', transfer, auth)),
    );
    expect(fine.map((a) => a.status)).toEqual(Array.from({ length: BURST_ALLOWED }, () => 200));
  });

  it('says in Retry-After when a refused burst may try again', async () => {
    const { post, login } = sandbox();
    const { token } = (await login()).body as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    const answers = await Promise.all(
      Array.from({ length: BURST_ALLOWED + 5 }, () => post('/api/wallet/add', { amount: 1 }, auth)),
    );
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.body).toEqual({ code: 'REQUEST_LIMIT', message: 'REQUEST_LIMIT' });
      expect(answer.retryAfter).toBe('1');
    }
    expect(answers.filter((a) => a.status === 200).every((a) => a.retryAfter === null)).toBe(true);
  });

  it('answers a method the document does not declare for a path 405 with Allow', async () => {
    // TRACE is a method fetch refuses to send: a real socket carries it, as any client's would.
    const server = await startSandbox({ port: 0, log: () => undefined });
    try {
      const trace = await rawRequest(server.url, 'TRACE', '/api/wallet/transfer');
      expect([trace.status, trace.allow]).toEqual([405, 'POST']);
      expect(JSON.parse(trace.body)).toMatchObject({ code: 'NO_DATA' });
      const qr = await rawRequest(server.url, 'PATCH', '/api/qrcode/KBANK');
      expect([qr.status, qr.allow]).toEqual([405, 'GET, POST, DELETE']);
      expect((await rawRequest(server.url, 'TRACE', '/api/not-a-route')).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('refuses a burst of OTP calls about one OTP token with REQUEST_LIMIT', async () => {
    const { post } = sandbox();
    const codes: unknown[] = [];
    for (let i = 0; i < BURST_ALLOWED + 1; i += 1) {
      codes.push((await post('/api/otp/verify', { otpToken: 'made-up', otpCode: '123456' })).body['code']);
    }
    expect(codes.at(-1)).toBe('REQUEST_LIMIT');
    expect(codes.slice(0, BURST_ALLOWED)).not.toContain('REQUEST_LIMIT');
  });
});
