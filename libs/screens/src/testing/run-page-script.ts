// Running a prerendered page's inline script in a test (app/prefetch.ts and the early-* paints that follow it).
import { vi } from 'vitest';

/** A few turns of the event loop: enough for a page script's answer, its body and its writes to go through. */
export async function settlePageScript(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs a page's inline script with `fetch` answering every request with `answer()`, then lets it settle. `fetch`
 * stays stubbed (the test's `vi.unstubAllGlobals()` restores it). Returns the fetch mock.
 */
export async function runPageScript(
  script: string,
  answer: () => Response | Promise<Response>,
): Promise<ReturnType<typeof vi.fn>> {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  new Function(script)();
  await settlePageScript();
  return fetchMock;
}
