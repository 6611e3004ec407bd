// One hostile piece of server HTML that shows a screen hands its server HTML to SanitizedHtml. The whole XSS corpus
// runs once per sink kind, at the sink's own test: the sanitizer (ui-kit sanitized-html.test.tsx), the URL check
// (domain is-safe-url.test.ts), the chat normaliser (chat-sdk message-bubble-xss.test.tsx); a screen only has to
// prove it uses that sink.
import { expect } from 'vitest';
import { xssFindings } from '@wallet/xss-corpus';

/** Safe markup SanitizedHtml keeps (`<strong>kept</strong>`), beside a handler, a script, a javascript: link and a data: frame. */
export const SERVER_HTML_PROBE =
  '<p>Probe <strong>kept</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>' +
  '<a href="javascript:alert(3)">link</a><iframe src="data:text/html,<script>alert(4)</script>"></iframe>';

/** A server image or link URL that isSafeUrl refuses. */
export const HOSTILE_URL = 'javascript:alert(1)';

/**
 * Expects `count` copies of the probe rendered through SanitizedHtml (its `wk-html` wrapper holds the kept markup:
 * rendered as HTML, not as text) and nothing under `root` that could run.
 */
export function expectProbeSanitized(root: HTMLElement = document.body, count = 1): void {
  const kept = [...root.querySelectorAll('.wk-html strong')].filter((node) => node.textContent === 'kept');
  expect(kept).toHaveLength(count);
  expect(xssFindings(root)).toEqual([]);
}
