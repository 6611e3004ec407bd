// Makes the five /howto tutorial videos of each app from the app itself: Chromium walks each journey on the production
// build served by the sandbox (the app's own language), a caption and a ring around the next tap are drawn over each
// step, and ffmpeg turns the screenshots into a small H.264 MP4 in apps/<app>/public/howto/<key>.mp4 (committed, so
// neither a newcomer nor CI needs ffmpeg). Run it again after a visible change of the screens:
//   npx nx run-many -t build -p @wallet/thai-web @wallet/laos-web
//   npm run howto-videos -w @wallet/web-e2e [-- thai-web|laos-web] [--port 4332]
// Needs /usr/bin/chromium (with fonts-thai-tlwg and fonts-lao) and ffmpeg with libx264 (FFMPEG=path to override).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../tools/presets/chromium.mjs';
import type { Locale } from '@wallet/domain';
import { startSandbox } from '@wallet/sandbox-api';
import { screenText } from '../src/support/screen-text';
import { storeOnEveryLoad } from '../src/support/stored';
import { caption, type CaptionId } from './captions';

const root = path.resolve(import.meta.dirname, '../../..');
const APPS = ['thai-web', 'laos-web'] as const;
type App = (typeof APPS)[number];
const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';
/** A phone screen: 360 x 640 CSS pixels at 1.5x, so the video is 540 x 960 (portrait, as players hold the phone). */
const VIEWPORT = { width: 360, height: 640 };
const SCALE = 1.5;
const STEP_SECONDS = 3.2;
const TITLE_SECONDS = 2.2;
/** Seed accounts of the sandbox (apps/sandbox-api/README.md): the demo player, and Malee who holds a bonus. */
const DEMO = { phone: '0812345678', password: 'demo1234' };
const BONUS_HOLDER = { phone: '0845678901', password: 'bonus1234' };
/** The chat invitation bubble's close button in every language (chat-sdk's texts). */
const HIDE_CHAT_INVITE = /^(Hide the chat invitation|ซ่อนข้อความชวนคุย|ເຊື່ອງຂໍ້ຄວາມເຊີນລົມ)$/;

interface Frame {
  file: string;
  seconds: number;
}

/** One tutorial being filmed: its page, language and the frames taken so far. */
class Film {
  readonly frames: Frame[] = [];
  constructor(
    readonly page: Page,
    readonly locale: Locale,
    private readonly dir: string,
  ) {}

  /** A screens label in the app's language. */
  text(msgid: string): string {
    return screenText(this.locale, msgid);
  }

  say(id: CaptionId, ...values: string[]): string {
    return caption(this.locale, id, ...values);
  }

  /** Screenshot of the page with a caption, and a ring around `target` (what the player taps next), if given. */
  async step(text: string, target?: Locator, seconds = STEP_SECONDS): Promise<void> {
    // The tap target in the middle of the screen, clear of the sticky bars and the caption.
    await target?.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
    await this.page.waitForTimeout(450); // let dialogs, scrolling and toasts settle
    const box = target ? await target.boundingBox() : null;
    if (target && !box) throw new Error(`nothing to point at for "${text}"`);
    await this.page.evaluate(drawOverlay, { text, box, title: null });
    await this.capture(seconds);
  }

  /** The opening card: the tutorial's title over the app's brand colour. */
  async title(text: string, appName: string): Promise<void> {
    await this.page.evaluate(drawOverlay, { text: appName, box: null, title: text });
    await this.capture(TITLE_SECONDS);
  }

  private async capture(seconds: number): Promise<void> {
    const file = path.join(this.dir, `${String(this.frames.length).padStart(3, '0')}.png`);
    await this.page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
    await this.page.evaluate(() => document.getElementById('howto-film-overlay')?.remove());
    this.frames.push({ file, seconds });
  }
}

