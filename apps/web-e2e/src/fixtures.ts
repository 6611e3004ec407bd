// Shared helpers of the browser tests: a sandbox per worker (reset before each test), the demo account, logging in
// through the API, and the texts to expect.
import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type PlaywrightTestOptions,
} from '@playwright/test';
import {
  formatAmount,
  LOCALES,
  messageCatalogs,
  STORAGE_KEYS,
  totalBalance,
  type Locale,
} from '@wallet/domain';
import { startSandbox, type MarketName, type StartedSandbox } from '@wallet/sandbox-api';
import { storeNow } from './support/stored';

export const DEMO = { phone: '0812345678', password: 'demo1234', name: 'Somchai Demo' };

/** Interface texts the tests look for, per language (the screens' catalogues). */
export const UI = {
  th: {
    login: 'เข้าสู่ระบบ',
    phone: 'เบอร์โทรศัพท์',
    password: 'รหัสผ่าน',
    remember: 'จดจำฉัน',
    logout: 'ออกจากระบบ',
    total: 'ยอดเงินรวม',
    language: 'ภาษา',
  },
  la: {
    login: 'ເຂົ້າສູ່ລະບົບ',
    phone: 'ເບີໂທລະສັບ',
    password: 'ລະຫັດຜ່ານ',
    remember: 'ຈື່ຂ້ອຍໄວ້',
    logout: 'ອອກຈາກລະບົບ',
    total: 'ຍອດເງິນລວມ',
    language: 'ພາສາ',
  },
  en: {
    login: 'Log in',
    phone: 'Phone number',
    password: 'Password',
    remember: 'Remember me',
    logout: 'Log out',
    total: 'Total balance',
    language: 'Language',
  },
} satisfies Record<Locale, Record<string, string>>;

/** A text of the domain's catalogue in one language. */
export function catalogText(locale: Locale, id: string): string {
  const text = (messageCatalogs[locale] as Record<string, string>)[id];
  if (!text) throw new Error(`no catalogue text for ${id}`);
  return text;
}

export function errorText(locale: Locale, code: string): string {
  return catalogText(locale, `error.${code}`);
}

/** The total the home page must show, computed from the sandbox's own answer. */
export async function expectedTotal(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', { data: { username: DEMO.phone, password: DEMO.password } });
  const { token } = (await login.json()) as { token: string };
  const wallet = await request.get('/api/wallet', { headers: { Authorization: `Bearer ${token}` } });
  const body = (await wallet.json()) as { wallet: { amount: number }; slots: Array<{ amount: number }> };
  return formatAmount(totalBalance(body.wallet, body.slots));
}

/**
 * How many requests reached the sandbox (its own request log) since the test's reset: for a path, or a path and
 * method (`{ method, path }`, or the method as a third argument).
 */
export async function serverCount(
  request: APIRequestContext,
  match: string | { path: string; method?: string },
  method?: string,
): Promise<number> {
  const { path: wanted, method: wantedMethod = method } = typeof match === 'string' ? { path: match } : match;
  const res = await request.get('/__sandbox/requests', {
    params: { path: wanted, ...(wantedMethod ? { method: wantedMethod } : {}) },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { count: number }).count;
}

/** A player's bearer token from the sandbox's own login (for tests that are not about logging in). */
export async function apiToken(
  request: APIRequestContext,
  who: { phone: string; password: string } = DEMO,
): Promise<string> {
  const res = await request.post('/api/login', { data: { username: who.phone, password: who.password } });
  expect(res.ok(), `login of ${who.phone}`).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Opens `route` as a logged-in player without the login form: the token is stored as "remember me" stores it (and
 * the agreement marked accepted unless `agreement` is asked for), then the page is loaded. The tests about logging in
 * use the form; every other test starts here.
 */
/**
 * Waits until the app has taken over the page it loaded. A prerendered page is on screen (and its buttons look
 * ready) before the app has started; a tap that lands before then does nothing, as on a slow phone.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
}

export async function openAsPlayer(
  page: Page,
  request: APIRequestContext,
  route = '/user/home',
  options: { who?: { phone: string; password: string }; agreement?: boolean } = {},
): Promise<string> {
  const token = await apiToken(request, options.who);
  // A real file of the origin (not the app), so the storage is written before the app first starts.
  if (page.url() === 'about:blank') await page.goto('/robots.txt');
  await page.evaluate((key) => sessionStorage.removeItem(key), STORAGE_KEYS.token);
  await storeNow(page, options.agreement ? { token } : { token, agreement: 'true' });
  await page.goto(route);
  return token;
}

export async function logIn(page: Page, locale: Locale, remember: boolean): Promise<void> {
  const ui = UI[locale];
  await page.getByRole('textbox', { name: ui.phone, exact: true }).fill(DEMO.phone);
  await page.getByRole('textbox', { name: ui.password, exact: true }).fill(DEMO.password);
  const box = page.getByRole('checkbox', { name: ui.remember });
  if ((await box.isChecked()) !== remember) await box.click();
  await page.getByRole('button', { name: ui.login }).click();
}

/**
 * For tests that feed hostile HTML on purpose: while the sanitizer parses the payloads (in an inert document that
 * inherits the page's policy), the CSP refuses their inline handlers, inline styles and `<base>` URLs and reports
 * each. Those refusals are the policy doing its job; anything else still fails. Empties the list.
 */
export function expectOnlyHostileMarkupRefusals(violations: string[]): void {
  const refusal =
    /^(script-src-attr|style-src-attr|style-src-elem|base-uri) blocked |^(Executing inline event handler|Applying inline style|Setting the document's base URI) .*violates /;
  expect(violations.filter((line) => !refusal.test(line))).toEqual([]);
  violations.length = 0;
}

/**
 * Playwright's trace recorder (trace: 'on-first-retry') reads the images of a page for its snapshots, the page's
 * own object URLs (a slip preview) included, by a fetch inside the page that `connect-src 'self'` refuses: reported
 * with no source file. The app never fetches a blob: URL (it only shows it in an <img>); the same test passes with
 * no report under --trace=off.
 */
function isTraceRecorderRead(line: string): boolean {
  return (
    /^connect-src blocked blob\S* on \S+ \(document:0\)/.test(line) ||
    /^Connecting to 'blob:[^']+' violates the following Content Security Policy directive: "connect-src /.test(
      line,
    )
  );
}

/**
 * Hands every Content-Security-Policy violation of the context's pages (popups and game tabs included) to `report`:
 * the securitypolicyviolation event and Chromium's console line. Call once per context.
 */
export async function reportCspViolations(
  context: BrowserContext,
  report: (line: string) => void,
): Promise<void> {
  await context.exposeFunction('__walletCspViolation', report);
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__walletCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.href}` +
          ` (${event.sourceFile || 'document'}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) report(message.text());
  });
}

