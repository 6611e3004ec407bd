import { describe, expect, it } from 'vitest';
import { XSS_CORPUS, xssFindings, type XssPolicy } from './index';

// Runs in jsdom (vitest.config.ts) and in Chromium (vitest.browser.config.ts). Markup is parsed into an inert
// document, so no payload runs while it is inspected.
const inert = document.implementation.createHTMLDocument('');
function parse(html: string): HTMLElement {
  const host = inert.createElement('div');
  host.innerHTML = html;
  return host;
}
const findings = (html: string, policy?: XssPolicy) => xssFindings(parse(html), policy);

describe('xssFindings: checks that always run', () => {
  it('finds nothing in ordinary markup', () => {
    expect(
      findings(
        '<p style="color: red; background: url(https://cdn.example.com/a.png)">Hi <strong>there</strong></p>' +
          '<a href="https://line.me/x">Line</a><img src="/banner.png" alt=""><svg aria-hidden="true"><path d="M0 0"/></svg>' +
          '<iframe src="https://games.example.com/play" title="game"></iframe><form action="/login"><button>Go</button></form>' +
          '<style>p { color: blue }</style><meta name="viewport" content="width=device-width">',
      ),
    ).toEqual([]);
  });

  it.each([
    ['<script>alert(1)</script>', 'element <script>'],
    ['<svg><script>alert(1)</script></svg>', 'element <script>'],
    ['<object data="x.swf"></object>', 'element <object>'],
    ['<embed src="https://example.com/x.swf">', 'element <embed>'],
    ['<applet code="X"></applet>', 'element <applet>'],
    ['<base href="https://evil.example.com/">', 'element <base>'],
  ])('flags the executable element in %s', (html, expected) => {
    expect(findings(html)).toContain(expected);
  });

  it.each([
    ['<img src=x onerror=alert(1)>', 'handler onerror on <img>'],
    ['<svg onload=alert(1)>', 'handler onload on <svg>'],
    ['<input autofocus onfocus=alert(1)>', 'handler onfocus on <input>'],
    ['<div OnMouseOver="alert(1)">x</div>', 'handler onmouseover on <div>'],
    ['<details open ontoggle=alert(1)>', 'handler ontoggle on <details>'],
  ])('flags the event handler in %s', (html, expected) => {
    expect(findings(html)).toContain(expected);
  });

  it.each([
    ['<a href="javascript:alert(1)">x</a>', 'unsafe URL href=javascript:alert(1)'],
    ['<a href=" JaVa\tScRiPt:alert(1)">x</a>', 'unsafe URL href= JaVa\tScRiPt:alert(1)'],
    ['<a href="&#x01;javascript:alert(1)">x</a>', 'unsafe URL href=\u0001javascript:alert(1)'],
    ['<iframe src="data:text/html,x"></iframe>', 'unsafe URL src=data:text/html,x'],
    [
      '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
      'unsafe URL src=data:image/svg+xml,<svg onload=alert(1)>',
    ],
    ['<form action="javascript:alert(1)"></form>', 'unsafe URL action=javascript:alert(1)'],
    ['<button formaction="javascript:alert(1)">x</button>', 'unsafe URL formaction=javascript:alert(1)'],
    [
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
      'unsafe URL xlink:href=javascript:alert(1)',
    ],
    [
      '<img srcset="https://a.test/1.png 1x, javascript:alert(1) 2x">',
      'unsafe URL srcset=https://a.test/1.png 1x, javascript:alert(1) 2x',
    ],
    ['<table background="javascript:alert(1)"></table>', 'unsafe URL background=javascript:alert(1)'],
    ['<video poster="javascript:alert(1)"></video>', 'unsafe URL poster=javascript:alert(1)'],
    ['<object data="javascript:alert(1)"></object>', 'unsafe URL data=javascript:alert(1)'],
    ['<embed codebase="javascript:alert(1)">', 'unsafe URL codebase=javascript:alert(1)'],
    ['<img dynsrc="javascript:alert(1)">', 'unsafe URL dynsrc=javascript:alert(1)'],
    ['<img lowsrc="javascript:alert(1)">', 'unsafe URL lowsrc=javascript:alert(1)'],
    ['<a href="vbscript:msgbox(1)">x</a>', 'unsafe URL href=vbscript:msgbox(1)'],
    ['<a href="livescript:alert(1)">x</a>', 'unsafe URL href=livescript:alert(1)'],
    ['<blockquote cite="javascript:alert(1)"></blockquote>', 'unsafe URL cite=javascript:alert(1)'],
  ])('flags the script or data URL in %s', (html, expected) => {
    expect(findings(html)).toContain(expected);
  });

  it('flags srcdoc, whatever it holds', () => {
    expect(findings('<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>')).toEqual([
      'srcdoc on <iframe>',
    ]);
  });

  it.each([
    ['<p style="width: expression(alert(1))">x</p>', 'style expression on <p>: width: expression(alert(1))'],
    [
      '<p style="width: ex/**/pression(alert(1))">x</p>',
      'style expression on <p>: width: ex/**/pression(alert(1))',
    ],
    [
      '<p style="width: \\65 xpression(alert(1))">x</p>',
      'style expression on <p>: width: \\65 xpression(alert(1))',
    ],
    [
      '<p style="background:url(javascript:alert(1))">x</p>',
      'style expression on <p>: background:url(javascript:alert(1))',
    ],
    ['<p style="behavior: url(x.htc)">x</p>', 'style expression on <p>: behavior: url(x.htc)'],
    [
      '<p style="-moz-binding: url(x.xml#xss)">x</p>',
      'style expression on <p>: -moz-binding: url(x.xml#xss)',
    ],
    [
      '<p style="background: url(\'data:image/svg+xml,x\')">x</p>',
      `style expression on <p>: background: url('data:image/svg+xml,x')`,
    ],
    ['<style>@import "javascript:alert(1)";</style>', 'style expression in <style>'],
    ['<style>p { width: expression(alert(1)) }</style>', 'style expression in <style>'],
  ])('flags the style that runs or loads script in %s', (html, expected) => {
    expect(findings(html)).toContain(expected);
  });

  it('flags a meta refresh', () => {
    expect(findings('<meta http-equiv="Refresh" content="0;url=javascript:alert(1)">')).toEqual([
      'meta refresh 0;url=javascript:alert(1)',
    ]);
  });

  it('flags an SVG animation that writes a script URL or a handler', () => {
    expect(
      findings(
        '<svg><a><animate attributeName="href" values="https://x.test;javascript:alert(1)"/><text>x</text></a></svg>',
      ),
    ).toEqual(['animation of href values=https://x.test;javascript:alert(1) on <animate>']);
    expect(findings('<svg><set attributeName="onmouseover" to="alert(1)"/></svg>')).toEqual([
      'animation of onmouseover to=alert(1) on <set>',
    ]);
    expect(findings('<svg><animate attributeName="x" from="0" to="10"/></svg>')).toEqual([]);
  });
});

