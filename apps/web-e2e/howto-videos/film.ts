// The film of one /howto tutorial (make-howto-videos.ts): screenshots of the page, each with a caption and a ring
// around the next tap drawn over it, or the opening title card.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { Locale } from '@wallet/domain';
import { screenText } from '../src/support/screen-text';
import { caption, type CaptionId } from './captions';

const STEP_SECONDS = 3.2;
const TITLE_SECONDS = 2.2;

export interface Frame {
  file: string;
  seconds: number;
}

/** One tutorial being filmed: its page, language and the frames taken so far. */
export class Film {
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
