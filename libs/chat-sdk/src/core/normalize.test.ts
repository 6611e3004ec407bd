import { describe, expect, it } from 'vitest';
import { buttonHref, messageText, normalizeMessage, normalizeMessages, safeMediaUrl } from './normalize';

describe('normalizeMessage', () => {
  it('keeps known types and fields', () => {
    const m = normalizeMessage({
      _id: 'a',
      sender: 'admin',
      createdAt: '2026-01-01T00:00:00.000Z',
      message: {
        message_type: 'buttons',
        payload: { message: 'Pick', buttons: [{ title: 'Site', type: 'web', payload: 'https://x.test' }] },
      },
    });
    expect(m).toEqual({
      _id: 'a',
      sender: 'admin',
      createdAt: '2026-01-01T00:00:00.000Z',
      message: {
        message_type: 'buttons',
        payload: { message: 'Pick', buttons: [{ title: 'Site', type: 'web', payload: 'https://x.test' }] },
      },
    });
  });

  it('turns unknown types, odd buttons and junk into safe values', () => {
    const m = normalizeMessage({
      sender: 7,
      message: { message_type: '<script>', payload: { buttons: [{ title: 'x', type: 'evil' }, 3] } },
    });
    expect(m?.message).toEqual({
      message_type: 'unknown',
      payload: { buttons: [{ title: 'x', type: 'other', payload: '' }] },
    });
    expect(m?.sender).toBe('7');
    expect(normalizeMessage('nope')).toBeNull();
    expect(normalizeMessage({ message: 'plain' })?.message).toEqual({
      message_type: 'text',
      payload: { message: 'plain' },
    });
  });

  it('reads generic cards from elements', () => {
    const m = normalizeMessage({
      sender: 'bot',
      message: {
        message_type: 'generic',
        payload: { elements: [{ title: 'Card', image_url: 'https://i.test/a.png', buttons: [] }, null] },
      },
    });
    expect(m?.message.payload.elements).toEqual([
      { title: 'Card', image_url: 'https://i.test/a.png', buttons: [] },
    ]);
  });

  it('accepts bare lists, { messages } and { data } wrappers', () => {
    const one = { sender: 'a', message: { message_type: 'text', payload: { message: '1' } } };
    expect(normalizeMessages([one, 5])).toHaveLength(1);
    expect(normalizeMessages({ messages: [one, one] })).toHaveLength(2);
    expect(normalizeMessages({ data: [one] })).toHaveLength(1);
    expect(normalizeMessages(one)).toHaveLength(1);
  });
});

describe('links', () => {
  it('allows http(s) for web buttons and tel for call buttons only', () => {
    expect(buttonHref({ title: 'a', type: 'web', payload: 'https://ok.test/x' })).toBe('https://ok.test/x');
    expect(buttonHref({ title: 'a', type: 'web', payload: 'javascript:alert(1)' })).toBeNull();
    expect(buttonHref({ title: 'a', type: 'web', payload: 'data:text/html,<b>' })).toBeNull();
    expect(buttonHref({ title: 'a', type: 'call', payload: '+66 81-234-5678' })).toBe('tel:+66812345678');
    expect(buttonHref({ title: 'a', type: 'call', payload: 'javascript:alert(1)' })).toBe('tel:1');
    expect(buttonHref({ title: 'a', type: 'call', payload: 'abc' })).toBeNull();
    expect(buttonHref({ title: 'a', type: 'postback', payload: 'https://ok.test' })).toBeNull();
  });

  it('resolves relative media paths against the base URL and refuses other schemes', () => {
    expect(safeMediaUrl('/uploads/a.png', 'https://api.test')).toBe('https://api.test/uploads/a.png');
    expect(safeMediaUrl('https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    expect(safeMediaUrl('javascript:alert(1)', 'https://api.test')).toBeNull();
    expect(safeMediaUrl('/uploads/a.png')).toBeNull();
    expect(safeMediaUrl(undefined)).toBeNull();
  });

  it('refuses relative-looking media paths that point at another host', () => {
    for (const path of [
      '//evil.test/a.png',
      '/\\evil.test/a.png',
      '\\\\evil.test/a.png',
      '/\t/evil.test/a.png',
    ]) {
      expect(safeMediaUrl(path, 'https://api.test'), path).toBeNull();
    }
    expect(safeMediaUrl('uploads/a.png', 'https://api.test/')).toBe('https://api.test/uploads/a.png');
  });

  it('gives the plain text of any message', () => {
    expect(messageText({ message: { message_type: 'media', payload: { name: 'a.png' } } })).toBe('a.png');
  });
});
