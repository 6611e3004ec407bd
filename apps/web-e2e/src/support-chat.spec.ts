import path from 'node:path';
import { apiToken, expect, openAsPlayer, test } from './fixtures';
import { LOAD_EARLIER_MESSAGES, OPEN_CHAT } from './support/screen-text';
import { readStored } from './support/stored';

const IMAGE = path.join(import.meta.dirname, 'assets/chat-image.png');

test.describe('support chat', () => {
  test('a guest opens the chat, sends a message and gets the automatic reply in real time', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: OPEN_CHAT }).click();
    const chat = page.getByRole('dialog');
    await expect(chat).toBeVisible();
    const box = chat.getByRole('textbox');
    await box.fill('สวัสดีครับ มีเรื่องสอบถาม');
    await box.press('Enter');
    await expect(chat.getByText('สวัสดีครับ มีเรื่องสอบถาม')).toBeVisible();
    await expect(chat.getByText('สวัสดีค่ะ ยินดีให้บริการ / Hello, how can we help?')).toBeVisible();
    // The guest id is kept, so the conversation is still there after a reload.
    const guestId = await readStored(page, 'guestId');
    expect(guestId).toBeTruthy();
    await page.reload();
    await page.getByRole('button', { name: OPEN_CHAT }).click();
    await expect(page.getByRole('dialog').getByText('สวัสดีครับ มีเรื่องสอบถาม')).toBeVisible();
    expect(await readStored(page, 'guestId')).toBe(guestId);
  });

  test('media paths that leave the origin (// and /\\) load nothing from another host', async ({
    page,
    request,
  }) => {
    // The messages are in the player's history before the app first reads it (at idle, which a warm page reaches
    // before a test could send them): what the chat shows does not depend on how fast the app started.
    const token = await apiToken(request);
    const headers = { Authorization: `Bearer ${token}` };
    const wallet = (await (await request.get('/api/wallet', { headers })).json()) as {
      profile: { _id: string };
    };
    const send = (message: object) =>
      request.post('/api/chat/send-message', {
        headers,
        data: { userId: wallet.profile._id, guestId: null, message },
      });
    expect((await send({ message_type: 'text', payload: { message: 'before the media' } })).ok()).toBe(true);
    // The sandbox stores what a customer sends as it is (a real server might too): the client must refuse it.
    for (const filePath of ['//evil.example/a.png', '/\\evil.example/b.png', '/\\/evil.example/c.mp4']) {
      const fileType = filePath.endsWith('.mp4') ? 'video' : 'image';
      const sent = await send({ message_type: 'media', payload: { filePath, fileType } });
      expect(sent.ok(), await sent.text()).toBe(true);
    }
    expect((await send({ message_type: 'text', payload: { message: 'after the media' } })).ok()).toBe(true);
    await openAsPlayer(page, request);
    const foreign: string[] = [];
    await page.route(/evil\.example/, async (route) => {
      foreign.push(route.request().url());
      await route.abort();
    });

    await page.getByRole('button', { name: OPEN_CHAT }).click();
    const chat = page.getByRole('dialog');
    const log = chat.getByRole('log');
    await expect(log.getByRole('article').first()).toBeVisible();
    // The chat mounts only the rows near its viewport (a windowed list), and each message above has four automatic
    // replies stamped 1-4 ms after it, so which rows the chat opens on depends on the milliseconds between the sends.
    // The test's whole conversation is walked instead: up to its first message (earlier pages loaded as the player
    // scrolls up), then down to the newest, each step checked, so every media row has been on screen.
    const rowTexts = new Set<string>();
    const look = async () => {
      for (const text of await log.getByRole('article').allTextContents()) rowTexts.add(text);
      await expect(chat.locator('[src*="evil.example"], [href*="evil.example"]')).toHaveCount(0);
    };
    const seen = (message: string) => [...rowTexts].some((text) => text.includes(message));
    const loadEarlier = chat.getByRole('button', { name: LOAD_EARLIER_MESSAGES });
    await expect(async () => {
      await log.evaluate((el) => {
        el.scrollTop = 0;
      });
      await look();
      if (!seen('before the media') && (await loadEarlier.isVisible()) && (await loadEarlier.isEnabled()))
        await loadEarlier.click();
      expect(seen('before the media'), "the walk reached the test's first message").toBe(true);
    }).toPass({ timeout: 15_000 });
    const nextFrame = () =>
      page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    // Down by half a viewport at a time (an earlier page loaded meanwhile keeps the rows in view where they were).
    for (let step = 0; step < 200; step += 1) {
      const atBottom = await log.evaluate((el) => {
        el.scrollTop += Math.max(1, Math.floor(el.clientHeight / 2));
        return el.scrollTop + el.clientHeight >= el.scrollHeight - 1;
      });
      await nextFrame();
      await nextFrame();
      await look();
      if (atBottom) break;
    }
    expect(seen('after the media'), "the walk reached the test's last message").toBe(true);
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });

  test('a player uploads an image with progress and sees it delivered', async ({ page, request }) => {
    // Home with the agreement accepted: its modal (another test's subject) would cover the chat.
    await openAsPlayer(page, request);
    await page.getByRole('button', { name: OPEN_CHAT }).click();
    const chat = page.getByRole('dialog');
    await expect(chat.locator('input[type=file]')).toBeAttached();
    // Slow the upload down (as on 4G) so the progress bar is there long enough to be seen: only now, with the page and
    // the chat loaded (at 2 KB/s up, every request's headers of the page's own start would crawl too).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 100,
      downloadThroughput: 400 * 1024,
      uploadThroughput: 2 * 1024,
    });
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/chat/upload-image'));
    await chat.locator('input[type=file]').setInputFiles(IMAGE);
    const bar = chat.getByRole('progressbar');
    await expect(bar).toBeAttached();
    await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
    expect((await uploaded).status()).toBe(200);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(bar).toHaveCount(0);
    await expect(chat.locator('img[src*="/uploads/"]')).toHaveCount(1);
  });
});