describe('xssFindings: a renderer policy', () => {
  const strict: XssPolicy = {
    forbiddenTags: ['svg', 'iframe', 'form', 'style'],
    forbidStyleAttributes: true,
    forbidOtherUrlAttributes: true,
    isAllowedUrl: (url, tag) => (tag === 'img' ? /^https:/ : /^(https?|tel):/).test(url),
    requireNewTabLinks: true,
  };

  it('flags the forbidden elements once each, next to the executable ones', () => {
    expect(findings('<svg></svg><iframe></iframe><script></script><p>x</p>', strict)).toEqual([
      'element <svg>',
      'element <iframe>',
      'element <script>',
    ]);
  });

  it('flags every style attribute', () => {
    expect(findings('<p style="color: red">x</p>', strict)).toEqual(['style attribute on <p>']);
  });

  it('flags URL attributes other than href and src, even with a safe value', () => {
    expect(findings('<img src="https://a.test/x.png" srcset="https://a.test/x2.png 2x">', strict)).toEqual([
      'URL attribute srcset on <img>',
    ]);
  });

  it('checks every href and src with the renderer’s own rule', () => {
    expect(
      findings('<img src="http://a.test/x.png"><a href="/user" target="_blank" rel="noopener">x</a>', strict),
    ).toEqual(['unchecked URL src=http://a.test/x.png', 'unchecked URL href=/user']);
    expect(
      findings('<a href="tel:+66812345678" target="_blank" rel="noopener noreferrer">x</a>', strict),
    ).toEqual([]);
  });

  it('requires links to open in a new tab with noopener', () => {
    expect(findings('<a href="https://a.test">x</a>', strict)).toEqual([
      'link without target=_blank',
      'link without rel=noopener',
    ]);
    expect(findings('<a>text only</a>', strict)).toEqual([]);
  });

  it('leaves those rules off by default', () => {
    expect(
      findings(
        '<svg></svg><p style="color: red">x</p><img srcset="https://a.test/x2.png 2x"><a href="/user">x</a>',
      ),
    ).toEqual([]);
  });
});

describe('xssFindings over the corpus', () => {
  it('flags most raw payloads, so a clean result elsewhere means something', () => {
    const flagged = XSS_CORPUS.filter((entry) => findings(entry.payload).length > 0);
    // The rest are JavaScript-context fragments (e.g. `';alert(1)//`) that are inert text inside HTML.
    expect(flagged.length).toBeGreaterThan(150);
  });
});