export interface AppOptions {
  /** The app's default language: set per project in playwright.config.ts. */
  defaultLocale: Locale;
  /** The languages the screen sweep (sweep.spec.ts) visits on this build. */
  sweepLocales: readonly Locale[];
}

/** Per build (Playwright project), fixed for a worker's life: which build its sandbox serves, in which market. */
export interface BuildOptions {
  /** The production build the worker's sandbox serves (a folder with index.html). */
  appDist: string;
  /** The market the sandbox plays (the Laos build's: Lao mobile numbers, LAK, Lao banks and texts). */
  market: MarketName;
}

/** A browser context a worker keeps between tests, and where its pages report CSP violations to. */
interface WarmContext {
  context: BrowserContext;
  cspSink: { current: string[] };
}

export interface WorkerFixtures extends BuildOptions {
  /** This worker's own sandbox: its own port and state, so workers never share (or reset) each other's. */
  sandboxServer: StartedSandbox;
  /** The worker's warm browser contexts, one per set of context options (see `context` below). */
  warmContexts: Map<string, WarmContext>;
}

/**
 * Fixtures every test gets: `cspViolations` collects every Content-Security-Policy violation of its pages;
 * `freshContext` chooses its browser context.
 */
export interface CspFixtures {
  /** Violations seen so far; a test that provokes one on purpose asserts it and empties the list. */
  cspViolations: string[];
  /**
   * A browser context of the test's own, as on a phone that has never opened the app (nothing in its HTTP cache),
   * instead of the worker's warm one: for tests about a first visit (what paints and answers before the app's files
   * have arrived). Tests that allow service workers get one anyway (a registration outlives the test's pages).
   */
  freshContext: boolean;
}

/** Playwright's context options that are test options (`test.use`), gathered as its own `context` fixture does. */
type ContextOptionFixtures = Pick<
  PlaywrightTestOptions,
  | 'acceptDownloads'
  | 'bypassCSP'
  | 'colorScheme'
  | 'contrast'
  | 'deviceScaleFactor'
  | 'extraHTTPHeaders'
  | 'forcedColors'
  | 'geolocation'
  | 'hasTouch'
  | 'httpCredentials'
  | 'ignoreHTTPSErrors'
  | 'isMobile'
  | 'javaScriptEnabled'
  | 'locale'
  | 'offline'
  | 'permissions'
  | 'proxy'
  | 'reducedMotion'
  | 'screen'
  | 'storageState'
  | 'timezoneId'
  | 'userAgent'
  | 'viewport'
  | 'baseURL'
  | 'serviceWorkers'
  | 'contextOptions'
>;

/** The options a test's context is made with: `contextOptions` overlaid by every option the test sets. */
function contextOptionsOf({ contextOptions, ...options }: ContextOptionFixtures): BrowserContextOptions {
  const set = Object.entries(options).filter(([, value]) => value !== undefined);
  return { ...contextOptions, ...Object.fromEntries(set) } as BrowserContextOptions;
}

