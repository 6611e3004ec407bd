import { describe, expect, it } from 'vitest';
import { createSandbox } from './sandbox';
import { BURST_ALLOWED, LOGIN_FAILURES_ALLOWED } from './state/throttle';

const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
const DEMO = { username: '0812345678', password: 'demo1234' };

/** A sandbox as strict as the document, in-process. */
function sandbox() {
  const { app } = createSandbox({ log: () => undefined });
  const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await app.request(url, {
      method: 'POST',
      headers: { ...JSON_HEADERS, ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const login = async (password = DEMO.password) => post('/api/login', { ...DEMO, password });
  return { post, login };
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
