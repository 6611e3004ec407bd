// Chat composer rules in docs/product.md#chat: text length and attachment type/size.
import { BYTES_PER_MB, CHAT_IMAGE_MAX_MB, CHAT_TEXT_MAX, CHAT_VIDEO_MAX_MB } from '../constants';
import type { MessageRef } from '../messages/message-id';

/** Media subtypes the chat accepts (docs/product.md#chat), by kind. Example: `CHAT_ATTACHMENT_TYPES.video.includes('quicktime')`. */
export const CHAT_ATTACHMENT_TYPES = {
  image: ['png', 'jpeg', 'jpg', 'gif'],
  video: ['mp4', 'quicktime'],
} as const;

/** Value for the chat's `<input type=file accept>`. Example: `<input type="file" accept={CHAT_ACCEPT} />`. */
export const CHAT_ACCEPT = 'image/png,image/jpeg,image/jpg,image/gif,video/mp4,video/quicktime,.mov';

const images: readonly string[] = CHAT_ATTACHMENT_TYPES.image;
const videos: readonly string[] = CHAT_ATTACHMENT_TYPES.video;
// File extensions that name the accepted subtypes ('mov' is QuickTime's usual extension).
const extensionSubtype: Readonly<Record<string, string>> = { mov: 'quicktime', qt: 'quicktime' };

function kindOfSubtype(subtype: string): 'image' | 'video' | null {
  if (images.includes(subtype)) return 'image';
  if (videos.includes(subtype)) return 'video';
  return null;
}

// The browser's MIME type decides when it has one; otherwise the extension does.
function kindOf(extension: string, type: string | undefined): 'image' | 'video' | null {
  const mime = (type ?? '').trim().toLowerCase();
  if (mime !== '') {
    const [group, subtype = ''] = mime.split('/');
    const kind = kindOfSubtype(subtype);
    return kind === group ? kind : null;
  }
  return kindOfSubtype(extensionSubtype[extension] ?? extension);
}

/** Trimmed chat text when it can be sent. Example: `validateChatText('  hi ')` gives `{ ok: true, text: 'hi' }`. */
export function validateChatText(
  text: string,
): { ok: true; text: string } | { ok: false; error: MessageRef } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: { id: 'chat.textEmpty' } };
  if (trimmed.length > CHAT_TEXT_MAX)
    return { ok: false, error: { id: 'chat.textTooLong', values: { max: CHAT_TEXT_MAX } } };
  return { ok: true, text: trimmed };
}

/** Kind of a chat attachment, or the message to show. Example: `validateChatAttachment({ name: 'a.png', size: 1 })` gives `{ ok: true, kind: 'image' }`. */
export function validateChatAttachment(file: {
  name: string;
  size: number;
  type?: string;
}): { ok: true; kind: 'image' | 'video' } | { ok: false; error: MessageRef } {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const kind = extension === '' ? null : kindOf(extension, file.type);
  if (kind === null) return { ok: false, error: { id: 'chat.fileNotSupported' } };
  const maxMb = kind === 'image' ? CHAT_IMAGE_MAX_MB : CHAT_VIDEO_MAX_MB;
  if (!(file.size <= maxMb * BYTES_PER_MB)) {
    return { ok: false, error: { id: 'chat.fileTooLarge', values: { max: maxMb } } };
  }
  return { ok: true, kind };
}
