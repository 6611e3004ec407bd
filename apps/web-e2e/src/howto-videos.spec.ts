// /howto on both builds plays the five tutorial videos the repo ships (apps/<app>/public/howto, made by
// howto-videos/make-howto-videos.ts): each one loads from the app's own origin and plays, with no console error and
// no failed request; only a real load failure shows the unavailable state.
import type { Page } from '@playwright/test';
import { appStarted, expect, test } from './fixtures';
import { screenText } from './support/screen-text';

/** The five tutorials in the page's order: their config key (file name) and title (the screens' msgid). */
const TUTORIALS = [
  { key: 'wallet', title: 'Using your wallet' },
  { key: 'play', title: 'How to play' },
  { key: 'balance', title: 'Checking your balance' },
  { key: 'bonus', title: 'Getting a bonus' },
  { key: 'bonusCancel', title: 'Cancelling a bonus' },
] as const;

/** Console errors, uncaught errors and answers of 400 or more, from the moment it is called. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

test.describe('how-to videos', () => {
  test(
    'each of the five tutorials loads its shipped video from the app and plays it',
    { tag: '@laos' },
    async ({ page, defaultLocale: l, baseURL }) => {
      const problems = watchProblems(page);
      await page.goto('/howto');
      await appStarted(page);
      for (const { key, title } of TUTORIALS) {
        const name = screenText(l, title);
        await page.getByRole('button', { name, exact: true }).click();
        const dialog = page.getByRole('dialog', { name });
        const video = dialog.locator('video');
        await expect(video).toBeVisible();
        // HAVE_CURRENT_DATA or more: the file arrived and decodes.
        await expect
          .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState))
          .toBeGreaterThanOrEqual(2);
        const media = await video.evaluate((v: HTMLVideoElement) => ({
          src: v.currentSrc,
          duration: v.duration,
          width: v.videoWidth,
          height: v.videoHeight,
        }));
        expect(media.src).toBe(new URL(`/howto/${key}.mp4`, baseURL).href);
        expect(media.duration).toBeGreaterThan(3);
        expect(media.width).toBeGreaterThan(0);
        expect(media.height).toBeGreaterThan(0);
        // It plays: the clock moves on (autoplay after the tap, or the play call a person's tap on play makes).
        await video.evaluate((v: HTMLVideoElement) => v.play());
        await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
        await expect(
          dialog.getByText(screenText(l, 'This video is unavailable right now. Please try again later.')),
        ).toHaveCount(0);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
      expect(problems).toEqual([]);
    },
  );

  test.describe('with the video request failing', () => {
    // The failure is made by intercepting the page's request; a service worker that has taken control would fetch
    // the file itself, past the interception.
    test.use({ serviceWorkers: 'block' });
    test('a video that fails to load shows the unavailable state, and the next one still plays', async ({
      page,
      defaultLocale: l,
    }) => {
      await page.route('**/howto/wallet.mp4', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
      await page.goto('/howto');
      await appStarted(page);
      const wallet = screenText(l, 'Using your wallet');
      await page.getByRole('button', { name: wallet, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: wallet });
      await expect(
        dialog.getByText(screenText(l, 'This video is unavailable right now. Please try again later.')),
      ).toBeVisible();
      await expect(dialog.locator('video')).toHaveCount(0);
      await page.keyboard.press('Escape');

      const play = screenText(l, 'How to play');
      await page.getByRole('button', { name: play, exact: true }).click();
      const next = page.getByRole('dialog', { name: play }).locator('video');
      await expect.poll(() => next.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
    });
  });
});
