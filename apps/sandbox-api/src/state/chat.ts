// Support chat: conversations per user or guest, newest-first history, read marks and an automatic support reply.
import { CHAT_TEXT_MAX } from '@wallet/domain';
import { ApiFailure } from '../errors';
import type { SandboxState } from './store';
import type { ChatMessage, ChatParty } from './types';

/** Message types of the wire. */
export const MESSAGE_TYPES = [
  'text',
  'buttons',
  'media',
  'quick_replies',
  'generic',
  'postback',
  'unknown',
] as const;

/** Conversation key of a party: the user id wins over the guest id. */
export function conversationKey(party: ChatParty): string {
  if (party.userId) return `u:${party.userId}`;
  if (party.guestId) return `g:${party.guestId}`;
  throw new ApiFailure('KEY_MISSING', 'userId or guestId is required');
}

/** Socket room id of a party (the prefix is added by the caller). */
export function roomId(party: ChatParty): string {
  return party.userId ?? party.guestId ?? '';
}

/** Appends a message to its conversation. */
export function storeMessage(state: SandboxState, message: ChatMessage): void {
  const key = conversationKey(message);
  const list = state.chats.get(key) ?? [];
  list.push(message);
  state.chats.set(key, list);
}

/** Checks the payload of a customer message against its type. */
export function checkCustomerMessage(type: string, payload: Record<string, unknown>): void {
  if (!(MESSAGE_TYPES as readonly string[]).includes(type))
    throw new ApiFailure('KEY_INVALID', 'unknown message_type');
  if (type === 'text' || type === 'postback') {
    const text = payload['message'];
    if (typeof text !== 'string' || text.trim() === '')
      throw new ApiFailure('KEY_MISSING', 'payload.message is required');
    if (text.length > CHAT_TEXT_MAX)
      throw new ApiFailure('KEY_INVALID', `payload.message is longer than ${CHAT_TEXT_MAX}`);
  }
  if (type === 'media') {
    const path = payload['filePath'];
    if (typeof path !== 'string' || path === '')
      throw new ApiFailure('KEY_MISSING', 'payload.filePath is required');
    if (!['image', 'video', 'file'].includes(String(payload['fileType']))) {
      throw new ApiFailure('KEY_INVALID', 'payload.fileType must be image, video or file');
    }
  }
}

/** The message a party already sent with this clientId (a retried send), if any. */
export function findByClientId(
  state: SandboxState,
  party: ChatParty,
  clientId: string,
): ChatMessage | undefined {
  return state.chats.get(conversationKey(party))?.find((m) => m.clientId === clientId);
}

/** History newest first, `skip` messages from the newest, at most `limit`. */
export function history(state: SandboxState, party: ChatParty, limit: number, skip: number): ChatMessage[] {
  const list = state.chats.get(conversationKey(party)) ?? [];
  return [...list].reverse().slice(skip, skip + limit);
}

/** Marks the support's messages of a conversation as read; returns how many changed. */
export function markRead(state: SandboxState, party: ChatParty): number {
  let changed = 0;
  for (const message of state.chats.get(conversationKey(party)) ?? []) {
    if (message.sender !== 'customer' && message.readAt === null) {
      message.readAt = state.now();
      changed += 1;
    }
  }
  return changed;
}

/** The support's automatic answer to a customer message: text, then buttons, quick replies and a generic card. */
export function supportReplies(state: SandboxState, to: ChatMessage): ChatMessage[] {
  const base = {
    sender: 'admin',
    session_id: to.session_id,
    userId: to.userId,
    guestId: to.guestId,
    username: 'support',
    name: 'Support',
    deviceToken: null,
    readAt: null,
    clientId: null,
  };
  const at = (offset: number) => new Date(state.now().getTime() + offset);
  const said = typeof to.message.payload['message'] === 'string' ? String(to.message.payload['message']) : '';
  if (to.message.message_type === 'postback') {
    return [
      {
        ...base,
        _id: state.newId(),
        createdAt: at(1),
        message: {
          message_type: 'text',
          payload: {
            message: `ได้รับคำขอ "${said}" แล้ว แอดมินจะติดต่อกลับภายใน 5 นาที / We got "${said}", an admin will answer within 5 minutes.`,
          },
        },
      },
    ];
  }
  return [
    {
      ...base,
      _id: state.newId(),
      createdAt: at(1),
      message: { message_type: 'text', payload: { message: 'สวัสดีค่ะ ยินดีให้บริการ / Hello, how can we help?' } },
    },
    {
      ...base,
      _id: state.newId(),
      createdAt: at(2),
      message: {
        message_type: 'buttons',
        payload: {
          message: 'เลือกหัวข้อ / Choose a topic',
          buttons: [
            { title: 'ฝากเงิน / Deposit', type: 'postback', payload: 'DEPOSIT_HELP' },
            { title: 'ถอนเงิน / Withdraw', type: 'postback', payload: 'WITHDRAW_HELP' },
            { title: 'Website', type: 'web', payload: 'https://wallet-sandbox.example/help' },
            { title: 'Call us', type: 'call', payload: '021234567' },
          ],
        },
      },
    },
    {
      ...base,
      _id: state.newId(),
      createdAt: at(3),
      message: {
        message_type: 'quick_replies',
        payload: {
          message: 'คำถามยอดนิยม / Popular questions',
          buttons: [
            { title: 'เงินไม่เข้า / Deposit missing', type: 'postback', payload: 'DEPOSIT_MISSING' },
            { title: 'ลืมรหัสผ่าน / Forgot password', type: 'postback', payload: 'FORGOT_PASSWORD' },
          ],
        },
      },
    },
    {
      ...base,
      _id: state.newId(),
      createdAt: at(4),
      message: {
        message_type: 'generic',
        payload: {
          title: 'โปรโมชั่น / Promotions',
          elements: [
            {
              image_url: 'https://cdn.wallet-sandbox.example/banners/welcome.svg',
              title: 'Welcome bonus 100%',
              subtitle: 'Up to 500 baht on your first deposit',
              buttons: [
                { title: 'Details', type: 'web', payload: 'https://wallet-sandbox.example/promotions' },
              ],
            },
          ],
        },
      },
    },
  ];
}

/**
 * Whether a caller may read and write a party's conversation (and listen to its room): a player's conversation
 * only with that player's bearer token; a guest's with its guest id, which is the guest's secret and can never be a
 * player's id (a player's id is public: every invite link carries it).
 */
export function authorizeParty(state: SandboxState, party: ChatParty, token: string | undefined): void {
  if (party.userId) {
    const player = state.playerByToken(token); // 401 INVALID_TOKEN without a valid token
    if (player._id !== party.userId) throw new ApiFailure('UNAUTHORIZED', 'not your conversation', 403);
    return;
  }
  if (party.guestId && state.players.has(party.guestId)) {
    throw new ApiFailure('UNAUTHORIZED', 'a player id is not a guest id', 403);
  }
}

/** Whether a socket presenting `token` may join the room of `id` (a player id or a guest id). */
export function mayJoinRoom(state: SandboxState, id: string, token: string | undefined): boolean {
  try {
    authorizeParty(
      state,
      state.players.has(id) ? { userId: id, guestId: null } : { userId: null, guestId: id },
      token,
    );
    return true;
  } catch {
    return false;
  }
}
