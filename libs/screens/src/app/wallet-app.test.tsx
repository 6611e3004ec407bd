import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatAmount, messageCatalogs, totalBalance } from '@wallet/domain';
import {
  buildLoginResponse,
  buildProfile,
  buildServiceActive,
  buildSiteInfo,
  buildSpinActive,
  buildWalletResponse,
} from '@wallet/api-client/testing';
import { json, renderApp, type FakeRoute } from '../testing/render-app';

const wallet = buildWalletResponse({ profile: buildProfile({ name: 'Somchai Test', coin: 7 }) });
const routes: Record<string, FakeRoute> = {
  'GET /api/lookup/active': () => json(buildServiceActive()),
  'GET /api/lookup/info': () => json(buildSiteInfo()),
  'POST /api/login': async (request) => {
    const body = (await request.json()) as { username: string; password: string };
    return body.password === 'demo1234'
      ? json(buildLoginResponse({ token: 'token-1' }))
      : json({ code: 'WRONG_CREDENTIAL', message: 'WRONG_CREDENTIAL' }, 401);
  },
  'GET /api/wallet': (request) =>
    request.headers.get('Authorization') === 'Bearer token-1'
      ? json(wallet)
      : json({ code: 'INVALID_TOKEN', message: 'invalid-token' }, 401),
  // Home shows its dashboard once the spin state is read too (the middle widget's height depends on it).
  'GET /api/spinwheel/active': () => json(buildSpinActive({ active: false })),
};
const th = messageCatalogs.th;

async function fillLogin(password: string, remember: boolean) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์' }), '0812345678');
  await user.type(screen.getByLabelText(/^รหัสผ่าน/, { selector: 'input' }), password);
  const box = screen.getByRole('checkbox', { name: 'จดจำฉัน' });
  if ((box as HTMLInputElement).checked !== remember) await user.click(box);
  await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
  return user;
}

