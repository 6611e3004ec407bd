// Turns untrusted wire data into well-formed chat messages; unknown shapes become 'unknown' instead of throwing.
import { isSafeUrl } from '@wallet/domain';
import type {
  ChatButton,
  ChatButtonType,
  ChatFileType,
  ChatGenericCard,
  ChatMessageBody,
  ChatMessageType,
  ChatPayload,
  ChatWireMessage,
} from './types';

const MESSAGE_TYPES: readonly ChatMessageType[] = [
  'text',
  'buttons',
  'media',
  'quick_replies',
  'generic',
  'postback',
  'unknown',
];
const BUTTON_TYPES: readonly ChatButtonType[] = ['web', 'call', 'postback', 'other'];
const FILE_TYPES: readonly ChatFileType[] = ['image', 'video', 'file'];

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

function button(value: unknown): ChatButton | null {
  if (!isObject(value)) return null;
  const title = str(value.title) ?? '';
  const type = str(value.type);
  return {
    title,
    type: BUTTON_TYPES.includes(type as ChatButtonType) ? (type as ChatButtonType) : 'other',
    payload: str(value.payload) ?? str(value.url) ?? '',
  };
}

function buttons(value: unknown): ChatButton[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map(button).filter((b): b is ChatButton => b !== null);
}

function card(value: unknown): ChatGenericCard | null {
  if (!isObject(value)) return null;
  const out: ChatGenericCard = {};
  const image = str(value.image_url);
  const title = str(value.title);
  const subtitle = str(value.subtitle);
  const list = buttons(value.buttons);
  if (image !== undefined) out.image_url = image;
  if (title !== undefined) out.title = title;
  if (subtitle !== undefined) out.subtitle = subtitle;
  if (list) out.buttons = list;
  return out;
}

function payloadOf(value: unknown): ChatPayload {
  if (typeof value === 'string') return { message: value };
  if (!isObject(value)) return {};
  const out: ChatPayload = {};
  const message = str(value.message) ?? str(value.text);
  if (message !== undefined) out.message = message;
  const list = buttons(value.buttons) ?? buttons(value.quick_replies);
  if (list) out.buttons = list;
  const fileType = str(value.fileType);
  if (fileType !== undefined)
    out.fileType = FILE_TYPES.includes(fileType as ChatFileType) ? (fileType as ChatFileType) : 'file';
  const filePath = str(value.filePath);
  if (filePath !== undefined) out.filePath = filePath;
  const name = str(value.name);
  if (name !== undefined) out.name = name;
  const title = str(value.title);
  if (title !== undefined) out.title = title;
  const rawCards = Array.isArray(value.elements)
    ? value.elements
    : Array.isArray(value.generic)
      ? value.generic
      : undefined;
  if (rawCards) out.elements = rawCards.map(card).filter((c): c is ChatGenericCard => c !== null);
  return out;
}

function bodyOf(value: unknown): ChatMessageBody {
  if (typeof value === 'string') return { message_type: 'text', payload: { message: value } };
  if (!isObject(value)) return { message_type: 'unknown', payload: {} };
  const type = str(value.message_type);
  return {
    message_type: MESSAGE_TYPES.includes(type as ChatMessageType) ? (type as ChatMessageType) : 'unknown',
    payload: payloadOf(value.payload),
  };
}

/** Parses one conversation entry from the server; returns null only when it is not an object at all. */
export function normalizeMessage(value: unknown): ChatWireMessage | null {
  if (!isObject(value)) return null;
  const out: ChatWireMessage = {
    sender: str(value.sender) ?? 'admin',
    message: bodyOf(value.message),
  };
  const fields = ['_id', 'clientId', 'createdAt', 'session_id', 'username', 'name', 'deviceToken'] as const;
  for (const field of fields) {
    const v = str(value[field]);
    if (v !== undefined) out[field] = v;
  }
  const userId = str(value.userId);
  if (userId !== undefined) out.userId = userId;
  const guestId = str(value.guestId);
  if (guestId !== undefined) out.guestId = guestId;
  return out;
}

/** Parses a list, a `{ messages }` wrapper or a single entry, dropping entries that are not objects. */
export function normalizeMessages(value: unknown): ChatWireMessage[] {
  let list: unknown[] = [value];
  if (Array.isArray(value)) list = value;
  else if (isObject(value)) {
    // History may come bare (docs/product.md#chat: a list) or wrapped as { messages } (the OpenAPI contract) or { data }.
    const wrapped = Array.isArray(value.messages)
      ? value.messages
      : Array.isArray(value.data)
        ? value.data
        : null;
    if (wrapped) list = wrapped;
  }
  return list.map(normalizeMessage).filter((m): m is ChatWireMessage => m !== null);
}

/** Schemes a chat link may use (docs/product.md#chat: links only http(s) and tel). */
export const CHAT_LINK_SCHEMES = ['http:', 'https:', 'tel:'] as const;

/** Safe href of a button: web buttons need http(s), call buttons become tel: links; anything else has none. */
export function buttonHref(b: ChatButton): string | null {
  if (b.type === 'web') return isSafeUrl(b.payload, ['http:', 'https:']) ? b.payload : null;
  if (b.type === 'call') {
    const href = b.payload.startsWith('tel:') ? b.payload : `tel:${b.payload.replace(/[^\d+*#]/g, '')}`;
    return href.length > 4 && isSafeUrl(href, ['tel:']) ? href : null;
  }
  return null;
}

/**
 * A media or image URL is shown only when it is http(s); relative paths are resolved against `baseUrl` and must stay
 * on its origin (`//host/x`, `/\host/x` and the like are another host's URL in disguise: refused).
 */
export function safeMediaUrl(path: string | undefined, baseUrl?: string): string | null {
  if (!path) return null;
  let absolute = path;
  if (baseUrl && !/^[a-z][a-z\d+.-]*:/i.test(path)) {
    try {
      const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      const resolved = new URL(path, base);
      if (resolved.origin !== base.origin) return null;
      absolute = resolved.toString();
    } catch {
      return null;
    }
  }
  return isSafeUrl(absolute, ['http:', 'https:']) ? absolute : null;
}

/** Plain text a message stands for, used in previews, accessible names and the unknown fallback. */
export function messageText(m: Pick<ChatWireMessage, 'message'>): string {
  const p = m.message.payload;
  return p.message ?? p.title ?? p.name ?? '';
}
