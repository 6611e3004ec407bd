// What the sanitizer promises about its output, as a policy of the shared XSS inspector: used by the jsdom test and
// the Chromium corpus story of SanitizedHtml.
import type { XssPolicy } from '@wallet/xss-corpus';
import { isSafeUrl } from '../domain-bridge';
import { FORBIDDEN_TAGS, SAFE_IMAGE_SCHEMES, SAFE_LINK_SCHEMES } from '../sanitized-html/sanitize-html';

/** No forbidden element, no style attribute, only checked href/src, links in a new tab with noopener. */
export const SANITIZER_XSS_POLICY: XssPolicy = {
  forbiddenTags: FORBIDDEN_TAGS,
  forbidStyleAttributes: true,
  forbidOtherUrlAttributes: true,
  isAllowedUrl: (url, tag) => isSafeUrl(url, tag === 'img' ? SAFE_IMAGE_SCHEMES : SAFE_LINK_SCHEMES),
  requireNewTabLinks: true,
};
