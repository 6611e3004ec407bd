import { describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { createSandbox } from './sandbox';
import { startSandbox } from './server';
import { BURST_ALLOWED, LOGIN_FAILURES_ALLOWED } from './state/throttle';

const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
const DEMO = { username: '0812345678', password: 'demo1234' };

/** A sandbox as strict as the document, in-process. */
function sandbox() {
  const { app } = createSandbox({ log: () => undefined });
  /** A POST with its answer's headers. */
  const send = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await app.request(url, {
      method: 'POST',
      headers: { ...JSON_HEADERS, ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
  };
  const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
    const { status, body: answer } = await send(url, body, headers);
    return { status, body: answer };
  };
  const login = async (password = DEMO.password) => post('/api/login', { ...DEMO, password });
  return { send, post, login };
}

/** One request over a socket with any method (fetch refuses TRACE); its status, Allow header and body. */
function rawRequest(base: string, method: string, path: string) {
  return new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
    const call = request(new URL(path, base), { method }, (response) => {
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

describe('throttling', () => {
  it('refuses every login of a phone after 5 failures within a minute, and a reset forgets them', async () => {
    const { post, login } = sandbox();
    expect(LOGIN_FAILURES_ALLOWED).toBe(5);
    for (let i = 0; i < 50; i += 1) {
      const { status, body } = await login(`wrong-${i}`);
      expect([status, body['code']]).toEqual(i < 5 ? [401, 'WRONG_CREDENTIAL'] : [429, 'REQUEST_LIMIT_1MIN']);
    }
    expect(await login()).toEqual({
      status: 429,
      body: { code: 'REQUEST_LIMIT_1MIN', message: 'REQUEST_LIMIT_1MIN' },
    });
    expect((await post('/__sandbox/reset', {})).status).toBe(200);
    expect((await login()).status).toBe(200);
  });

  it('a successful login starts the failure count afresh', async () => {
    const { login } = sandbox();
    for (let i = 0; i < 4; i += 1) expect((await login('wrong')).status).toBe(401);
    expect((await login()).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login('wrong')).status).toBe(401);
    expect((await login()).status).toBe(200);
  });

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
    const { send, login } = sandbox();
    const { token } = (await login()).body as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    const answers = await Promise.all(
      Array.from({ length: BURST_ALLOWED + 5 }, () => send('/api/wallet/add', { amount: 1 }, auth)),
    );
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.body).toEqual({ code: 'REQUEST_LIMIT', message: 'REQUEST_LIMIT' });
      expect(answer.response.headers.get('Retry-After')).toBe('1');
    }
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted.every((a) => a.response.headers.get('Retry-After') === null)).toBe(true);
    // The login lock's 429 says it too (its failures age out within a minute).
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i += 1) await login('wrong');
    const locked = await send('/api/login', DEMO);
    expect([locked.status, locked.response.headers.get('Retry-After')]).toEqual([429, '60']);
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
