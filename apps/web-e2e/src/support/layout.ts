// Layout checks of a small phone (360 px): nothing wider than the screen, no sideways scrolling box (carousels
// aside), no control under another one, no word of a bar label broken in two. Each check runs in the page and
// returns readable findings ("button 'Close' is covered by button 'Hide the chat invitation'"), empty when all fit.
import type { Locator, Page, TestInfo } from '@playwright/test';
export { findBrokenBarTexts, findBrokenWords, linesOfText } from './layout-text';
export { findControlProblems, MAX_LABEL_GAP_PX, MIN_PRIMARY_PX, MIN_TARGET_PX } from './layout-controls';

/** The small phone the product supports (docs/product.md#routes: every screen works at 360 px wide). */
export const SMALL_PHONE = { width: 360, height: 740 } as const;

/**
 * Elements that stick out of the viewport sideways, boxes that scroll sideways (a carousel, a scroll-snap strip or a
 * slider track excepted), and a page wider than the screen. `scope` limits the element checks to one subtree.
 */
export async function findOverflow(page: Page, scope?: Locator): Promise<string[]> {
  const root = scope ? await scope.elementHandle() : null;
  return page.evaluate((scopeRoot) => {
    const describe = (el: Element): string => {
      const name = (el.getAttribute('aria-label') || el.textContent || '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : '';
      return `${el.tagName.toLowerCase()}${cls}${name ? ` '${name}'` : ''}`;
    };
    const found: string[] = [];
    const vw = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > vw + 1)
      found.push(
        `the page scrolls sideways: ${document.documentElement.scrollWidth} px wide on a ${vw} px screen`,
      );
    const deliberate = (el: Element): boolean =>
      el.closest('[aria-roledescription="carousel"]') !== null ||
      getComputedStyle(el).scrollSnapType !== 'none' ||
      el.closest('[role="slider"], [role="listbox"]') !== null;
    const scopeEl = (scopeRoot as Element | null) ?? document.body;
    // One finding per culprit: what is inside a reported (or hidden) box is not looked at again.
    const reported: Element[] = [];
    for (const el of Array.from(scopeEl.querySelectorAll('*'))) {
      if (!(el instanceof HTMLElement || el instanceof SVGSVGElement)) continue;
      if (reported.some((r) => r.contains(el))) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const rect = el.getBoundingClientRect();
      // Visually hidden texts (a 1 px clipped box) and what they hold.
      if (rect.width <= 1 || rect.height <= 1) {
        reported.push(el);
        continue;
      }
      const style = getComputedStyle(el);
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (scrolls && el.scrollWidth > el.clientWidth + 1 && !deliberate(el)) {
        found.push(
          `${describe(el)} scrolls sideways (${el.scrollWidth} px of content in ${el.clientWidth} px)`,
        );
        reported.push(el);
        continue;
      }
      // Inside a carousel the slides off screen are meant to be there.
      if (el.closest('[aria-roledescription="carousel"]')) continue;
      if (rect.right > vw + 1 || rect.left < -1) {
        found.push(
          `${describe(el)} sticks out of the ${vw} px screen (x ${Math.round(rect.left)}-${Math.round(rect.right)})`,
        );
        reported.push(el);
      }
    }
    return found;
  }, root);
}

/**
 * Hit-tests the centre of every visible button and link (of the top open dialog when one is open, else of the
 * page): each is scrolled into view first, and the element at its centre must be the control or inside it.
 */
export async function findCoveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (el: Element): string => {
      const name = (el.getAttribute('aria-label') || el.textContent || '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : '';
      return `${el.tagName.toLowerCase()}${cls}${name ? ` '${name}'` : ''}`;
    };
    const found: string[] = [];
    // Modal dialogs and the open chat panel (a non-modal dialog that covers the page on a phone, as a sheet does):
    // while one is open, the controls that count are its own.
    const dialogs = Array.from(document.querySelectorAll('dialog[open], [role="dialog"]')).filter((d) =>
      (d as HTMLElement).checkVisibility(),
    );
    // The dialog opened last is the top one (portals append to the body in opening order).
    const scope = dialogs.at(-1) ?? document.body;
    const controls = Array.from(
      scope.querySelectorAll('button, a[href], [role="button"], [role="link"], input[type="checkbox"]'),
    ).filter((el): el is HTMLElement => el instanceof HTMLElement);
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    for (const control of controls) {
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (control.closest('[aria-hidden="true"], [inert]')) continue;
      let rect = control.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue; // visually hidden (a skip link until focused)
      // A slide of a carousel that is not the current one is reached by the carousel's own buttons.
      const slide = control.closest('[aria-roledescription="slide"]');
      if (slide && slide.getAttribute('aria-hidden') === 'true') continue;
      control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      rect = control.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (x < 0 || y < 0 || x > vw || y > vh) {
        // Off screen even when scrolled to: a carousel hides it on purpose, anything else is out of reach.
        if (!control.closest('[aria-roledescription="carousel"]'))
          found.push(
            `${describe(control)} cannot be scrolled onto the screen (centre ${Math.round(x)},${Math.round(y)})`,
          );
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === control || control.contains(hit)) continue;
      // A label's own control (the checkbox drawn by its label) is not covered by its label.
      if (hit instanceof HTMLLabelElement && hit.control === control) continue;
      found.push(`${describe(control)} is covered by ${describe(hit)} at ${Math.round(x)},${Math.round(y)}`);
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return found;
  });
}

