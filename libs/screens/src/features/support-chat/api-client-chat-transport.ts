// The support chat's REST calls (docs/product.md#chat) made through the app's ApiClient, so they carry the same
// headers (Bearer, X-Requested-With, Accept-Language), keep the same timeouts (60 s calls, 300 s uploads) and send
// 'gone' and lost-identity answers to the same onGone / onInvalidIdentity handling as every other call.
import { isApiError, type ApiBody, type ApiClient } from '@wallet/api-client';
import { ChatTransportError, normalizeMessages } from '@wallet/chat-sdk';
import type {
  ChatConfig,
  ChatFile,
  ChatHistoryQuery,
  ChatIdentity,
  ChatMessageBody,
  ChatTransport,
  ChatUploadOptions,
  ChatWireMessage,
} from '@wallet/chat-sdk';

type Conversation = ApiBody<'post', '/api/chat/send-message'>;
/** Who a chat call is for, as the contract's ChatParty has it: a user or a guest, never neither or both. */
type Party = { userId: string; guestId: null } | { userId: null; guestId: string };

/** The wire's party of an identity: the user id wins, as the server counts it (a chat identity always has one). */
function partyOf({ userId, guestId }: Partial<ChatIdentity>): Party {
  if (userId) return { userId, guestId: null };
  if (guestId) return { userId: null, guestId };
  throw new ChatTransportError('A chat call needs a user id or a guest id', 0);
}

/** The chat SDK recognises a cancelled upload by the name AbortError (`isAbortError`). */
function cancelled(cause: unknown): Error {
  const error = new Error('The upload was cancelled.', { cause });
  error.name = 'AbortError';
  return error;
}

/**
 * The ApiClient has already routed the failure to onGone / onInvalidIdentity; the chat gets it in its own error
 * type (status 0 for network failures and timeouts; body `{ code, message }` of the ApiError).
 */
function toChatError(error: unknown): Error {
  if (!isApiError(error)) return error instanceof Error ? error : new ChatTransportError(String(error), 0);
  if (error.code === 'ABORTED') return cancelled(error);
  return new ChatTransportError(error.message, error.status, { code: error.code, message: error.message });
}

async function mapped<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toChatError(error);
  }
}

/** The message body as the contract declares it (a generic card's title is required there). */
function toMessageBody({ message_type, payload }: ChatMessageBody): Conversation['message'] {
  const { elements, ...rest } = payload;
  return {
    message_type,
    payload: {
      ...rest,
      ...(elements ? { elements: elements.map((card) => ({ ...card, title: card.title ?? '' })) } : {}),
    },
  };
}

/** The fields of ChatConversation only: the contract rejects anything else (additionalProperties: false). */
function toConversation(message: ChatWireMessage): Conversation {
  const conversation: Conversation = {
    sender: message.sender,
    message: toMessageBody(message.message),
    ...partyOf(message),
  };
  if (message.clientId !== undefined) conversation.clientId = message.clientId;
  if (message.session_id !== undefined) conversation.session_id = message.session_id;
  if (message.username !== undefined) conversation.username = message.username;
  if (message.name !== undefined) conversation.name = message.name;
  if (message.deviceToken !== undefined) conversation.deviceToken = message.deviceToken;
  return conversation;
}

/**
 * A chat-sdk `ChatTransport` over the app's `ApiClient`.
 * Example: `createChatClient({ transport: createApiClientChatTransport(useApiClient()), socketUrl, userId })`.
 */
export function createApiClientChatTransport(api: ApiClient): ChatTransport {
  return {
    config: () =>
      mapped(async (): Promise<ChatConfig> => {
        const { PREFIX } = await api.get('/api/chat/config');
        return { PREFIX: typeof PREFIX === 'string' ? PREFIX : '' };
      }),

    history: ({ userId, guestId, limit, skip }: ChatHistoryQuery) =>
      mapped(async () =>
        normalizeMessages(
          await api.post('/api/chat/history', { body: { ...partyOf({ userId, guestId }), limit, skip } }),
        ),
      ),

    send: (message: ChatWireMessage) =>
      mapped(async () => {
        const { createdAt } = await api.post('/api/chat/send-message', { body: toConversation(message) });
        return { createdAt: typeof createdAt === 'string' ? createdAt : new Date().toISOString() };
      }),

    upload: (file: ChatFile, { kind, onProgress, signal }: ChatUploadOptions) =>
      mapped(async () => {
        const path = kind === 'video' ? '/api/chat/upload-video' : '/api/chat/upload-image';
        const body = await api.upload(path, {
          file,
          ...(file.name ? { fileName: file.name } : {}),
          ...(signal ? { signal } : {}),
          onProgress: ({ fraction }) => {
            if (fraction !== null) onProgress?.(Math.min(1, fraction));
          },
        });
        if (typeof body.path !== 'string' || body.path === '')
          throw new ChatTransportError('Upload answered without a path', 502, body);
        onProgress?.(1);
        return { path: body.path };
      }),

    markRead: ({ userId, guestId }: ChatIdentity) =>
      mapped(async () => {
        await api.put('/api/chat/read-customer/', { body: partyOf({ userId, guestId }) });
      }),
  };
}
