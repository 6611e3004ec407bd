import { describe, expect, it } from 'vitest';
import { createSandbox } from '../sandbox';

async function login(app: ReturnType<typeof createSandbox>['app'], username: string, password: string) {
  const res = await app.request('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { token } = (await res.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

describe('stand-in game sites', () => {
  it('puts every game URL and auto-login link on the sandbox origin that answered', async () => {
    const { app } = createSandbox({ log: () => {} });
    const auth = await login(app, '0812345678', 'demo1234');
    const wallet = (await (
      await app.request('http://127.0.0.1:4130/api/wallet', { headers: auth })
    ).json()) as {
      slots: Array<{ code: string; web: string | null; username: string; ftWalletSlot: number }>;
    };
    const joker = wallet.slots.find((s) => s.code === 'JOKER');
    expect(joker?.web).toBe('http://127.0.0.1:4130/__games/joker');
    expect(joker?.ftWalletSlot).toBe(2);
    expect(wallet.slots.find((s) => s.code === 'areaslot')?.web).toBeNull();
    const pg = wallet.slots.find((s) => s.code === 'pg');
    const link = (await (
      await app.request(`http://127.0.0.1:4130/api/autoLogin/pg/${pg?.username}`, { headers: auth })
    ).json()) as { link: string };
    expect(link.link).toMatch(/^http:\/\/127\.0\.0\.1:4130\/__games\/pg\/launch\?user=/);
  });

  it('shows what arrived: query parameters of a GET, form fields of a POST (escaped)', async () => {
    const { app } = createSandbox({ log: () => {} });
    const got = await app.request('/__games/superslot?username=u1&password=%3Cb%3E');
    const html = await got.text();
    expect(html).toContain('<dt>username</dt><dd>u1</dd>');
    expect(html).toContain('<dt>password</dt><dd>&#60;b&#62;</dd>');
    const posted = await app.request('/__games/joker', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '__VIEWSTATE=vs-1&__EVENTVALIDATION=ev-2',
    });
    const body = await posted.text();
    expect(body).toContain('<span id="method">POST</span>');
    expect(body).toContain('<dt>__VIEWSTATE</dt><dd>vs-1</dd>');
  });
});

describe('spin wheel per player', () => {
  it('is active for the demo player and off for the newcomer, whose invite bonus is 0', async () => {
    const { app } = createSandbox({ log: () => {} });
    const demo = await login(app, '0812345678', 'demo1234');
    const newcomer = await login(app, '0823456789', 'newbie123');
    const active = async (headers: Record<string, string>) =>
      ((await (await app.request('/api/spinwheel/active', { headers })).json()) as { active: boolean })
        .active;
    expect(await active(demo)).toBe(true);
    expect(await active(newcomer)).toBe(false);
    const wallet = (await (await app.request('/api/wallet', { headers: newcomer })).json()) as {
      invite: { amount: number };
    };
    expect(wallet.invite.amount).toBe(0);
    const spun = (await (
      await app.request('/api/spinwheel/spin', { method: 'POST', headers: newcomer })
    ).json()) as { success: boolean; error: string };
    expect(spun).toMatchObject({ success: false, error: 'NO_DATA' });
  });
});