/** Runs in the page: draws the caption (or title card) and the tap ring above everything, ignoring pointer events. */
function drawOverlay({
  text,
  box,
  title,
}: {
  text: string;
  box: { x: number; y: number; width: number; height: number } | null;
  title: string | null;
}): void {
  const layer = document.createElement('div');
  layer.id = 'howto-film-overlay';
  layer.setAttribute('aria-hidden', 'true');
  layer.style.cssText = 'position:fixed;inset:0;z-index:2147483647;pointer-events:none;font-family:inherit';
  const brand =
    getComputedStyle(document.documentElement).getPropertyValue('--wk-color-brand').trim() || '#5b21b6';
  if (title !== null) {
    layer.style.cssText += `;background:${brand};color:#fff;display:flex;flex-direction:column;justify-content:center;align-items:center;gap:16px;padding:32px;text-align:center`;
    const heading = document.createElement('div');
    heading.textContent = title;
    heading.style.cssText = 'font-size:30px;font-weight:700;line-height:1.4';
    const app = document.createElement('div');
    app.textContent = text;
    app.style.cssText = 'font-size:18px;opacity:0.85';
    layer.append(heading, app);
  } else {
    if (box) {
      const ring = document.createElement('div');
      ring.style.cssText = `position:absolute;left:${box.x - 6}px;top:${box.y - 6}px;width:${box.width + 12}px;height:${box.height + 12}px;border:4px solid #facc15;border-radius:14px;box-shadow:0 0 0 4px rgba(0,0,0,0.35)`;
      layer.append(ring);
    }
    // The caption sits at the bottom unless the tap target is down there.
    const low = box !== null && box.y + box.height / 2 > window.innerHeight * 0.55;
    const band = document.createElement('div');
    band.textContent = text;
    band.style.cssText = `position:absolute;left:10px;right:10px;${low ? 'top:10px' : 'bottom:10px'};padding:10px 14px;border-radius:12px;background:rgba(17,24,39,0.92);color:#fff;font-size:17px;font-weight:600;line-height:1.5;text-align:center`;
    layer.append(band);
  }
  document.body.append(layer);
}

async function hideChatInvite(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: HIDE_CHAT_INVITE });
  await close.waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
  if (await close.isVisible()) await close.click();
}

/** Logs in through the API and opens `path` with the token stored and the agreement already accepted. */
async function openAs(page: Page, account: { phone: string; password: string }, at: string): Promise<void> {
  const answer = await page.request.post('/api/login', {
    data: { username: account.phone, password: account.password },
  });
  const { token } = (await answer.json()) as { token: string };
  await storeOnEveryLoad(page, { token, agreement: 'true' });
  await page.goto(at);
  await hideChatInvite(page);
}

const dialog = (film: Film, name: string) => film.page.getByRole('dialog', { name, exact: true });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
/** A game card on the home page, by the game's name (its accessible name starts with it). */
const gameCard = (page: Page, game: string) =>
  page.getByRole('button', { name: new RegExp(`^${game}`) }).first();

