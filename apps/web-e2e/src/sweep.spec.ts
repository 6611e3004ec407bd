// One visit per screen, in each language of the build, two checks on it: axe (WCAG 2.1 A/AA + best practice) and the 360 x 740 phone
// layout (nothing off screen, no word broken over two lines anywhere on the screen or dialog, tap targets of at least
// 24 x 24 px and primary actions of 44 px, labels beside their fields, dialogs inside the screen with their close
// button on top, nothing floating over a control, picture or text as the screen opens, the chat launcher over no
// control, no two controls of a bar overlapping), with a screenshot of each kept as a test artifact. Every route
// and dialog of ./support/a11y-screens.ts, in th, la and en on the Thai build and in Lao on the Laos build
// (`sweepLocales` per project). axe runs in the build's first language: what it judges (roles, names, contrast,
// structure) is the same markup and the same colours in every language, and that every text exists in every language
// is the catalogues' check (`i18n-check`); the page's language, the layout and the screenshot are checked in each.
// On the Thai build a dialog is then seen on a 1280 x 800 desktop too: at most 700 px wide (desktop-layout.spec.ts has
// the rest of the desktop). Each test reports every finding of all its languages before failing.
import type { Locator, Page } from '@playwright/test';
import { toBcp47 } from '@wallet/domain';
import { expect, openAsPlayer, test } from './fixtures';
import { findA11yViolations, formatFindings, waitForStillScreen, type A11yFinding } from './support/a11y';
import { findBarOverlaps } from './support/bar-overlap';
import { A11Y_SCREENS, LOADING_DIALOG, textsOf, type A11yScreen } from './support/a11y-screens';
import {
  DESKTOP,
  dialogWidth,
  findBrokenBarTexts,
  findBrokenWords,
  findControlProblems,
  findCoveredControls,
  findDialogProblems,
  findFloatingCovers,
  findOverflow,
  keepScreenshot,
  MAX_DIALOG_PX,
  SMALL_PHONE,
} from './support/layout';
import { OPEN_CHAT, storeLocale } from './support/screen-text';

test.use({ viewport: SMALL_PHONE });

async function findLayoutProblems(
  page: Page,
  locale: string,
  dialog: Locator | undefined,
): Promise<string[]> {
  return [
    ...(await findOverflow(page, dialog)),
    ...(dialog ? await findDialogProblems(dialog) : await findBrokenBarTexts(page, locale)),
    ...(await findControlProblems(page, locale)),
    ...(await findBrokenWords(dialog ?? page.locator('main'), locale)),
    ...(dialog ? [] : await findBarOverlaps(page)),
    ...(dialog ? [] : await findFloatingCovers(page)),
    ...(await findCoveredControls(page)),
  ];
}

const title = (screen: A11yScreen) =>
  `${screen.route}${screen.modal ? ` + ${screen.modal}` : ''}: no axe violation, fits 360 px, no covered control`;

/**
 * The same dialog in any language: the opener finds it by its name in the first language; after the switch it is
 * found by what does not change with the language (its id, or the id of the element that names it), else as the
 * page's only dialog of its role.
 */
async function anyLanguage(page: Page, dialog: Locator): Promise<Locator> {
  const found = await dialog.evaluate((element) => {
    const role = element.getAttribute('role') ?? (element.localName === 'dialog' ? 'dialog' : '');
    const labelledBy = element.getAttribute('aria-labelledby');
    const selector = element.id
      ? `#${CSS.escape(element.id)}`
      : labelledBy
        ? `${element.localName}[aria-labelledby="${CSS.escape(labelledBy)}"]`
        : null;
    return { role, selector };
  });
  if (found.selector) return page.locator(found.selector);
  expect(found.role, 'the dialog has a role').toMatch(/^(dialog|alertdialog)$/);
  const only = page.getByRole(found.role as 'dialog' | 'alertdialog');
  await expect(only, `the page's only ${found.role}`).toHaveCount(1);
  return only;
}