/**
 * Whether the test's page still has Playwright's fake clock (`page.clock` installs it on the whole context, for
 * every page to come, and nothing uninstalls it): unknown (no page left, a crashed one) counts as yes.
 */
async function clockInstalled(context: BrowserContext): Promise<boolean> {
  const [first] = context.pages();
  if (!first || first.url() === 'about:blank') return true;
  return first.evaluate(() => '__pwClock' in globalThis).catch(() => true);
}

/** Contexts handed out warm: their pages start on a file of the origin, its localStorage cleared. */
const warmContextsInUse = new WeakSet<BrowserContext>();

declare global {
  interface Window {
    __walletCspViolation?: (line: string) => void;
  }
}

export const test = base.extend<AppOptions & CspFixtures, WorkerFixtures>({
  defaultLocale: ['th', { option: true }],
  sweepLocales: [[...LOCALES], { option: true }],
  appDist: [path.resolve(import.meta.dirname, '../../thai-web/dist'), { option: true, scope: 'worker' }],
  market: ['thai', { option: true, scope: 'worker' }],
  sandboxServer: [
    async ({ appDist, market }, use) => {
      const server = await startSandbox({ port: 0, staticDir: appDist, market, log: () => {} });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ sandboxServer }, use) => {
    await use(sandboxServer.url);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  cspViolations: async ({}, use) => {
    await use([]);
  },
  freshContext: [false, { option: true }],
  warmContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const contexts = new Map<string, WarmContext>();
      await use(contexts);
      await Promise.all([...contexts.values()].map(({ context }) => context.close()));
    },
    { scope: 'worker' },
  ],
  // A test's context is the worker's warm one, a phone that has opened the app before: its HTTP cache (and
  // Chromium's compiled code with it) carries over, so a test's first visit no longer downloads and compiles the app
  // afresh (about 1 s of a busy 2-core machine per test). What a test must not inherit is undone around it: its
  // pages closed, routes, offline mode and permissions reset, cookies cleared, localStorage cleared before its page
  // starts (the app keeps nothing else; sessionStorage is per page), a context whose clock a test installed thrown
  // away. A test with `freshContext`, one that allows service workers (a registration outlives the page) and every
  // retry (which records the trace) get a context of their own, as Playwright makes it.
  //
  // Every page of the context (popups and game tabs included) reports CSP violations, both as the
  // securitypolicyviolation event and as Chromium's console line; any left over fails the test at teardown.
  context: async (
    {
      browser,
      freshContext,
      warmContexts,
      cspViolations,
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
      serviceWorkers,
      contextOptions,
    },
    use,
    testInfo,
  ) => {
    const options = contextOptionsOf({
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
      serviceWorkers,
      contextOptions,
    });
    const expectNoViolations = () =>
      expect(
        cspViolations.filter((line) => !isTraceRecorderRead(line)),
        'Content-Security-Policy violations of this test',
      ).toEqual([]);
    if (freshContext || testInfo.retry > 0 || options.serviceWorkers !== 'block') {
      const context = await browser.newContext(options);
      await reportCspViolations(context, (line) => cspViolations.push(line));
      await use(context);
      await context.close();
      expectNoViolations();
      return;
    }
    const key = JSON.stringify(options);
    let warm = warmContexts.get(key);
    if (!warm) {
      const context = await browser.newContext(options);
      const cspSink = { current: [] as string[] };
      await reportCspViolations(context, (line) => cspSink.current.push(line));
      warm = { context, cspSink };
      warmContexts.set(key, warm);
      warmContextsInUse.add(context);
    }
    const { context, cspSink } = warm;
    await context.clearCookies();
    cspSink.current = cspViolations;
    await use(context);
    cspSink.current = [];
    // A failed test may have left anything behind (a page mid-request, a half-reset state): the next starts cold.
    if (testInfo.status !== testInfo.expectedStatus || (await clockInstalled(context))) {
      warmContexts.delete(key);
      await context.close();
    } else {
      await Promise.all(context.pages().map((page) => page.close()));
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.setOffline(options.offline ?? false);
      await context.clearPermissions();
      if (options.permissions) await context.grantPermissions(options.permissions);
      await context.clearCookies();
    }
    expectNoViolations();
  },
  page: async ({ context, request }, use) => {
    const reset = await request.post('/__sandbox/reset');
    expect(reset.ok()).toBe(true);
    const page = await context.newPage();
    if (warmContextsInUse.has(context)) {
      // A file of the origin, not the app: the last test's localStorage is cleared before the app first starts.
      await page.goto('/robots.txt');
      await page.evaluate(() => localStorage.clear());
    }
    await use(page);
  },
});

export { expect };
