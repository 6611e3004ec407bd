import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { XSS_CORPUS, xssFindings } from '@wallet/xss-corpus';
import { SANITIZER_XSS_POLICY } from '../testing/sanitizer-xss-policy';
import { sanitizeHtml } from './sanitize-html';
import { SanitizedHtml } from './sanitized-html';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe('sanitizeHtml', () => {
  it('reads the whole corpus (268 payloads)', () => {
    expect(XSS_CORPUS.length).toBe(268);
  });

  it.each(XSS_CORPUS.map((entry, i) => [`${entry.source} #${i + 1}`, entry.payload] as const))(
    'neutralises %s',
    (_name, payload) => {
      const host = parse(sanitizeHtml(payload));
      expect(xssFindings(host, SANITIZER_XSS_POLICY)).toEqual([]);
    },
  );

  it('the checker flags the raw payloads, so a clean result is meaningful', () => {
    expect(
      xssFindings(
        parse('<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><svg onload=alert(1)>'),
        SANITIZER_XSS_POLICY,
      ).sort(),
    ).toEqual(
      [
        'handler onerror on <img>',
        'unchecked URL src=x',
        'unsafe URL href=javascript:alert(1)',
        'unchecked URL href=javascript:alert(1)',
        'link without target=_blank',
        'link without rel=noopener',
        'element <svg>',
        'handler onload on <svg>',
      ].sort(),
    );
    const flaggedRaw = XSS_CORPUS.filter(
      (entry) => xssFindings(parse(entry.payload), SANITIZER_XSS_POLICY).length > 0,
    ).length;
    // The rest are JS-context fragments (e.g. `';alert(1)//`) that are inert text inside HTML.
    expect(flaggedRaw).toBeGreaterThan(150);
  });

  it('keeps ordinary server HTML: paragraphs, lists, emphasis and safe images', () => {
    const html = sanitizeHtml(
      '<p>เงื่อนไข <strong>สำคัญ</strong></p><ul><li>one</li></ul><img src="https://cdn.example.com/b.png" alt="Banner">',
    );
    const host = parse(html);
    expect(host.querySelector('strong')?.textContent).toBe('สำคัญ');
    expect(host.querySelectorAll('li')).toHaveLength(1);
    expect(host.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/b.png');
  });

  it('forces safe links to open in a new tab with noopener and drops unsafe or relative ones', () => {
    const host = parse(
      sanitizeHtml(
        '<a href="https://line.me/x">Line</a><a href="javascript:alert(1)">bad</a><a href="/user">rel</a><a href="https://x.test" target="_self">t</a>',
      ),
    );
    const links = host.querySelectorAll('a');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[1]?.hasAttribute('href')).toBe(false);
    expect(links[1]?.textContent).toBe('bad');
    expect(links[2]?.hasAttribute('href')).toBe(false);
    expect(links[3]?.getAttribute('target')).toBe('_blank');
  });

  it('drops images with data:, javascript: or relative sources', () => {
    const host = parse(
      sanitizeHtml('<img src="data:image/png;base64,AAA"><img src="javascript:alert(1)"><img src="x">'),
    );
    expect(host.querySelectorAll('img')).toHaveLength(0);
  });

  it('removes style elements and attributes, forms and meta refresh', () => {
    const host = parse(
      sanitizeHtml(
        '<style>body{display:none}</style><p style="background:url(javascript:alert(1))">x</p><form action="https://evil"><input></form><meta http-equiv="refresh" content="0;url=https://evil">',
      ),
    );
    expect(host.innerHTML).toBe('<p>x</p>');
  });
});

describe('SanitizedHtml', () => {
  const calls: string[] = [];
  beforeEach(() => {
    vi.spyOn(window, 'alert').mockImplementation(() => calls.push('alert'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // The corpus runs once through sanitizeHtml above; the component only has to hand its HTML to it.
  it('renders hostile HTML through sanitizeHtml: safe markup kept, nothing that could run', () => {
    const hostile =
      '<p>Kept <strong>text</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>' +
      '<a href="javascript:alert(3)">link</a><svg onload="alert(4)"></svg>';
    const { container } = render(<SanitizedHtml html={hostile} />);
    expect(container.firstElementChild?.innerHTML).toBe(sanitizeHtml(hostile));
    expect(container.querySelector('strong')?.textContent).toBe('text');
    expect(xssFindings(container, SANITIZER_XSS_POLICY)).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('renders sanitized content inside the chosen wrapper', () => {
    render(<SanitizedHtml as="section" id="terms" html='<p>Terms <img src=x onerror="alert(1)"></p>' />);
    const section = document.getElementById('terms');
    expect(section?.tagName).toBe('SECTION');
    expect(screen.getByText('Terms')).toBeInTheDocument();
    expect(section?.innerHTML).toBe('<p>Terms </p>');
  });
});
