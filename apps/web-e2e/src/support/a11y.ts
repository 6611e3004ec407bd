// The accessibility check of the browser tests: axe-core over the whole page, WCAG 2.1 A/AA plus best practice.
// The screens and modals it runs on are listed in ./a11y-screens.ts.
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { Locale } from '@wallet/domain';
import { waitForNetworkSettled } from './network';

/** The axe rule tags every check runs: WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Rules switched off for every check, each with the reason. Keep it empty unless a rule cannot hold for a reason
 * outside the product (then say which, and when it can come back).
 */
export const DISABLED_RULES: Readonly<Record<string, string>> = {};

/** Where a check ran: the build (Playwright project), the language, the route and the modal or state, if any. */
export interface A11yContext {
  build: string;
  locale: Locale;
  route: string;
  modal?: string;
}

export function describeContext(context: A11yContext): string {
  const what = context.modal ? `${context.route} + ${context.modal}` : context.route;
  return `${context.build} ${what} [${context.locale}]`;
}

/** A violation, flattened for the report: one line per rule with every failing element's selector. */
export interface A11yFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  context: string;
}

/**
 * Waits until the screen is still: no request open for 300 ms, web fonts loaded, no loader or busy region, and no
 * finite CSS animation or transition running (a dialog fading in would fail colour contrast half-way).
 */
export async function waitForStillScreen(page: Page): Promise<void> {
  await waitForNetworkSettled(page, { quietMs: 300 });
  await page.locator('.wk-loader, [aria-busy="true"]').first().waitFor({ state: 'detached' });
  await page.waitForFunction(async () => {
    await document.fonts.ready;
    return document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
  });
}

/** Runs axe on the whole page and returns its violations as findings (empty when the page passes). */
export async function findA11yViolations(
  page: Page,
  context: A11yContext,
  testInfo?: TestInfo,
): Promise<A11yFinding[]> {
  await waitForStillScreen(page);
  // What pops in while axe reads the page (the chat's invitation, a few seconds after the page) pops in without its
  // fade, as for a player who asks for reduced motion: colour contrast is judged on the colours a player reads, not on
  // a frame half-way through a fade-in (a CI run once failed the invitation's text that way).
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (!reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page })
    .withTags(A11Y_TAGS)
    .disableRules(Object.keys(DISABLED_RULES))
    // Only violations are collected in full (passes and needs-review keep one node per rule), and axe runs in the
    // page itself (legacy mode) instead of axe.runPartial per frame plus axe.finishRun in a new blank tab that gets
    // axe injected again: the same rules on the same page, and same-origin frames are still checked, in half the time.
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze()
    .finally(() => (reduced ? undefined : page.emulateMedia({ reducedMotion: 'no-preference' })));
  const where = describeContext(context);
  if (testInfo) {
    testInfo.annotations.push({ type: 'a11y-check', description: where });
    if (results.violations.length > 0)
      await testInfo.attach(`axe ${where}`, {
        body: JSON.stringify(results.violations, null, 2),
        contentType: 'application/json',
      });
  }
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: `${v.help} (${v.helpUrl})`,
    targets: v.nodes.map((n) => {
      const target = n.target.map(String).join(' >> ');
      const related = [...n.any, ...n.all, ...n.none].flatMap((c) =>
        (c.relatedNodes ?? []).map((r) => r.target.map(String).join(' >> ')),
      );
      return related.length > 0 ? `${target} (with ${[...new Set(related)].join(', ')})` : target;
    }),
    context: where,
  }));
}

/** The report of failed checks: route/modal/language, then rule, impact, help and every target selector. */
export function formatFindings(findings: readonly A11yFinding[]): string {
  const lines = [`${findings.length} accessibility violation(s):`];
  for (const f of findings) {
    lines.push(`- ${f.context}: ${f.rule} (${f.impact}) ${f.help}`);
    for (const target of f.targets) lines.push(`    ${target}`);
  }
  return lines.join('\n');
}

/** Fails the test with the full report if axe finds any violation on the page as it is now. */
export async function expectNoA11yViolations(
  page: Page,
  context: A11yContext,
  testInfo?: TestInfo,
): Promise<void> {
  const findings = await findA11yViolations(page, context, testInfo);
  if (findings.length > 0) throw new Error(formatFindings(findings));
}