/** The five journeys in docs/product.md#howto, in the page's order; each films one tutorial from a fresh sandbox. */
const JOURNEYS: Record<string, { title: string; film: (film: Film) => Promise<void> }> = {
  wallet: {
    title: 'Using your wallet',
    async film(f) {
      const { page } = f;
      await page.goto('/login');
      await hideChatInvite(page);
      await page.getByRole('textbox', { name: f.text('Phone number'), exact: true }).fill(DEMO.phone);
      await page.getByRole('textbox', { name: f.text('Password'), exact: true }).fill(DEMO.password);
      const logIn = button(page, f.text('Log in'));
      await f.step(f.say('login'), logIn);
      await logIn.click();
      const accept = button(dialog(f, f.text('Agreement')), f.text('Accept'));
      await accept.waitFor();
      await hideChatInvite(page);
      await f.step(f.say('agree', f.text('Accept')), accept);
      await accept.click();
      await dialog(f, f.text('Agreement')).waitFor({ state: 'detached' });
      await page.getByText(f.text('Total balance')).first().waitFor();
      await f.step(f.say('home'));
      const deposit = button(page, f.text('Deposit'));
      await deposit.scrollIntoViewIfNeeded();
      await f.step(f.say('deposit', f.text('Deposit')), deposit);
      await deposit.click();
      await dialog(f, f.text('Deposit')).getByText(f.text('Bank transfer')).first().waitFor();
      await f.step(f.say('depositOpen'));
      await page.keyboard.press('Escape');
      const withdraw = button(page, f.text('Withdraw'));
      await f.step(f.say('withdraw', f.text('Withdraw')), withdraw);
      await withdraw.click();
      await dialog(f, f.text('Withdraw'))
        .getByRole('textbox', { name: f.text('Amount (baht)') })
        .fill('100');
      await f.step(
        f.say('withdraw', f.text('Withdraw')),
        button(dialog(f, f.text('Withdraw')), f.text('Confirm withdrawal')),
      );
      await page.keyboard.press('Escape');
      const game = gameCard(page, 'PG Soft');
      await game.scrollIntoViewIfNeeded();
      await f.step(f.say('transfer', f.text('Transfer')), game);
      await game.click();
      const transfer = button(dialog(f, 'PG Soft'), f.text('Transfer'));
      await f.step(f.say('transfer', f.text('Transfer')), transfer);
      await transfer.click();
      const transferDialog = dialog(f, f.text('Transfer'));
      await transferDialog.getByRole('textbox', { name: f.text('Amount (baht)') }).fill('100');
      await f.step(f.say('transferOpen'), button(transferDialog, f.text('Confirm transfer')));
    },
  },
  play: {
    title: 'How to play',
    async film(f) {
      const { page } = f;
      await openAs(page, DEMO, '/user/home');
      const slots = page.getByRole('heading', { name: f.text('Slot games') });
      await slots.waitFor();
      await slots.evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -72); // below the sticky top bar
      });
      await f.step(f.say('rows', f.text('Slot games'), f.text('Sport and casino'), f.text('Lotto')));
      const game = gameCard(page, 'PG Soft');
      await f.step(f.say('tapGame'), game);
      await game.click();
      const actions = dialog(f, 'PG Soft');
      await actions.waitFor();
      await f.step(f.say('tapGame'));
      await f.step(
        f.say('play', f.text('Play'), f.text('Transfer and play')),
        button(actions, f.text('Play')),
      );
      await f.step(
        f.say('play', f.text('Play'), f.text('Transfer and play')),
        button(actions, f.text('Transfer and play')),
      );
    },
  },
  balance: {
    title: 'Checking your balance',
    async film(f) {
      const { page } = f;
      await openAs(page, DEMO, '/user/home');
      await page.getByText(f.text('Total balance')).first().waitFor();
      await f.step(f.say('total'), page.getByText(f.text('Total balance')).first());
      const refresh = button(page, f.text('Refresh balance'));
      await f.step(f.say('refresh', f.text('Refresh balance')), refresh);
      await refresh.click();
      await page.waitForTimeout(800);
      const sync = page.getByText(f.text('Last sync'), { exact: true });
      await f.step(f.say('sync', f.text('Last sync')), sync);
      await f.step(f.say('cards'), gameCard(page, 'PG Soft'));
      const statement = page.getByRole('link', { name: f.text('Statement') });
      await f.step(f.say('statement', f.text('Statement')), statement);
      await statement.click();
      await page.getByRole('row').nth(1).waitFor();
      await f.step(f.say('statementList'));
    },
  },
  bonus: {
    title: 'Getting a bonus',
    async film(f) {
      const { page } = f;
      await openAs(page, DEMO, '/user/home');
      const widget = button(page, f.text('Bonus'));
      await widget.scrollIntoViewIfNeeded();
      await f.step(f.say('bonusWidget', f.text('Bonus')), widget);
      await widget.click();
      const field = page.getByRole('textbox', { name: f.text('Promotion code') });
      await field.waitFor();
      await f.step(f.say('bonusCards'));
      await field.pressSequentially('NEWYEAR');
      const search = button(page, f.text('Search'));
      await f.step(f.say('promoCode', f.text('Search')), search);
      await search.click();
      const take = page.getByRole('button', { name: f.text('Activate promotion') });
      await take.waitFor();
      await take.scrollIntoViewIfNeeded();
      await f.step(f.say('promoFound', f.text('Activate promotion')), take);
      const daily = page.getByRole('button', { name: f.text('Activate {0}').replace('{0}', 'DAILY10') });
      await daily.scrollIntoViewIfNeeded();
      await f.step(f.say('bonusActivate', f.text('Activate')), daily);
      await daily.click();
      const current = page.getByText(f.text('Current bonus'), { exact: true }).first();
      await current.waitFor();
      await current.scrollIntoViewIfNeeded();
      await f.step(f.say('bonusCurrent'), current);
    },
  },
  bonusCancel: {
    title: 'Cancelling a bonus',
    async film(f) {
      const { page } = f;
      await openAs(page, BONUS_HOLDER, '/user/bonus');
      const cancel = button(page, f.text('Cancel bonus'));
      await cancel.waitFor();
      await f.step(f.say('cancelCurrent'));
      await cancel.scrollIntoViewIfNeeded();
      await f.step(f.say('cancelTap', f.text('Cancel bonus')), cancel);
      await cancel.click();
      const confirm = page.getByRole('alertdialog', { name: f.text('Cancel the bonus?') });
      const yes = button(confirm, f.text('Cancel bonus'));
      await yes.waitFor();
      await f.step(f.say('cancelConfirm', f.text('Cancel bonus')), yes);
      await yes.click();
      const field = page.getByRole('textbox', { name: f.text('Promotion code') });
      await field.waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await f.step(f.say('cancelDone'));
    },
  },
};

