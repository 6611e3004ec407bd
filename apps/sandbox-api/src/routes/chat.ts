// /api/chat/* (guests allowed) and GET /uploads/*: messages, history, read marks, media uploads served back.
import type { Context, Hono } from 'hono';
import { validateChatAttachment } from '@wallet/domain';
import { bearerToken, type RouteContext } from '../context';
import { ApiFailure } from '../errors';
import { readJson, requireNumber, type Body } from '../input';
import { sniffMedia } from '../media-type';
import { readUpload } from '../multipart';
import { CHAT_PREFIX } from '../chat-events';
import {
  authorizeParty,
  checkCustomerMessage,
  findByClientId,
  history,
  markRead,
  roomId,
  storeMessage,
  supportReplies,
} from '../state/chat';
import type { ChatMessage, ChatParty } from '../state/types';
import { chatMessageView } from '../state/views';

/** Delay before the automatic support reply, so it arrives as a separate socket event. */
export const SUPPORT_REPLY_DELAY_MS = 300;

/** A nullable string field (absent counts as null). */
function nullableString(body: Body, key: string): string | null {
  const value = body[key];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw new ApiFailure('KEY_INVALID', `${key} must be a string or null`);
  return value;
}

/** Longest clientId accepted (the document's ChatClientId). */
export const CLIENT_ID_MAX = 128;

/** The optional client-generated id of a sent message. */
function clientIdOf(body: Body): string | null {
  const value = body['clientId'];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value === '' || value.length > CLIENT_ID_MAX) {
    throw new ApiFailure('KEY_INVALID', `clientId must be a string of 1 to ${CLIENT_ID_MAX} characters`);
  }
  return value;
}

/** The send answer: the stored message's id, its echoed clientId and its creation time. */
function sendAnswer(message: ChatMessage) {
  return {
    _id: message._id,
    ...(message.clientId === null ? {} : { clientId: message.clientId }),
    createdAt: message.createdAt.toISOString(),
  };
}

/** userId / guestId of a body; one of them is required. */
function partyOf(body: Body): ChatParty {
  const party = { userId: nullableString(body, 'userId'), guestId: nullableString(body, 'guestId') };
  if (!party.userId && !party.guestId) throw new ApiFailure('KEY_MISSING', 'userId or guestId is required');
  return party;
}

/** Registers the chat routes. */
export function chatRoutes(app: Hono, ctx: RouteContext): void {
  const { state, chatEvents } = ctx;
  /** The party of a body, once the caller is allowed its conversation (401 INVALID_TOKEN, 403 UNAUTHORIZED). */
  const allowedParty = (c: Context, body: Body): ChatParty => {
    const party = partyOf(body);
    authorizeParty(state, party, bearerToken(c));
    return party;
  };
  const push = (message: ChatMessage) =>
    chatEvents.push(`${CHAT_PREFIX}${roomId(message)}`, chatMessageView(message));

  app.get('/api/chat/config', (c) => c.json({ PREFIX: CHAT_PREFIX }));

  app.post('/api/chat/send-message', async (c) => {
    const body = await readJson(c);
    const party = allowedParty(c, body);
    // The server sets the sender: a caller only ever speaks as the customer of its own conversation.
    if (body['sender'] !== undefined && body['sender'] !== 'customer') {
      throw new ApiFailure('UNAUTHORIZED', 'only support may send as support', 403);
    }
    const sender = 'customer';
    const raw = body['message'];
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new ApiFailure('KEY_MISSING', 'message is required');
    const { message_type: type, payload } = raw as Record<string, unknown>;
    if (typeof type !== 'string') throw new ApiFailure('KEY_MISSING', 'message.message_type is required');
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      throw new ApiFailure('KEY_MISSING', 'message.payload is required');
    }
    checkCustomerMessage(type, payload as Record<string, unknown>);
    const clientId = clientIdOf(body);
    // A retried send (same clientId in the same conversation) answers the stored message instead of a duplicate.
    const earlier = clientId === null ? undefined : findByClientId(state, party, clientId);
    if (earlier) return c.json(sendAnswer(earlier));
    const message: ChatMessage = {
      _id: state.newId(),
      clientId,
      sender,
      message: {
        message_type: type as ChatMessage['message']['message_type'],
        payload: { ...(payload as Record<string, unknown>) },
      },
      createdAt: state.now(),
      session_id: nullableString(body, 'session_id'),
      ...party,
      username: nullableString(body, 'username'),
      name: nullableString(body, 'name'),
      deviceToken: nullableString(body, 'deviceToken'),
      readAt: null,
    };
    storeMessage(state, message);
    push(message);
    const replies = supportReplies(state, message);
    for (const reply of replies) storeMessage(state, reply);
    const timer: unknown = setTimeout(() => replies.forEach(push), SUPPORT_REPLY_DELAY_MS);
    // In Node the reply timer must not keep a closing process alive; browsers return a plain number.
    if (typeof timer === 'object' && timer !== null && 'unref' in timer) (timer as { unref(): void }).unref();
    return c.json(sendAnswer(message));
  });

  app.post('/api/chat/history', async (c) => {
    const body = await readJson(c);
    const party = allowedParty(c, body);
    const limit = requireNumber(body, 'limit');
    const skip = requireNumber(body, 'skip');
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw new ApiFailure('KEY_INVALID', 'limit must be 1 to 100');
    if (!Number.isInteger(skip) || skip < 0)
      throw new ApiFailure('KEY_INVALID', 'skip must be an integer >= 0');
    return c.json({ messages: history(state, party, limit, skip).map(chatMessageView) });
  });

  for (const kind of ['image', 'video'] as const) {
    app.post(`/api/chat/upload-${kind}`, async (c) => {
      const { file } = await readUpload(c, 'KEY_MISSING');
      const verdict = validateChatAttachment({
        name: file.name,
        size: file.bytes.byteLength,
        type: file.type,
      });
      if (!verdict.ok) {
        if (verdict.error.id === 'chat.fileTooLarge') {
          const max = verdict.error.values?.['max'];
          throw new ApiFailure(
            'KEY_INVALID',
            `The file is too large. Please select file no larger than ${String(max)} MB.`,
            413,
          );
        }
        throw new ApiFailure('KEY_INVALID', 'File is not supported');
      }
      if (verdict.kind !== kind) throw new ApiFailure('KEY_INVALID', 'File is not supported');
      // The leading bytes decide what the file is, and the server picks the extension and the served type.
      const media = sniffMedia(file.bytes);
      if (!media || media.kind !== kind) throw new ApiFailure('KEY_INVALID', 'File is not supported');
      const path = `/uploads/chat/${state.newId()}.${media.extension}`;
      state.uploads.set(path, { contentType: media.type, bytes: file.bytes, name: file.name });
      return c.json({ path });
    });
  }

  app.put('/api/chat/read-customer/', async (c) => {
    markRead(state, allowedParty(c, await readJson(c)));
    return c.json({ code: 'SUCCESS', message: 'SUCCESS' });
  });

  app.get('/uploads/*', (c) => {
    const stored = state.uploads.get(c.req.path);
    if (!stored) throw new ApiFailure('NO_DATA', 'no such file');
    return c.body(stored.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': stored.contentType,
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      // Shown in place (never downloaded under the sender's name), and inert if opened on its own.
      'Content-Disposition': 'inline',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
}
