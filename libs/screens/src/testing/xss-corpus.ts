// The XSS payload corpus (copied from /work/shared/xss) and a DOM inspector, for tests of screens that show server HTML.
import intruders from './xss/intruders-xss.txt?raw';
import polyglots from './xss/xss-polyglots.txt?raw';
import rsnake from './xss/rsnake-xss.txt?raw';

const lines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');

/** Every payload line of the three lists. */
export const XSS_PAYLOADS: readonly string[] = [...lines(intruders), ...lines(rsnake), ...lines(polyglots)];

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
  'dynsrc',
  'lowsrc',
];
// Browsers skip whitespace and control characters before a scheme, so the pattern allows them too.
const UNSAFE_SCHEME =
  // eslint-disable-next-line no-control-regex
  /^[\s\u0000-\u001f]*(?:j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|d\s*a\s*t\s*a|v\s*b\s*s\s*c\s*r\s*i\s*p\s*t)\s*:/i;

/** Scripts, event-handler attributes and javascript:/data: URLs under `root` (empty when it is clean). */
export function xssFindings(root: ParentNode): string[] {
  const findings: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (tag === 'script') findings.push('element <script>');
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) findings.push(`handler ${name} on <${tag}>`);
      if (URL_ATTRIBUTES.includes(name) && UNSAFE_SCHEME.test(attr.value))
        findings.push(`unsafe URL ${name}=${attr.value}`);
    }
  }
  return findings;
}
