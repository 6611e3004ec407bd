// The calls a player's everyday actions cost, counted (issues 26 and 27): a cold home load asks for each thing once
// (the chat's history too), a guest's /login connects no chat before it is opened, and a transfer or a withdrawal is
// one POST and one wallet read (its money hook's).
// Each test prints its request log (and attaches it), the figures the issues' closing notes quote.
import type { Page } from '@playwright/test';
import { catalogText, expect, openAsPlayer, test } from './fixtures';
import { screenText, amountLabel } from './support/screen-text';
import { openGameTransfer } from './support/transfer-dialog';

/** Every API call the page sends from now on, as "METHOD /path" (socket.io's own polling left out). */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

/** Prints and attaches the calls of one action, each with how many times it was sent. */
async function report(label: string, locale: string, calls: readonly string[]): Promise<void> {
  const counts: Record<string, number> = {};
  for (const call of calls) counts[call] = (counts[call] ?? 0) + 1;
  const lines = Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([call, count]) => `${count} x ${call}`);
  const summary = `${calls.length} requests\n${lines.join('\n')}`;
  console.log(`[${locale}] request log of ${label}:\n${summary}`);
  await test.info().attach('request-log', { body: summary, contentType: 'text/plain' });
}

/** The calls sent more than once, with their counts. */
function repeated(calls: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const call of calls) counts[call] = (counts[call] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 1));
}

test.describe('calls per action', () => {
  test(
    'a cold home load asks for each thing once (six calls), the chat history included',
    { tag: '@laos' },
    async ({ page, request, defaultLocale: l }) => {
      const calls = recordCalls(page);
      await openAsPlayer(page, request);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(screenText(l, 'Your wallet'));
      // The chat starts by itself on home (its launcher shows the unread count): its history is part of the load.
      await expect.poll(() => calls.filter((call) => call === 'POST /api/chat/history').length).toBe(1);
      await page.waitForLoadState('networkidle');
      // Long enough for a late second read (the chat's join acknowledgement waits up to 2 s).
      await page.waitForTimeout(3_000);
      await report('a cold home load', l, calls);
      expect(repeated(calls)).toEqual({});
      // Six calls in all, on both builds: the player, the balances, the wheel's badge, and the chat's three.
      expect([...calls].sort()).toEqual([
        'GET /api/account/profile',
        'GET /api/chat/config',
        'GET /api/lookup/enableChatWidget',
        'GET /api/spinwheel/active',
        'GET /api/wallet',
        'POST /api/chat/history',
      ]);
    },
  );

  test("a guest's /login connects no chat until the guest opens it, then loads it once", async ({ page }) => {
    const calls = recordCalls(page);
    const sockets: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/socket.io/')) sockets.push(request.url());
    });
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto('/login');
    const launcher = page.getByRole('button', { name: /^(Open chat|เปิดแชท|ເປີດແຊັດ)$/ });
    await expect(launcher).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The launcher shows (the server's switch was read) and nothing else of the chat was asked for.
    expect(calls).toContain('GET /api/lookup/enableChatWidget');
    expect(calls.filter((call) => call.includes('/api/chat/'))).toEqual([]);
    expect(sockets).toEqual([]);
    await launcher.click();
    await expect(page.getByRole('dialog').getByRole('textbox')).toBeVisible();
    await expect
      .poll(() => calls.filter((call) => call.includes('/api/chat/')).sort())
      .toEqual(['GET /api/chat/config', 'POST /api/chat/history']);
    await expect.poll(() => sockets.length).toBeGreaterThan(0);
  });

  test(
    'a transfer reads the wallet once after it, before and after its success is acknowledged',
    { tag: '@laos' },
    async ({ page, request, defaultLocale: l }) => {
      const t = (msgid: string) => screenText(l, msgid);
      expect((await request.post('/__sandbox/switches', { data: { enableChatWidget: false } })).ok()).toBe(
        true,
      );
      await openAsPlayer(page, request);
      const dialog = await openGameTransfer(page, t);
      await dialog.getByRole('textbox', { name: amountLabel(l) }).fill('100');
      await page.waitForLoadState('networkidle');
      const calls = recordCalls(page);
      await dialog.getByRole('button', { name: t('Confirm transfer') }).click();
      const success = page.getByRole('alertdialog', { name: catalogText(l, 'transfer.success') });
      await expect(success).toBeVisible();
      await success.getByRole('button').first().click();
      await expect(success).toBeHidden();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000);
      await report('a transfer (confirm to acknowledged)', l, calls);
      expect(calls.filter((call) => call === 'POST /api/wallet/transfer')).toHaveLength(1);
      expect(calls.filter((call) => call === 'GET /api/wallet')).toHaveLength(1);
      // Nothing else: useTransfer is the one owner of the refresh (home and the modal read nothing themselves).
      expect([...calls].sort()).toEqual(['GET /api/wallet', 'POST /api/wallet/transfer']);
    },
  );

  test(
    'a withdrawal reads the wallet once after it, and the bonus check it ends',
    { tag: '@laos' },
    async ({ page, request, defaultLocale: l }) => {
      const t = (msgid: string) => screenText(l, msgid);
      expect((await request.post('/__sandbox/switches', { data: { enableChatWidget: false } })).ok()).toBe(
        true,
      );
      await openAsPlayer(page, request);
      await page.getByRole('button', { name: t('Withdraw'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('Withdraw'), exact: true });
      await dialog.getByRole('textbox', { name: amountLabel(l) }).fill('500');
      await page.waitForLoadState('networkidle');
      const calls = recordCalls(page);
      await dialog.getByRole('button', { name: t('Confirm withdrawal') }).click();
      const success = page.getByRole('alertdialog', { name: t('Withdrawal requested') });
      await expect(success).toBeVisible();
      await success.getByRole('button').first().click();
      await expect(success).toBeHidden();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000);
      await report('a withdrawal (confirm to acknowledged)', l, calls);
      expect([...calls].sort()).toEqual([
        'GET /api/bonus/check/active',
        'GET /api/wallet',
        'POST /api/wallet/withdrawAll',
      ]);
    },
  );
});
