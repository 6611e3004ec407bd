import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app';
import { WHEEL } from '../seed/catalogue';

async function demo() {
  const { app } = createSandboxApp({ log: () => undefined });
  const login = await app.request('/api/login', {
    method: 'POST',
    body: JSON.stringify({ username: '0812345678', password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const spin = async () =>
    (await (
      await app.request('/api/spinwheel/spin', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { success: boolean; result: { code: string; label: string } | null; error: string | null };
  const control = async (url: string, body?: unknown) => {
    const response = await app.request(url, {
      method: 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { spin, control };
}

describe('the seeded wheel', () => {
  it('has 8 or more slices with Thai, Lao and English labels, one of them long', () => {
    const labels = WHEEL.slices.map((slice) => slice.label);
    expect(labels.length).toBeGreaterThanOrEqual(8);
    expect(labels.some((label) => /[\u0E00-\u0E7F]/.test(label))).toBe(true);
    expect(labels.some((label) => /[\u0E80-\u0EFF]/.test(label))).toBe(true);
    expect(labels.some((label) => /^[A-Za-z]/.test(label))).toBe(true);
    expect(Math.max(...labels.map((label) => label.length))).toBeGreaterThan(30);
    expect(new Set(WHEEL.slices.map((slice) => slice.code)).size).toBe(WHEEL.slices.length);
  });
});

describe('POST /__sandbox/spin (force the next result)', () => {
  it('makes the next spins land on the forced slice, then the server picks again', async () => {
    const s = await demo();
    expect(await s.control('/__sandbox/spin', { code: 'TRIP', times: 2 })).toEqual({
      status: 200,
      body: { code: 'TRIP', times: 2 },
    });
    for (let i = 0; i < 2; i += 1) {
      const answer = await s.spin();
      expect(answer.result).toMatchObject({ code: 'TRIP', label: 'Weekend trip for two to Luang Prabang' });
    }
    const third = await s.spin();
    expect(third.success).toBe(true);
    expect(WHEEL.slices.map((slice) => slice.code)).toContain(third.result?.code);
  });

  it('does not use up the forced slice on a refused spin', async () => {
    const s = await demo();
    for (let i = 0; i < 3; i += 1) await s.spin();
    await s.control('/__sandbox/spin', { code: 'C30' });
    expect(await s.spin()).toEqual({ success: false, result: null, error: 'MONEY_NOT_ENOUGH' });
  });

  it('refuses an unknown slice code or a bad count, and reset forgets the forced slice', async () => {
    const s = await demo();
    expect((await s.control('/__sandbox/spin', { code: 'NOPE' })).body['code']).toBe('KEY_INVALID');
    expect((await s.control('/__sandbox/spin', {})).body['code']).toBe('KEY_MISSING');
    expect((await s.control('/__sandbox/spin', { code: 'C10', times: 0 })).body['code']).toBe('KEY_INVALID');
    await s.control('/__sandbox/spin', { code: 'TRIP', times: 3 });
    await s.control('/__sandbox/reset');
    const codes: string[] = [];
    for (let i = 0; i < 3; i += 1) codes.push((await s.spin()).result?.code ?? '');
    expect(codes.every((code) => code === 'TRIP')).toBe(false);
  });
});