/** ffmpeg: the frames, each held its time, into H.264 (yuv420p, faststart) that every phone browser plays. */
async function encodeVideo(frames: Frame[], dir: string, out: string): Promise<void> {
  const list = path.join(dir, 'frames.txt');
  const lines = frames.flatMap(({ file, seconds }) => [`file '${file}'`, `duration ${seconds}`]);
  // The concat demuxer ignores the last duration unless the last file is listed once more.
  lines.push(`file '${(frames.at(-1) as Frame).file}'`);
  await writeFile(list, `${lines.join('\n')}\n`);
  const result = spawnSync(
    FFMPEG,
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list],
      // 10 frames a second of mostly still pictures; a key frame every 5 s keeps seeking quick and the file small.
      ...['-vf', 'fps=10,format=yuv420p', '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'stillimage'],
      ...['-crf', '32', '-g', '50', '-profile:v', 'main', '-movflags', '+faststart', '-an', out],
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`ffmpeg failed for ${out} (exit ${String(result.status)})`);
}

async function makeVideos(app: App, port: number): Promise<void> {
  const dist = path.join(root, 'apps', app, 'dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`${dist} has no build: run npx nx run @wallet/${app}:build first`);
  const { appConfig } = (await import(path.join(root, 'apps', app, 'src/app.config.ts'))) as {
    appConfig: { appName: string; defaultLocale: Locale };
  };
  const outDir = path.join(root, 'apps', app, 'public', 'howto');
  await mkdir(outDir, { recursive: true });
  const sandbox = await startSandbox({ port, host: '127.0.0.1', staticDir: dist, log: () => undefined });
  const browser = await chromium.launch({
    ...chromiumLaunchOptions(),
  });
  try {
    for (const [key, journey] of Object.entries(JOURNEYS)) {
      const reset = await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
      if (!reset.ok) throw new Error(`sandbox reset answered ${reset.status}`);
      const context = await browser.newContext({
        baseURL: sandbox.url,
        viewport: VIEWPORT,
        deviceScaleFactor: SCALE,
        isMobile: true,
        hasTouch: true,
        reducedMotion: 'reduce',
      });
      const dir = await mkdtemp(path.join(tmpdir(), `howto-${app}-${key}-`));
      try {
        const page = await context.newPage();
        const film = new Film(page, appConfig.defaultLocale, dir);
        await page.goto('/howto');
        await film.title(film.text(journey.title), appConfig.appName);
        await journey.film(film);
        const out = path.join(outDir, `${key}.mp4`);
        await encodeVideo(film.frames, dir, out);
        const { size } = await stat(out);
        console.log(`${app} ${key}.mp4: ${film.frames.length} steps, ${Math.round(size / 1024)} KB`);
      } finally {
        await context.close();
        await rm(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
    await sandbox.close();
  }
  if (app === 'thai-web') {
    // Storybook's video player stories play the opening seconds of one tutorial, from its own public folder.
    const sample = path.join(root, 'apps', 'storybook', 'public', 'howto-sample.mp4');
    const cut = spawnSync(
      FFMPEG,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-i',
        path.join(outDir, 'bonus.mp4'),
        '-t',
        '2',
        '-c',
        'copy',
        '-movflags',
        '+faststart',
        sample,
      ],
      { stdio: 'inherit' },
    );
    if (cut.status !== 0) throw new Error(`ffmpeg failed for ${sample}`);
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: '0' } },
});
const apps = positionals.length > 0 ? positionals : [...APPS];
for (const app of apps) {
  if (!(APPS as readonly string[]).includes(app))
    throw new Error(`unknown app ${app} (expected ${APPS.join(', ')})`);
  await makeVideos(app as App, Number(values.port));
}
