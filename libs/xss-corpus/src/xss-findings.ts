// The DOM inspector of every XSS test: looks at a rendered tree and lists whatever could run script or load an unsafe
// URL. The checks always on are what makes markup dangerous anywhere (a page, a sanitizer's output, a chat bubble);
// a policy adds the stricter rules of one renderer (the ui-kit sanitizer's allow-list, for example).

/** Attributes whose value is a URL the browser may load, submit to or navigate to. */
export const URL_ATTRIBUTES: readonly string[] = [
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
  'classid',
  'archive',
  'dynsrc',
  'lowsrc',
  'longdesc',
  'cite',
  'ping',
  'manifest',
  'icon',
  'profile',
];

/** Elements that run code or change how the page resolves URLs wherever they appear. */
export const EXECUTABLE_TAGS: readonly string[] = ['script', 'object', 'embed', 'applet', 'base'];

// Browsers skip leading whitespace and control characters and ignore tabs and newlines inside a scheme,
// so the pattern allows both.
const UNSAFE_SCHEME =
  // eslint-disable-next-line no-control-regex -- browsers skip leading control characters before a URL scheme
  /^[\s\u0000-\u001f]*(?:j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|d\s*a\s*t\s*a|v\s*b\s*s\s*c\s*r\s*i\s*p\s*t|l\s*i\s*v\s*e\s*s\s*c\s*r\s*i\s*p\s*t)\s*:/i;

// CSS that runs script or loads a script URL: IE expressions and behaviours, Mozilla bindings, script URLs, imports.
const UNSAFE_CSS =
  /expression\s*\(|behaviou?r\s*:|-moz-binding|@import|(?:javascript|vbscript|livescript)\s*:|url\s*\(\s*['"]?\s*data\s*:/i;

// SVG animation elements that can write a URL attribute (`<animate attributeName=href values=javascript:...>`).
const ANIMATION_TAGS = ['animate', 'set'];
const ANIMATION_VALUES = ['values', 'from', 'to', 'by'];

/** Stricter rules of one renderer, on top of the checks that always run. */
export interface XssPolicy {
  /** Elements that must not appear at all (e.g. the sanitizer's FORBIDDEN_TAGS). */
  readonly forbiddenTags?: readonly string[];
  /** Flag every style attribute, not only those with script or script URLs in them. */
  readonly forbidStyleAttributes?: boolean;
  /** Flag URL attributes other than href and src, whatever their value. */
  readonly forbidOtherUrlAttributes?: boolean;
  /** Every href and src must pass this check (e.g. `isSafeUrl` with the renderer's schemes). */
  readonly isAllowedUrl?: (url: string, tag: string, attribute: 'href' | 'src') => boolean;
  /** Links must open in a new tab with rel=noopener. */
  readonly requireNewTabLinks?: boolean;
}

function decodeCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16) || 0xfffd))
    .replace(/\\/g, '');
}

function isUnsafeUrlValue(name: string, value: string): boolean {
  if (UNSAFE_SCHEME.test(value)) return true;
  // srcset is a comma-separated list of candidates; any of them may carry the scheme.
  return name === 'srcset' && value.split(',').some((candidate) => UNSAFE_SCHEME.test(candidate));
}

/**
 * Lists every dangerous element, event handler, URL, srcdoc, meta refresh and style under `root`
 * (empty when it is clean). Parse untrusted markup into an inert document
 * (`document.implementation.createHTMLDocument('')`) before inspecting it, so nothing runs meanwhile.
 */
export function xssFindings(root: ParentNode, policy: XssPolicy = {}): string[] {
  const findings: string[] = [];
  const forbiddenTags = new Set([...EXECUTABLE_TAGS, ...(policy.forbiddenTags ?? [])]);
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (forbiddenTags.has(tag)) findings.push(`element <${tag}>`);
    if (tag === 'style' && UNSAFE_CSS.test(decodeCss(el.textContent ?? '')))
      findings.push('style expression in <style>');
    if (tag === 'meta' && (el.getAttribute('http-equiv') ?? '').trim().toLowerCase() === 'refresh')
      findings.push(`meta refresh ${el.getAttribute('content') ?? ''}`);
    if (ANIMATION_TAGS.includes(tag)) {
      const target = (el.getAttribute('attributeName') ?? '').toLowerCase();
      if (URL_ATTRIBUTES.includes(target) || target.startsWith('on')) {
        for (const name of ANIMATION_VALUES) {
          const value = el.getAttribute(name);
          if (
            value !== null &&
            (target.startsWith('on') || value.split(';').some((v) => UNSAFE_SCHEME.test(v)))
          )
            findings.push(`animation of ${target} ${name}=${value} on <${tag}>`);
        }
      }
    }
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = attr.value;
      if (name.startsWith('on')) findings.push(`handler ${name} on <${tag}>`);
      if (name === 'srcdoc') findings.push(`srcdoc on <${tag}>`);
      if (name === 'style') {
        if (UNSAFE_CSS.test(decodeCss(value))) findings.push(`style expression on <${tag}>: ${value}`);
        if (policy.forbidStyleAttributes) findings.push(`style attribute on <${tag}>`);
      }
      if (URL_ATTRIBUTES.includes(name)) {
        if (isUnsafeUrlValue(name, value)) findings.push(`unsafe URL ${name}=${value}`);
        if (
          (name === 'href' || name === 'src') &&
          policy.isAllowedUrl &&
          !policy.isAllowedUrl(value, tag, name)
        )
          findings.push(`unchecked URL ${name}=${value}`);
        if (name !== 'href' && name !== 'src' && policy.forbidOtherUrlAttributes)
          findings.push(`URL attribute ${name} on <${tag}>`);
      }
    }
    if (policy.requireNewTabLinks && tag === 'a' && el.hasAttribute('href')) {
      if (el.getAttribute('target') !== '_blank') findings.push('link without target=_blank');
      if (!(el.getAttribute('rel') ?? '').split(/\s+/).includes('noopener'))
        findings.push('link without rel=noopener');
    }
  }
  return findings;
}