test.describe('every screen and dialog, in every language of the build', { tag: '@laos' }, () => {
  for (const screen of A11Y_SCREENS) {
    test(title(screen), async ({ page, context, request, sweepLocales }, testInfo) => {
      // Up to three languages in one test, each checked by axe, measured and photographed.
      test.slow();
      if (screen.switches) {
        const res = await request.post('/__sandbox/switches', { data: screen.switches });
        expect(res.ok()).toBe(true);
      }
      if (screen.as === 'player')
        await openAsPlayer(page, request, '/robots.txt', { agreement: screen.agreementPending === true });
      const [first, ...others] = sweepLocales;
      if (!first) throw new Error('no language to sweep');
      // The screen is opened once, in the first language; the others are chosen in a second tab of the app, which
      // this one follows with its page and dialog as they are (docs/product.md#language): the same screen in each
      // language, without loading and opening it again.
      await storeLocale(page, first);
      await page.goto(screen.route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (screen.chat) await expect(page.getByRole('button', { name: OPEN_CHAT })).toBeVisible();
      const opened =
        (await screen.open?.({ page, locale: first, t: textsOf(first), request, run: 0 })) ?? undefined;
      // A money action's dialog shows a loading dialog of the same name while its code downloads: the one checked
      // is the dialog itself, once it has taken that one's place.
      if (opened) await expect(page.locator(LOADING_DIALOG)).toHaveCount(0);
      const dialog = opened ? await anyLanguage(page, opened) : undefined;
      const otherTab = others.length > 0 ? await context.newPage() : undefined;
      await otherTab?.goto('/robots.txt');
      const a11y: A11yFinding[] = [];
      const layout: string[] = [];
      for (const locale of sweepLocales) {
        await test.step(locale, async () => {
          if (locale !== first) await storeLocale(otherTab ?? page, locale);
          // The tab under test in front again: Chromium throttles a tab behind another one's rendering, and its first
          // screenshot then waits 1-2 s for a frame.
          if (otherTab) await page.bringToFront();
          await expect(page.locator('html')).toHaveAttribute('lang', toBcp47(locale));
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          // The chat's launcher is its close button while its dialog is open.
          if (screen.chat && !dialog)
            await expect(page.getByRole('button', { name: OPEN_CHAT })).toBeVisible();
          if (dialog) await expect(dialog).toBeVisible();
          const where = `${locale} ${screen.route}${screen.modal ? ` + ${screen.modal}` : ''}`;
          // A still screen (no request, loader or running animation) for axe, the screenshot and the layout.
          if (locale === first)
            a11y.push(
              ...(await findA11yViolations(
                page,
                {
                  build: testInfo.project.name,
                  locale,
                  route: screen.route,
                  ...(screen.modal ? { modal: screen.modal } : {}),
                },
                testInfo,
              )),
            );
          else await waitForStillScreen(page);
          await keepScreenshot(page, testInfo, `${where} 360px`);
          layout.push(
            ...(await findLayoutProblems(page, toBcp47(locale), dialog)).map(
              (p) => `[${testInfo.project.name} ${where}] ${p}`,
            ),
          );
        });
      }
      await otherTab?.close();
      // The same dialog on a desktop: a reading width, not a phone's sheet stretched over the screen. The width is the
      // kit's CSS, the same in both builds (their configs differ in colours): checked on the Thai build.
      if (dialog && testInfo.project.name === 'thai-web') {
        await page.setViewportSize(DESKTOP);
        await expect(dialog).toBeVisible();
        const width = await dialogWidth(dialog);
        if (width > MAX_DIALOG_PX)
          layout.push(
            `[${testInfo.project.name} ${screen.route} + ${screen.modal}] ${Math.round(width)} px wide at 1280 px, not at most ${MAX_DIALOG_PX}`,
          );
      }
      const report = [...(a11y.length > 0 ? [formatFindings(a11y)] : []), ...layout];
      expect(report, report.join('\n')).toEqual([]);
    });
  }
});
