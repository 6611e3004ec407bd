// Stories never touch the network and never log errors. Checked after every story, in the Storybook UI (its
// interactions panel shows the failure) and in the story tests alike: a console error, an uncaught error, a
// picture or video that fails to load, any request leaving the Storybook origin, a same-origin request that answers
// an error outside the sandbox's paths (a `/socket.io/` poll, a missing file) and any backend call that no mock
// service worker handler takes (reported by .storybook/sandbox.ts).
import type { Preview } from '@storybook/react-vite';
import { viewportOptions } from './phone-viewport';

/** One hook of the preview's `beforeEach` / `afterEach` (the framework package exports only the lists). */
type One<T> = T extends readonly (infer U)[] ? U : T;
type BeforeEach = One<NonNullable<Preview['beforeEach']>>;
type AfterEach = One<NonNullable<Preview['afterEach']>>;

/** Paths the sandbox answers through MSW: an error status there is the state a story asks for. */
const SANDBOX_PATHS = /^\/(api|__assets|uploads)\//;
/** Elements whose URL the browser fetches by itself (links are not fetched). */
const FETCHED =
  'img[src], video[src], video[poster], audio[src], source[src], track[src], iframe[src], image[href]';

let problems: string[] | null = null;

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

/** Records what breaks the rule while a story runs (outside a story, e.g. between two of them, nothing). */
export function reportProblem(problem: string): void {
  problems?.push(problem);
}

const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  reportProblem(`console.error: ${args.map(describe).join(' ')}`);
  consoleError(...args);
};
window.addEventListener(
  'error',
  (event) => {
    // Captured: a resource's load error does not bubble. An element is a failed load, else an uncaught error.
    const target = event.target;
    if (target instanceof Element) {
      const url = target.getAttribute('src') ?? target.getAttribute('href') ?? '';
      // An inline data: URL that is no picture (the XSS corpus's `<img src=x>` after sanitising) reaches nothing.
      if (!url.startsWith('data:')) reportProblem(`<${target.localName}> failed to load ${url}`);
    } else
      reportProblem(`uncaught ${describe((event as ErrorEvent).error ?? (event as ErrorEvent).message)}`);
  },
  true,
);
window.addEventListener('unhandledrejection', (event) =>
  reportProblem(`unhandled rejection: ${describe(event.reason)}`),
);

const isLocal = (url: URL) =>
  url.protocol === 'data:' || url.protocol === 'blob:' || url.origin === location.origin;

/** What left the page since the story started: requests to other origins, failed same-origin requests. */
function requestProblems(): string[] {
  const found: string[] = [];
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    const url = new URL(entry.name);
    if (!isLocal(url)) found.push(`request leaving the Storybook origin: ${entry.name}`);
    else if (entry.responseStatus >= 400 && !SANDBOX_PATHS.test(url.pathname))
      found.push(`${entry.responseStatus} ${url.pathname}${url.search}`);
  }
  // A request the browser could not even make (no network) leaves no timing entry: the page's URLs tell.
  for (const element of document.querySelectorAll(FETCHED)) {
    for (const name of ['src', 'poster', 'href']) {
      const value = element.getAttribute(name);
      if (value && !isLocal(new URL(value, document.baseURI)))
        found.push(`<${element.localName} ${name}> leaving the Storybook origin: ${value}`);
    }
  }
  return found;
}

export const watchStory: BeforeEach = () => {
  problems = [];
  story += 1;
  performance.clearResourceTimings();
  // One page runs every story test: keep the timing of all of one story's requests (default buffer: 250).
  performance.setResourceTimingBufferSize(10_000);
  return () => {
    problems = null;
  };
};

/**
 * The test page is the size of the story's viewport global, as the UI's frame (the Vitest addon's default,
 * 1200 x 900, is not what the UI shows). No viewport chosen: any size.
 */
function viewportProblem(globals: Record<string, unknown>, viewMode: string): string | null {
  // Only in the story tests, where the Vitest addon sizes the page. The UI's frame also depends on the window it
  // is in (check-deployed.mjs checks it in a 1280 x 900 window): a small window is no broken story.
  if (!('__vitest_browser__' in globalThis) || viewMode !== 'story') return null;
  const viewport = globals['viewport'] as { value?: string; isRotated?: boolean } | undefined;
  const option = viewport?.value
    ? viewportOptions[viewport.value as keyof typeof viewportOptions]
    : undefined;
  if (!option) return null;
  let [width, height] = [parseInt(option.styles.width, 10), parseInt(option.styles.height, 10)];
  if (viewport?.isRotated) [width, height] = [height, width];
  return innerWidth === width && innerHeight === height
    ? null
    : `the canvas is ${innerWidth} x ${innerHeight}, not the viewport "${viewport?.value}" (${width} x ${height})`;
}

