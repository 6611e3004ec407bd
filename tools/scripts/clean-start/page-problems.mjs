// What a newcomer would see go wrong in a page of the clean start: a page that records console errors, uncaught
// errors, failed requests, HTTP error answers and Vite's error overlay, and the failure message listing them.

/** Stack frames of a server's error: left out of the output shown on failure (the message says more). */
const STACK_FRAME = /^(\[[\w-]+\])?\s+at /;

/**
 * A browser page that records every problem a newcomer would see: console errors, uncaught errors, failed requests
 * and HTTP error answers (in the page and its frames).
 */
export async function problemWatchingPage(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    // Storybook's manager and preview shake hands through its UniversalStore; on an overloaded machine the preview's
    // followers give up waiting before the manager answers (the story still renders). That is the machine's load,
    // not something a newcomer meets, so only that one message is let through.
    if (/^Timed out waiting for leader state for UniversalStore follower/.test(error.message)) return;
    problems.push(`uncaught error: ${error.message}`);
  });
  page.on('requestfailed', (request) =>
    problems.push(`failed request: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  // Vite's error overlay, reported by the page (any frame) the moment it is inserted: a reload would remove it.
  await context.exposeBinding('__cleanStartOverlay', (_source, text) =>
    problems.push(`Vite error overlay: ${String(text).slice(0, 600)}`),
  );
  await context.addInitScript(() => {
    const reported = new WeakSet();
    new MutationObserver(() => {
      for (const overlay of document.querySelectorAll('vite-error-overlay')) {
        if (reported.has(overlay)) continue;
        reported.add(overlay);
        const root = overlay.shadowRoot;
        const text = root
          ? ['.message', '.file'].map((part) => root.querySelector(part)?.textContent ?? '').join(' ')
          : overlay.textContent;
        window.__cleanStartOverlay(text.replace(/\s+/g, ' ').trim());
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return { context, page, problems };
}

/** A failure already described for the reader (the catch blocks pass it on as it is). */
export class CheckFailure extends Error {}

/** At most this many problems are listed (the first ones are the causes, the rest mostly follow from them). */
const MAX_PROBLEMS = 12;

/** One line per distinct problem, with a count; requests aborted by a reload or a left page summed up in one. */
function problemLines(problems) {
  const counts = new Map();
  let aborted = 0;
  for (const raw of problems) {
    const problem = raw.replace(/\s+/g, ' ').trim();
    if (problem.startsWith('failed request:') && problem.endsWith('(net::ERR_ABORTED)')) aborted += 1;
    else counts.set(problem, (counts.get(problem) ?? 0) + 1);
  }
  const lines = [...counts]
    .sort(
      ([a], [b]) => Number(b.startsWith('Vite error overlay')) - Number(a.startsWith('Vite error overlay')),
    )
    .map(([problem, count]) => `- ${problem}${count > 1 ? ` (${count} times)` : ''}`);
  if (aborted) lines.push(`- ${aborted} requests aborted (net::ERR_ABORTED: the page reloaded or was left)`);
  if (lines.length <= MAX_PROBLEMS) return lines;
  return [...lines.slice(0, MAX_PROBLEMS), `- ... and ${lines.length - MAX_PROBLEMS} more`];
}

export function failWith(title, problems, command) {
  const lines = [title, ...problemLines(problems)];
  if (command)
    lines.push(
      `last output of \`${command.label}\`:`,
      ...command.output
        .filter((line) => !STACK_FRAME.test(line))
        .slice(-10)
        .map((l) => `  ${l}`),
    );
  throw new CheckFailure(lines.join('\n'));
}
