// MSW handlers that hand every /api request to an in-process fetch handler (e.g. the sandbox's Hono app),
// so component tests and Storybook run against the real sandbox logic without a server or port.
import { http, type HttpHandler } from 'msw';

/** Anything with a WHATWG fetch handler: a Hono app, an itty router, a plain function wrapper. */
export interface FetchApp {
  fetch(request: Request): Response | Promise<Response>;
}

/** Options of `createForwardingHandlers`. */
export interface ForwardingOptions {
  /** Which requests to forward: an MSW path pattern; defaults to every origin's /api/* paths. */
  path?: string | RegExp;
}

/**
 * MSW handlers passing `/api/*` to `app.fetch`. Example:
 * `setupServer(...createForwardingHandlers(createSandboxApp()))` in a test, `setupWorker(...)` in Storybook.
 */
export function createForwardingHandlers(app: FetchApp, options: ForwardingOptions = {}): HttpHandler[] {
  return [
    http.all(options.path ?? /^[a-z]+:\/\/[^/]+\/api\//i, async ({ request }) => {
      const response = await app.fetch(request);
      // MSW needs its own Response instance; copying also detaches the body from the app's stream.
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    }),
  ];
}
