// Outbox delivery: optimistic messages, their upload and send, resend and removal. Every status change goes through
// domain's nextDeliveryStatus (uploading_file -> sending -> succeed | failed; failed -> resend).
import type { ChatCore } from './chat-core';
import type { ChatSendResult } from './client-types';
import { checkChatFile, checkChatText } from './rules';
import { isAbortError } from './transport';
import type { ChatFile } from './transport';
import type { ChatButton, ChatItem, ChatWireMessage } from './types';
import type { UploadManager } from './upload-manager';

const LOCAL_FIELDS = ['key', 'status', 'progress', 'file', 'previewUrl'] as const;

/** The conversation object sent to the server: the item without local-only fields. */
function toWire(item: ChatItem): ChatWireMessage {
  const wire: Record<string, unknown> = { ...item };
  for (const field of LOCAL_FIELDS) delete wire[field];
  delete wire.createdAt;
  return wire as unknown as ChatWireMessage;
}

export interface OutboxManager {
  sendText(text: string): ChatSendResult;
  sendPostback(button: ChatButton): ChatSendResult;
  sendFile(file: ChatFile): ChatSendResult;
  resend(key: string): boolean;
  remove(key: string): boolean;
}

export function createOutboxManager(core: ChatCore, uploads: UploadManager): OutboxManager {
  const { store, events, messages, settings } = core;

  // The helpers below are closure locals (not members), so the minifier may rename them.
  const removeLocal = (key: string): boolean => {
    const item = messages.get(key);
    if (!item) return false;
    if (item.previewUrl) uploads.revokePreview(item.previewUrl);
    messages.remove(key);
    core.publish();
    return true;
  };

  /** Uploads the message's file; the item ready to send, or undefined when it failed or went away. */
  const upload = async (key: string, item: ChatItem): Promise<ChatItem | undefined> => {
    const file = item.file;
    if (!file) {
      core.transition(key, { type: 'error' });
      return undefined;
    }
    const kind = item.message.payload.fileType === 'video' ? 'video' : 'image';
    try {
      const { path } = await uploads.upload(key, file, kind);
      const current = messages.get(key);
      if (!current) return undefined;
      return core.transition(
        key,
        { type: 'uploaded' },
        {
          progress: 1,
          message: { ...current.message, payload: { ...current.message.payload, filePath: path } },
        },
      );
    } catch (error) {
      if (isAbortError(error)) {
        removeLocal(key);
        return undefined;
      }
      core.transition(key, { type: 'error' });
      core.fail('upload', error, key);
      return undefined;
    }
  };

  const deliver = async (key: string): Promise<void> => {
    let item = messages.get(key);
    if (!item) return;
    if (item.status === 'uploading_file') {
      item = await upload(key, item);
      if (!item) return;
    }
    if (item.status !== 'sending') return;
    try {
      const { createdAt } = await settings.transport.send(toWire(item));
      core.transition(key, { type: 'sent' }, { createdAt });
    } catch (error) {
      if (messages.get(key)) {
        core.transition(key, { type: 'error' });
        core.fail('send', error, key);
      }
    }
  };

  const add = (body: ChatItem['message'], extra: Partial<ChatItem> = {}): ChatSendResult => {
    const clientId = settings.createId();
    const key = `c:${clientId}`;
    const { identity } = store.getState();
    const { profile } = core;
    const item: ChatItem = {
      key,
      clientId,
      sender: 'customer',
      message: body,
      createdAt: settings.now().toISOString(),
      status: 'sending',
      userId: identity.userId,
      guestId: identity.guestId,
      ...(profile.username !== undefined ? { username: profile.username } : {}),
      ...(profile.name !== undefined ? { name: profile.name } : {}),
      ...(profile.deviceToken !== undefined ? { deviceToken: profile.deviceToken } : {}),
      ...extra,
    };
    messages.addLocal(item);
    core.publish();
    events.emit('message:status', item);
    void deliver(key);
    return { ok: true, key };
  };

  return {
    sendText(text) {
      const checked = checkChatText(text);
      if (!checked.ok) return checked;
      return add({ message_type: 'text', payload: { message: checked.value } });
    },
    sendPostback(button) {
      const title = button.title.trim() || button.payload;
      return add({ message_type: 'postback', payload: { message: button.payload || title, title } });
    },
    sendFile(file) {
      const checked = checkChatFile(file);
      if (!checked.ok) return checked;
      const extra: Partial<ChatItem> = { status: 'uploading_file', progress: 0, file };
      const previewUrl = uploads.createPreview(file);
      if (previewUrl !== undefined) extra.previewUrl = previewUrl;
      const payload: ChatItem['message']['payload'] = { fileType: checked.kind };
      if (file.name) payload.name = file.name;
      return add({ message_type: 'media', payload }, extra);
    },
    resend(key) {
      const item = messages.get(key);
      if (!item || item.status !== 'failed') return false;
      const media = Boolean(
        item.message.message_type === 'media' && !item.message.payload.filePath && item.file,
      );
      core.transition(key, { type: 'resend', media }, media ? { progress: 0 } : {});
      void deliver(key);
      return true;
    },
    remove(key) {
      const item = messages.get(key);
      if (!item || item.status === 'succeed') return false;
      uploads.cancel(key);
      return removeLocal(key);
    },
  };
}
