import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS as corpus } from '@wallet/xss-corpus';
import { isRootRelativePath, isSafeMediaUrl, isSafeUrl } from './is-safe-url';

describe('isSafeUrl', () => {
  it.each([
    ['https://example.com/path?q=1#x', true],
    ['http://example.com', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['https://user:pw@example.com:8443/a b', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['\u0001https://example.com', false],
    ['https://example.com/\u007f', false],
    ['data:text/html,<script>alert(0)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['file:///etc/passwd', false],
    ['//evil.example.com', false],
    ['/relative/path', false],
    ['example.com', false],
    ['', false],
    ['https://', false],
    ['ftp://example.com', false],
  ])('isSafeUrl(%j) is %s', (url, expected) => {
    expect(isSafeUrl(url)).toBe(expected);
  });

  it('accepts other schemes only when the caller allows them', () => {
    expect(isSafeUrl('tel:+66812345678')).toBe(false);
    expect(isSafeUrl('tel:+66812345678', ['http:', 'https:', 'tel:'])).toBe(true);
    expect(isSafeUrl('https://example.com', ['TEL:'])).toBe(false);
    expect(isSafeUrl('line://ti/p/abc', ['LINE:'])).toBe(true);
  });

  it('rejects a value that is not a string', () => {
    expect(isSafeUrl(undefined as unknown as string)).toBe(false);
  });

  it(`lets through no payload of the XSS corpus (${corpus.length} lines) unless it plainly starts with http(s)`, () => {
    expect(corpus).toHaveLength(268);
    for (const payload of corpus) {
      if (isSafeUrl(payload)) expect(payload).toMatch(/^https?:\/\//i);
    }
  });

  it('only ever accepts text that starts with an http or https scheme', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `https:${s}`),
          fc.string().map((s) => `javascript:${s}`),
        ),
        (text) => {
          if (isSafeUrl(text)) expect(text).toMatch(/^https?:/i);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('accepts every generated web URL', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(isSafeUrl(url)).toBe(true);
      }),
    );
  });
});

describe('isRootRelativePath and isSafeMediaUrl', () => {
  it.each([
    ['/howto/wallet.mp4', true],
    ['/a/b%20c.webm?v=2#t=1', true],
    ['/', true],
    ['//evil.example.com/v.mp4', false],
    ['/\\evil.example.com/v.mp4', false],
    ['\\/evil.example.com', false],
    ['/java\tscript', false],
    ['/a b.mp4', false],
    [' /a.mp4', false],
    ['/a\u0000.mp4', false],
    ['howto/wallet.mp4', false],
    ['../wallet.mp4', false],
    ['javascript:alert(1)', false],
    ['data:video/mp4;base64,AAAA', false],
    ['https://cdn.example/v.mp4', false],
    ['', false],
  ])('isRootRelativePath(%j) is %s', (url, expected) => {
    expect(isRootRelativePath(url)).toBe(expected);
  });

  it('accepts safe absolute URLs and own-origin paths, and nothing else', () => {
    expect(isSafeMediaUrl('https://cdn.example/v.mp4')).toBe(true);
    expect(isSafeMediaUrl('/howto/wallet.mp4')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:video/mp4;base64,AAAA',
      'blob:https://x/1',
      '//evil.example',
      'x.mp4',
    ])
      expect(isSafeMediaUrl(bad)).toBe(false);
  });

  it(`lets through no payload of the XSS corpus unless it is http(s) or starts with a single slash`, () => {
    for (const payload of corpus) {
      if (isSafeMediaUrl(payload)) expect(payload).toMatch(/^(https?:\/\/|\/(?![/\\]))/i);
    }
  });

  it('keeps every accepted path on the page origin', () => {
    fc.assert(
      fc.property(
        fc.string().map((s) => `/${s}`),
        (text) => {
          if (isRootRelativePath(text))
            expect(new URL(text, 'https://wallet.example/x/y').origin).toBe('https://wallet.example');
        },
      ),
      { numRuns: 1000 },
    );
  });
});
