import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS as corpus } from '@wallet/xss-corpus';
import { isSafeUrl } from './is-safe-url';

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
