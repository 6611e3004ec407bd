// The reward seeds and the test routes the reward screens' tests use: the settable clock, the banner switch,
// refunds for one player and not another, the bonus looks and the promotions.
import { describe, expect, it } from 'vitest';
import { bonusLook } from '@wallet/domain';
import { createSandboxApp } from '../app';

type Json = Record<string, unknown>;

function sandbox() {
  const { app } = createSandboxApp({ log: () => undefined });
  const control = async (method: string, url: string, body?: unknown) => {
    const response = await app.request(url, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const as = async (username: string, password: string) => {
    const login = await app.request('/api/login', {
      method: 'POST',
      body: JSON.stringify({ username, password }),
    });
    const { token } = (await login.json()) as { token: string };
    return async (method: string, url: string, body?: unknown) => {
      const response = await app.request(url, {
        method,
        headers: { Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Json };
    };
  };
  return {
    control,
    demo: () => as('0812345678', 'demo1234'),
    holder: () => as('0845678901', 'bonus1234'),
    newcomer: () => as('0823456789', 'newbie123'),
  };
}

type BonusCard = Parameters<typeof bonusLook>[0] & { code: string };
const looks = (bonuses: unknown, now: Date) =>
  Object.fromEntries((bonuses as BonusCard[]).map((b) => [b.code, bonusLook(b, now)]));

describe('reward seeds and test routes', () => {
  it('sets the clock with reset (seeding relative to it) and moves it without reseeding', async () => {
    const s = sandbox();
    // Sunday 23:59:00 in Bangkok.
    const sunday = '2026-01-04T16:59:00.000Z';
    const reset = await s.control('POST', '/__sandbox/reset', { now: sunday });
    expect(reset.status).toBe(200);
    expect(Date.parse(reset.body['now'] as string) - Date.parse(sunday)).toBeLessThan(1000);
    const holder = await s.holder();
    const before = (await holder('GET', '/api/bonus')).body['bonuses'];
    expect(looks(before, new Date(sunday))).toEqual({
      WELCOME100: 'exhausted',
      DAILY10: 'exhausted',
      WEEKLY20: 'exhausted',
      CASHBACK5: 'current',
    });
    // Monday 00:00:30 in Bangkok: a new market day and week.
    const monday = '2026-01-04T17:00:30.000Z';
    const moved = await s.control('POST', '/__sandbox/clock', { now: monday });
    expect(Date.parse(moved.body['now'] as string) - Date.parse(monday)).toBeLessThan(1000);
    const after = (await holder('GET', '/api/bonus')).body['bonuses'];
    expect(looks(after, new Date(monday))).toMatchObject({ DAILY10: 'available', WEEKLY20: 'available' });
    // Thursday 00:00:30 after a Wednesday 23:59 seed: the day turned, the week did not.
    await s.control('POST', '/__sandbox/reset', { now: '2026-01-07T16:59:00.000Z' });
    await s.control('POST', '/__sandbox/clock', { now: '2026-01-07T17:00:30.000Z' });
    const holder2 = await s.holder();
    const thursday = (await holder2('GET', '/api/bonus')).body['bonuses'];
    expect(looks(thursday, new Date('2026-01-07T17:00:30.000Z'))).toMatchObject({
      DAILY10: 'available',
      WEEKLY20: 'exhausted',
    });
    // A plain reset goes back to the real clock.
    const real = await s.control('POST', '/__sandbox/reset');
    expect(Math.abs(Date.parse(real.body['now'] as string) - Date.now())).toBeLessThan(5000);
    expect((await s.control('POST', '/__sandbox/clock', { now: 'soon' })).body['code']).toBe('KEY_INVALID');
  });

  it('shows the demo player every look it can click: limit exhausted, the rest available', async () => {
    const s = sandbox();
    const demo = await s.demo();
    const bonuses = (await demo('GET', '/api/bonus')).body['bonuses'];
    expect(looks(bonuses, new Date())).toEqual({
      WELCOME100: 'exhausted',
      DAILY10: 'available',
      WEEKLY20: 'available',
      CASHBACK5: 'available',
    });
    expect((await demo('GET', '/api/bonus/activate/DAILY10')).status).toBe(200);
    expect(looks((await demo('GET', '/api/bonus')).body['bonuses'], new Date())['DAILY10']).toBe('current');
  });

  it('replaces and restores the invite and refund banners', async () => {
    const s = sandbox();
    const demo = await s.demo();
    expect(((await demo('GET', '/api/invite/banners')).body['banners'] as unknown[]).length).toBe(2);
    expect(await s.control('POST', '/__sandbox/banners', { invite: [] })).toMatchObject({
      status: 200,
      body: { invite: [], refund: [{ html: '<p>Loss refund 5% every week</p>' }] },
    });
    expect((await demo('GET', '/api/invite/banners')).body['banners']).toEqual([]);
    const hostile = { image: 'javascript:alert(1)', html: '<img src=x onerror=alert(1)>' };
    await s.control('POST', '/__sandbox/banners', { refund: [hostile] });
    expect((await demo('GET', '/api/refund/banners')).body['banners']).toEqual([hostile]);
    expect((await s.control('POST', '/__sandbox/banners', { other: [] })).status).toBe(400);
    expect((await s.control('POST', '/__sandbox/banners', { invite: [{ image: 1 }] })).status).toBe(400);
    expect((await s.control('POST', '/__sandbox/banners', { invite: 'x' })).status).toBe(400);
    await s.control('POST', '/__sandbox/reset');
    const again = await s.demo();
    expect(((await again('GET', '/api/refund/banners')).body['banners'] as unknown[]).length).toBe(1);
  });

  it('has a refund for the demo player, none for the newcomer, and a blocked one for the bonus holder', async () => {
    const s = sandbox();
    expect((await (await s.demo())('GET', '/api/refund/check')).body).toMatchObject({
      result: true,
      bonus: false,
    });
    expect((await (await s.newcomer())('GET', '/api/refund/check')).body).toMatchObject({ result: false });
    const holder = await s.holder();
    expect((await holder('GET', '/api/refund/check')).body).toMatchObject({ result: true, bonus: true });
    expect((await holder('GET', '/api/refund/receive')).body['code']).toBe('REFUND_CONDITION');
  });

  it('finds NEWYEAR and FREE50, and FREE50 was received already by the demo player', async () => {
    const s = sandbox();
    const demo = await s.demo();
    expect((await demo('GET', '/api/promotion/find/FREE50')).status).toBe(200);
    expect((await demo('GET', '/api/promotion/activate/FREE50')).body['code']).toBe('PROMOTION_RECEIVED');
    expect((await demo('GET', '/api/promotion/find/NOPE')).body['code']).toBe('NO_PROMOTION');
    expect((await demo('GET', '/api/promotion/activate/NEWYEAR')).status).toBe(200);
    expect((await demo('GET', '/api/promotion/current')).body['promotion']).toMatchObject({
      code: 'NEWYEAR',
    });
  });

  it('has invitees over more than one page', async () => {
    const s = sandbox();
    const demo = await s.demo();
    const second = await demo('POST', '/api/invite', { page: 2, limit: 10 });
    expect(second.body['total']).toBe(14);
    expect((second.body['invites'] as unknown[]).length).toBe(4);
  });
});
