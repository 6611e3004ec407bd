// The one place that says which Chromium the browser tests, Storybook's tests, Lighthouse and the scripts drive,
// and how: Debian's build by default, another one with CHROMIUM_PATH (a developer on macOS, say). The flags keep a
// headless Chromium from reaching for Google's hosts (refused on a closed network, many at a time) and let it run
// as root in a container.

/** Path of the Chromium binary: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Command-line flags every headless launch passes. */
export const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** Playwright's `launchOptions` for that Chromium. */
export const chromiumLaunchOptions = () => ({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
