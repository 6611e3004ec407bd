import { describe, expect, it } from 'vitest';
import { XSS_CORPUS, XSS_LIST_NAMES, XSS_PAYLOADS } from './index';

// Runs in Node (vitest.config.ts) and in Chromium (vitest.browser.config.ts): the corpus loads the same in both.
describe('XSS corpus', () => {
  it('holds the 268 payloads of the three lists, in corpus order', () => {
    expect(XSS_CORPUS).toHaveLength(268);
    expect(XSS_PAYLOADS).toEqual(XSS_CORPUS.map((entry) => entry.payload));
    const counts = Object.fromEntries(
      XSS_LIST_NAMES.map((name) => [name, XSS_CORPUS.filter((entry) => entry.source === name).length]),
    );
    expect(counts).toEqual({ 'intruders-xss': 179, 'rsnake-xss': 73, 'xss-polyglots': 16 });
    expect(XSS_CORPUS.map((entry) => entry.source)).toEqual([
      ...Array<string>(179).fill('intruders-xss'),
      ...Array<string>(73).fill('rsnake-xss'),
      ...Array<string>(16).fill('xss-polyglots'),
    ]);
  });

  it('has no blank payloads and starts and ends with the known lines', () => {
    expect(XSS_PAYLOADS.every((payload) => payload.trim() !== '')).toBe(true);
    expect(XSS_PAYLOADS[0]).toBe("<script>alert('XSS')</script>");
    expect(XSS_CORPUS.at(-1)?.source).toBe('xss-polyglots');
  });

  it('cannot be changed by a test', () => {
    expect(Object.isFrozen(XSS_CORPUS)).toBe(true);
    expect(Object.isFrozen(XSS_PAYLOADS)).toBe(true);
    expect(Object.isFrozen(XSS_CORPUS[0])).toBe(true);
  });
});
