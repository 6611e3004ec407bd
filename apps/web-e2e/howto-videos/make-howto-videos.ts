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
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../tools/presets/chromium.mjs';
import type { Locale } from '@wallet/domain';
import { startSandbox } from '@wallet/sandbox-api';
import { Film, type Frame } from './film';
import { JOURNEYS } from './journeys';

const root = path.resolve(import.meta.dirname, '../../..');
const APPS = ['thai-web', 'laos-web'] as const;
type App = (typeof APPS)[number];
const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';
/** A phone screen: 360 x 640 CSS pixels at 1.5x, so the video is 540 x 960 (portrait, as players hold the phone). */
const VIEWPORT = { width: 360, height: 640 };
const SCALE = 1.5;

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
    throw new Error(`${dist} has no build: run npx nx run @wallet/${app}:build-sandbox first`);
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
