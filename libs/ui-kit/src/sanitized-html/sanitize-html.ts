// Strict DOMPurify setup for server HTML (conditions, agreements, banners, refund info, prize descriptions).
import DOMPurify, { type Config, type DOMPurify as DOMPurifyInstance } from 'dompurify';
import { isSafeUrl } from '../domain-bridge';

/** Schemes a link in server HTML may use. */
export const SAFE_LINK_SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];
/** Schemes an image in server HTML may load from. */
export const SAFE_IMAGE_SCHEMES: readonly string[] = ['http:', 'https:'];

/** Elements that must never survive, even if a future profile allowed them. */
export const FORBIDDEN_TAGS: readonly string[] = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'meta',
  'base',
  'link',
  'style',
  'svg',
  'math',
  'template',
  'noscript',
  'audio',
  'video',
  'source',
  'track',
  'portal',
  'isindex',
  'marquee',
];

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [...FORBIDDEN_TAGS],
  FORBID_ATTR: [
    'style',
    'srcset',
    'action',
    'formaction',
    'background',
    'poster',
    'ping',
    'xlink:href',
    'target',
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Only absolute http(s), mailto and tel URLs, or scheme-less ones (then checked again by the hook below).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
};

let purifier: DOMPurifyInstance | null = null;

function getPurifier(): DOMPurifyInstance | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  // A private instance, so our hooks never change DOMPurify for other code on the page.
  const instance = DOMPurify(window);
  // Parsed once: with the config passed to every call, DOMPurify rebuilt its allow-lists each time (most of the cost
  // of a short agreement's sanitizing on a slow phone's main thread).
  instance.setConfig({ ...CONFIG, RETURN_TRUSTED_TYPE: false });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href && isSafeUrl(href, SAFE_LINK_SCHEMES)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        // Unsafe or relative link: keep the text, drop the link.
        node.removeAttribute('href');
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    } else if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src');
      if (!src || !isSafeUrl(src, SAFE_IMAGE_SCHEMES)) node.parentNode?.removeChild(node);
      else if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    } else if (node.nodeName === 'AREA') {
      node.parentNode?.removeChild(node);
    }
  });
  purifier = instance;
  return instance;
}

/** Returns HTML safe to inject: no scripts, handlers, styles or unsafe URLs; links open in a new tab with noopener. */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  // Without a DOM (server render) nothing is trusted: the text is shown escaped by the caller.
  if (!instance) return '';
  return instance.sanitize(html) as string;
}
