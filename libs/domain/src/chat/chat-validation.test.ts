import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB, CHAT_TEXT_MAX } from '../constants';
import { formatMessage } from '../messages/format-message';
import { validateChatAttachment, validateChatText } from './chat-validation';

const MB = BYTES_PER_MB;

describe('validateChatText', () => {
  it.each([
    ['hello', { ok: true, text: 'hello' }],
    ['  hello \n', { ok: true, text: 'hello' }],
    ['', { ok: false, error: { id: 'chat.textEmpty' } }],
    ['   \n\t', { ok: false, error: { id: 'chat.textEmpty' } }],
    ['a'.repeat(2000), { ok: true, text: 'a'.repeat(2000) }],
    [` ${'a'.repeat(2000)} `, { ok: true, text: 'a'.repeat(2000) }],
    ['a'.repeat(2001), { ok: false, error: { id: 'chat.textTooLong', values: { max: 2000 } } }],
  ])('validateChatText(%j)', (text, expected) => {
    expect(validateChatText(text)).toEqual(expected);
  });

  it('accepts exactly the trimmed texts of 1..2000 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2100 }), (text) => {
        const trimmed = text.trim();
        const result = validateChatText(text);
        expect(result.ok).toBe(trimmed.length > 0 && trimmed.length <= CHAT_TEXT_MAX);
        if (result.ok) expect(result.text).toBe(trimmed);
      }),
    );
  });
});

describe('validateChatAttachment', () => {
  const notSupported = { ok: false, error: { id: 'chat.fileNotSupported' } };
  const imageTooLarge = { ok: false, error: { id: 'chat.fileTooLarge', values: { max: 10 } } };
  const videoTooLarge = { ok: false, error: { id: 'chat.fileTooLarge', values: { max: 20 } } };
  it.each([
    [
      { name: 'photo.png', size: 1, type: 'image/png' },
      { ok: true, kind: 'image' },
    ],
    [
      { name: 'photo.JPG', size: 1, type: 'image/jpeg' },
      { ok: true, kind: 'image' },
    ],
    [
      { name: 'photo.jpeg', size: 1 },
      { ok: true, kind: 'image' },
    ],
    [
      { name: 'photo.jpg', size: 1, type: 'image/jpg' },
      { ok: true, kind: 'image' },
    ],
    [
      { name: 'anim.gif', size: 10 * MB, type: 'image/gif' },
      { ok: true, kind: 'image' },
    ],
    [{ name: 'anim.gif', size: 10 * MB + 1, type: 'image/gif' }, imageTooLarge],
    [
      { name: 'clip.mp4', size: 20 * MB, type: 'video/mp4' },
      { ok: true, kind: 'video' },
    ],
    [{ name: 'clip.mp4', size: 20 * MB + 1, type: 'video/mp4' }, videoTooLarge],
    [
      { name: 'clip.mov', size: 5, type: 'video/quicktime' },
      { ok: true, kind: 'video' },
    ],
    [
      { name: 'clip.mov', size: 5 },
      { ok: true, kind: 'video' },
    ],
    [
      { name: 'clip.qt', size: 5, type: '' },
      { ok: true, kind: 'video' },
    ],
    [
      { name: 'clip.quicktime', size: 5 },
      { ok: true, kind: 'video' },
    ],
    [
      { name: 'clip.mp4', size: 15 * MB },
      { ok: true, kind: 'video' },
    ],
    [{ name: 'photo.png', size: 15 * MB }, imageTooLarge],
    [{ name: 'photo', size: 1, type: 'image/png' }, notSupported],
    [{ name: 'photo.', size: 1, type: 'image/png' }, notSupported],
    [{ name: '.png', size: 1, type: 'image/png' }, notSupported],
    [{ name: 'doc.pdf', size: 1, type: 'application/pdf' }, notSupported],
    [{ name: 'doc.pdf', size: 1 }, notSupported],
    [{ name: 'image.svg', size: 1, type: 'image/svg+xml' }, notSupported],
    [{ name: 'trick.png', size: 1, type: 'video/png' }, notSupported],
    [{ name: 'trick.png', size: 1, type: 'text/html' }, notSupported],
    [{ name: 'trick.png', size: 1, type: 'image' }, notSupported],
    [{ name: 'clip.webm', size: 1, type: 'video/webm' }, notSupported],
    [{ name: 'photo.png', size: Number.NaN, type: 'image/png' }, imageTooLarge],
  ])('validateChatAttachment(%j)', (file, expected) => {
    expect(validateChatAttachment(file)).toEqual(expected);
  });

  it('gives the exact product text for a large file', () => {
    const result = validateChatAttachment({ name: 'big.mp4', size: 21 * MB, type: 'video/mp4' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(formatMessage(result.error)).toBe(
        'The file is too large. Please select file no larger than 20 MB.',
      );
    }
  });

  it('accepts an image exactly when it is at most 10 MB and a video at most 20 MB', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('png', 'jpeg', 'jpg', 'gif', 'mp4', 'mov'),
        fc.integer({ min: 0, max: 30 * MB }),
        (extension, size) => {
          const video = extension === 'mp4' || extension === 'mov';
          const result = validateChatAttachment({ name: `file.${extension}`, size });
          expect(result.ok).toBe(size <= (video ? 20 : 10) * MB);
        },
      ),
    );
  });
});