/**
 * What floats over the content must not cover a control, a picture or a text of the screen: at the first scroll
 * position (as the screen opens) every fixed or sticky element but the top and bottom bars, and each carousel's
 * round arrows with their carousel scrolled onto the screen. Sampled on a grid over each floating box: what lies
 * under it.
 */
export async function findFloatingCovers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const describe = (el: Element): string => {
      const name = (el.getAttribute('aria-label') || el.getAttribute('alt') || el.textContent || '')
        .replace(/\s+/g, ' ')
        .trim();
      return `${el.tagName.toLowerCase()} '${name.slice(0, 40)}'`;
    };
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    if (document.querySelector('dialog[open]')) return found;
    const shown = (el: HTMLElement) => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && r.bottom > 0 && r.top < vh && r.right > 0 && r.left < vw;
    };
    const meaningful = (el: Element): Element | null => {
      const target = el.closest(
        'button, a[href], input, select, textarea, [role="button"], img, svg[role="img"]',
      );
      if (target) return target;
      const ownText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      return ownText ? el : null;
    };
    const reported = new Set<string>();
    const coverings = (box: HTMLElement) => {
      const r = box.getBoundingClientRect();
      for (let i = 1; i <= 5; i += 1) {
        for (let j = 1; j <= 5; j += 1) {
          const x = r.left + (r.width * i) / 6;
          const y = r.top + (r.height * j) / 6;
          if (x < 0 || y < 0 || x > vw || y > vh) continue;
          const stack = document.elementsFromPoint(x, y);
          const at = stack.findIndex((el) => box.contains(el));
          // Under something else (a bar) at this point: it covers nothing there.
          if (at < 0 || stack.slice(0, at).some((el) => !el.contains(box))) continue;
          for (const under of stack.slice(at + 1)) {
            if (under.contains(box) || box.contains(under)) continue;
            const covered = meaningful(under);
            if (!covered || covered.contains(box) || covered.closest('[aria-hidden="true"]')) continue;
            const finding = `${describe(box)} covers ${describe(covered)}`;
            if (!reported.has(finding)) {
              reported.add(finding);
              found.push(finding);
            }
            break;
          }
        }
      }
    };

    // As the screen opens. The bars are the frame the content scrolls under (it keeps room for them); the support
    // chat is docked in one (the player's top bar, the guest's bottom bar). Anywhere else it is checked like any
    // floating box: the chat never covers a control.
    window.scrollTo({ top: 0, behavior: 'instant' });
    const isFrame = (el: Element) => el.closest('header, nav, .wk-toasts') !== null;
    const floating = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter((el) => {
      if (isFrame(el) || !['fixed', 'sticky'].includes(getComputedStyle(el).position)) return false;
      // Only the outermost floating box: its children float with it.
      const parent = el.parentElement;
      if (
        parent &&
        parent !== document.body &&
        ['fixed', 'sticky'].includes(getComputedStyle(parent).position)
      )
        return false;
      return shown(el);
    });
    floating.forEach(coverings);

    // A carousel's arrows sit over its slides: with the carousel on screen, they cover no card's picture or text.
    for (const carousel of Array.from(
      document.querySelectorAll<HTMLElement>('[aria-roledescription="carousel"]'),
    )) {
      carousel.scrollIntoView({ block: 'center', behavior: 'instant' });
      const arrows = Array.from(carousel.querySelectorAll<HTMLElement>('button')).filter(
        (button) => getComputedStyle(button).position === 'absolute' && shown(button),
      );
      arrows.forEach(coverings);
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return found;
  });
}

/** The dialog's box inside the viewport, its own scrolling body, and its close button (if any) reachable. */
export async function findDialogProblems(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((el) => {
    const found: string[] = [];
    const vh = document.documentElement.clientHeight;
    const vw = document.documentElement.clientWidth;
    const box = el.getBoundingClientRect();
    if (box.top < -1 || box.bottom > vh + 1 || box.left < -1 || box.right > vw + 1)
      found.push(
        `the dialog (${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)}) is not inside the ${vw} x ${vh} screen`,
      );
    const close = el.querySelector<HTMLElement>('.wk-modal__close, .wk-modal__header button');
    if (close) {
      const r = close.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(hit === close || close.contains(hit))) found.push('the close button is not on top');
    }
    return found;
  });
}

/** A desktop screen (docs/product.md#routes: the app is no stretched phone there). */
export const DESKTOP = { width: 1280, height: 800 } as const;
/** The widest a dialog may be on a desktop (the kit's 640 px and some room). */
export const MAX_DIALOG_PX = 700;

/** The width of what the player sees of a dialog: the kit's <dialog> spans the screen, its panel is the dialog. */
export async function dialogWidth(dialog: Locator): Promise<number> {
  return dialog.evaluate((el) => (el.querySelector('.wk-modal__panel') ?? el).getBoundingClientRect().width);
}

/** A screenshot of what the phone shows, kept with the test's results (attached to the report and in its output folder). */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name.replace(/[^a-z0-9]+/gi, '-')}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
