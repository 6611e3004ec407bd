// Inspects sanitized markup for anything that could run or load: used by the jsdom test and the Chromium story.
import { isSafeUrl } from '../domain-bridge';
import { FORBIDDEN_TAGS, SAFE_IMAGE_SCHEMES, SAFE_LINK_SCHEMES } from './sanitize-html';

const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'srcset',
  'background',
  'poster',
  'data',
  'codebase',
  'dynsrc',
  'lowsrc',
];
// Control characters are exactly what browsers skip before a scheme, so the pattern must match them.
const UNSAFE_SCHEME =
  // eslint-disable-next-line no-control-regex
  /^[\s\u0000-\u001f]*(?:j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|d\s*a\s*t\s*a|v\s*b\s*s\s*c\s*r\s*i\s*p\s*t|l\s*i\s*v\s*e\s*s\s*c\s*r\s*i\s*p\s*t)\s*:/i;

/** Lists every dangerous element, handler, style and URL found in the markup (empty when clean). */
export function xssFindings(root: ParentNode): string[] {
  const findings: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (FORBIDDEN_TAGS.includes(tag)) findings.push(`element <${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) findings.push(`handler ${name} on <${tag}>`);
      if (name === 'style') findings.push(`style attribute on <${tag}>`);
      if (URL_ATTRIBUTES.includes(name)) {
        if (UNSAFE_SCHEME.test(attr.value)) findings.push(`unsafe URL ${name}=${attr.value}`);
        const allowed = tag === 'img' ? SAFE_IMAGE_SCHEMES : SAFE_LINK_SCHEMES;
        if ((name === 'href' || name === 'src') && !isSafeUrl(attr.value, allowed))
          findings.push(`unchecked URL ${name}=${attr.value}`);
        if (name !== 'href' && name !== 'src') findings.push(`URL attribute ${name} on <${tag}>`);
      }
    }
    if (tag === 'a' && el.hasAttribute('href')) {
      if (el.getAttribute('target') !== '_blank') findings.push('link without target=_blank');
      if (!(el.getAttribute('rel') ?? '').split(/\s+/).includes('noopener'))
        findings.push('link without rel=noopener');
    }
  }
  return findings;
}