/**
 * Requests the page has started and not yet seen answered (fetch and XHR: the screens' calls, the chat's history),
 * each with the story that started it. A socket.io long poll is left out: it stays open by design.
 */
interface OpenRequest {
  url: string;
  story: number;
}
const open = new Set<OpenRequest>();
/** Counts the stories: a request an earlier story left open (a call it held unanswered) is not this one's. */
let story = 0;
const LONG_POLL = /\/socket\.io\//;
function track<T>(url: string, request: () => Promise<T>): Promise<T> {
  if (LONG_POLL.test(url)) return request();
  const entry = { url, story };
  open.add(entry);
  return request().finally(() => open.delete(entry));
}
/** This story's requests still on their way, less the calls it holds unanswered on purpose (its loading state). */
function inFlight(held: readonly string[]): number {
  let count = 0;
  for (const entry of open)
    if (
      entry.story === story &&
      !held.some((path) => new URL(entry.url, location.href).pathname.endsWith(path))
    )
      count += 1;
  return count;
}
const pageFetch = window.fetch.bind(window);
window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
  track(input instanceof Request ? input.url : String(input), () => pageFetch(input, init));
const xhrOpen = XMLHttpRequest.prototype.open;
const xhrSend = XMLHttpRequest.prototype.send;
const xhrUrls = new WeakMap<XMLHttpRequest, string>();
XMLHttpRequest.prototype.open = function open(this: XMLHttpRequest, ...args: unknown[]) {
  xhrUrls.set(this, String(args[1]));
  return (xhrOpen as (...rest: unknown[]) => void).apply(this, args);
};
XMLHttpRequest.prototype.send = function send(
  this: XMLHttpRequest,
  body?: Document | XMLHttpRequestBodyInit | null,
) {
  void track(
    xhrUrls.get(this) ?? '',
    () => new Promise<void>((resolve) => this.addEventListener('loadend', () => resolve(), { once: true })),
  );
  xhrSend.call(this, body);
};

/** A picture or video the browser is still fetching: its load (or failure) is yet to come. */
function mediaLoading(): boolean {
  for (const image of document.images) if (image.src && !image.complete) return true;
  for (const video of document.querySelectorAll('video'))
    if (
      (video.currentSrc || video.src) &&
      video.networkState === HTMLMediaElement.NETWORK_LOADING &&
      video.readyState < 1
    )
      return true;
  return false;
}

/** How long nothing may happen before the story counts as finished. */
const QUIET_MS = 150;

/**
 * Waits for the page to go quiet (nothing in flight, no picture loading, no new request or problem for 150 ms;
 * 3 s at most): what a story starts as it renders (a chat client's first poll, a video's metadata, a conversation's
 * pictures) often lands after its play function, and would otherwise be counted against the next story or not at
 * all. Watching what is in flight lets the quiet window stay short (it was a blind 400 ms: 238 stories, ~95 s). The
 * calls a loading story holds unanswered (`parameters.sandbox.pending`) never end: waiting for them cost each such
 * story the whole 3 s.
 */
async function settle(held: readonly string[]): Promise<void> {
  const activity = () => performance.getEntriesByType('resource').length + (problems?.length ?? 0);
  const deadline = Date.now() + 3000;
  let last = activity();
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = activity();
    if (now !== last || inFlight(held) > 0 || mediaLoading()) [last, quietSince] = [now, Date.now()];
    else if (Date.now() - quietSince >= QUIET_MS) return;
  }
}

export const checkStory: AfterEach = async ({ globals, viewMode, parameters }) => {
  const sandbox = parameters['sandbox'] as { pending?: readonly string[] } | undefined;
  await settle(sandbox?.pending ?? []);
  const found = [...(problems ?? []), ...requestProblems()];
  const viewport = viewportProblem(globals, viewMode);
  if (viewport) found.push(viewport);
  problems = [];
  if (found.length > 0)
    throw new Error(
      `The story broke the Storybook rules (no network, no error, the viewport's canvas):\n- ${[...new Set(found)].join('\n- ')}`,
    );
};