describe('walking skeleton: login -> home', () => {
  it('sends a guest from / to /login, in Thai by default', async () => {
    await renderApp('/', routes);
    expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'เมนูหลัก' })).toBeInTheDocument();
  });

  it('requires both fields and sends no request when one is empty', async () => {
    const { requests } = await renderApp('/login', routes);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' }));
    const phone = screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(th['validation.required'])).toHaveLength(2);
    expect(requests.filter((r) => r.url.endsWith('/api/login'))).toHaveLength(0);
  });

  it('logs in once per submit, keeps the token for the session and shows name, total and coins', async () => {
    const { requests, services } = await renderApp('/login', routes);
    await screen.findByRole('button', { name: 'เข้าสู่ระบบ' });
    await fillLogin('demo1234', false);
    expect(await screen.findByRole('heading', { name: 'Somchai Test' })).toBeInTheDocument();
    expect(screen.getByText(formatAmount(totalBalance(wallet.wallet, wallet.slots)))).toBeInTheDocument();
    // Coins are a count: 7, never 7.00.
    expect(screen.getByText('เหรียญ').nextElementSibling).toHaveTextContent(/^7$/);
    expect(requests.filter((r) => r.url.endsWith('/api/login'))).toHaveLength(1);
    expect(sessionStorage.getItem('token')).toBe('token-1');
    expect(localStorage.getItem('token')).toBeNull();
    expect(services.router.state.location.pathname).toBe('/user/home');
    const walletCall = requests.find((r) => r.url.endsWith('/api/wallet'));
    expect(walletCall?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it("downloads home's code once the player starts filling /login, and as the login is sent, after its request", async () => {
    const sentBefore: number[] = [];
    let requests: Request[] = [];
    const preloads = vi.fn<(href: string) => void>(() => {
      sentBefore.push(requests.filter((r) => r.url.endsWith('/api/login')).length);
    });
    ({ requests } = await renderApp('/login', routes, { onPreloadPage: preloads }));
    const user = userEvent.setup();
    // Not for a page merely shown (a guest may have come for the chat or the menu).
    await user.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preloads).not.toHaveBeenCalled();
    // The first key typed: the page a login lands on, once however many keys follow, with no request of its own.
    await user.type(screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์' }), '0812345678');
    expect(preloads.mock.calls).toEqual([['/user/home']]);
    expect(sentBefore).toEqual([0]);
    await user.type(screen.getByLabelText(/^รหัสผ่าน/, { selector: 'input' }), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByRole('heading', { name: 'Somchai Test' })).toBeInTheDocument();
    // Again when the login is sent (a login tapped before the app started typed nothing in it), after its request.
    expect(preloads.mock.calls).toEqual([['/user/home'], ['/user/home']]);
    expect(sentBefore).toEqual([0, 1]);
  });

  it('shows WRONG_CREDENTIAL in Thai and keeps what the player typed', async () => {
    await renderApp('/login', routes);
    await screen.findByRole('button', { name: 'เข้าสู่ระบบ' });
    await fillLogin('wrong', true);
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(
      th['error.WRONG_CREDENTIAL'],
    );
    expect(screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์' })).toHaveValue('0812345678');
    expect(screen.getByLabelText(/^รหัสผ่าน/, { selector: 'input' })).toHaveValue('wrong');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('switches the language, stores it, and sets <html lang> with BCP 47', async () => {
    await renderApp('/login', routes);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'ภาษา' }), 'la');
    expect(await screen.findByRole('button', { name: 'ເຂົ້າສູ່ລະບົບ' })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('la');
    expect(document.cookie).toContain('locale=la');
    expect(document.documentElement.lang).toBe('lo');
  });

  it('remembers the wanted URL of a protected route, and downloads its page ahead of the login', async () => {
    const preloads = vi.fn();
    const { services } = await renderApp('/user/home?tab=1', routes, { onPreloadPage: preloads });
    await screen.findByRole('button', { name: 'เข้าสู่ระบบ' });
    await fillLogin('demo1234', true);
    await waitFor(() => expect(services.router.state.location.search).toBe('?tab=1'));
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(preloads).toHaveBeenCalledWith('/user/home?tab=1');
    expect(preloads.mock.calls.every(([href]) => href === '/user/home?tab=1')).toBe(true);
  });

  it('goes to /terminated when the service answers gone', async () => {
    const { services } = await renderApp('/login', {
      ...routes,
      'GET /api/lookup/active': () => json(buildServiceActive({ active: false, terminated: 'gone' })),
    });
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/terminated'));
    expect(await screen.findByRole('heading', { name: 'บริการนี้ปิดให้บริการแล้ว' })).toBeInTheDocument();
  });

  it('sends the player to /login and drops the token when the server rejects it', async () => {
    sessionStorage.setItem('token', 'stale');
    const { services } = await renderApp('/user/home', routes);
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('after an expired token, logging in again goes back where the player was', async () => {
    sessionStorage.setItem('token', 'expired');
    const { services } = await renderApp('/user/home?tab=1', routes);
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/login'));
    await screen.findByRole('button', { name: 'เข้าสู่ระบบ' });
    await fillLogin('demo1234', false);
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/user/home'));
    expect(services.router.state.location.search).toBe('?tab=1');
  });

  it('after several calls refused at once, logging in again still goes back where the player was', async () => {
    sessionStorage.setItem('token', 'expired');
    const refused = (request: Request) =>
      request.headers.get('Authorization') === 'Bearer token-1'
        ? json(buildSpinActive({ active: false }))
        : json({ code: 'INVALID_TOKEN', message: 'invalid-token' }, 401);
    const { services } = await renderApp('/user/home?tab=2', {
      ...routes,
      'GET /api/spinwheel/active': refused,
    });
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/login'));
    await screen.findByRole('button', { name: 'เข้าสู่ระบบ' });
    await fillLogin('demo1234', false);
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/user/home'));
    expect(services.router.state.location.search).toBe('?tab=2');
  });

  it('logs out from the player shell', async () => {
    sessionStorage.setItem('token', 'token-1');
    const { services } = await renderApp('/user', routes);
    const banner = await screen.findByRole('banner');
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'ออกจากระบบ' }));
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('shows Page Not Found for an unknown path', async () => {
    await renderApp('/nowhere', routes, { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
