export { SanitizedHtml } from './sanitized-html';
export type { SanitizedHtmlProps } from './sanitized-html';
export { sanitizeHtml, FORBIDDEN_TAGS, SAFE_LINK_SCHEMES, SAFE_IMAGE_SCHEMES } from './sanitize-html';
