// In-memory ChatTransport for tests, stories and demos: stores messages, simulates upload progress and failures.
import { abortError, ChatTransportError } from '../core/transport';
import type { ChatFile, ChatHistoryQuery, ChatTransport, ChatUploadOptions } from '../core/transport';
import type { ChatIdentity, ChatWireMessage } from '../core/types';

/** Behaviour knobs of the memory transport; change them at any time through `transport.behaviour`. */
export interface MemoryTransportBehaviour {
  prefix: string;
  /** Delay of every call in ms. */
  latencyMs: number;
  /** Number of progress steps an upload takes, each `uploadStepMs` apart. */
  uploadSteps: number;
  uploadStepMs: number;
  /** Stop an upload at this fraction forever (to show the uploading state). */
  holdUploadAt: number | null;
  /** Fail the next N uploads / sends / config loads with a 500. */
  failUploads: number;
  failSends: number;
  failConfig: number;
  /** Reply automatically to each customer message (null: no reply). */
  autoReply: ((message: ChatWireMessage) => Omit<ChatWireMessage, 'userId' | 'guestId'> | null) | null;
}

/** A ChatTransport that keeps everything in memory. */
export interface MemoryChatTransport extends ChatTransport {
  behaviour: MemoryTransportBehaviour;
  /** Stored messages of all identities, oldest first. */
  readonly stored: ChatWireMessage[];
  /** Read marks received. */
  readonly reads: ChatIdentity[];
  /** Stores a message as if support had sent it; returns the stored copy. */
  push(identity: ChatIdentity, message: Omit<ChatWireMessage, 'userId' | 'guestId'>): ChatWireMessage;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(abortError());
    });
  });

const sameIdentity = (m: ChatWireMessage, q: ChatIdentity) =>
  q.userId ? m.userId === q.userId : m.guestId === q.guestId;

/** Creates the transport, optionally seeded with messages (oldest first). */
export function createMemoryChatTransport(
  seed: readonly ChatWireMessage[] = [],
  behaviour: Partial<MemoryTransportBehaviour> = {},
): MemoryChatTransport {
  const stored: ChatWireMessage[] = [];
  const reads: ChatIdentity[] = [];
  let seq = 0;
  let clock = Date.parse('2026-01-01T08:00:00.000Z');
  const settings: MemoryTransportBehaviour = {
    prefix: 'chat-',
    latencyMs: 0,
    uploadSteps: 4,
    uploadStepMs: 5,
    holdUploadAt: null,
    failUploads: 0,
    failSends: 0,
    failConfig: 0,
    autoReply: null,
    ...behaviour,
  };
  const store = (m: ChatWireMessage): ChatWireMessage => {
    const createdAt = m.createdAt ?? new Date((clock += 60_000)).toISOString();
    clock = Math.max(clock, Date.parse(createdAt));
    const copy: ChatWireMessage = { ...m, _id: m._id ?? `mem-${++seq}`, createdAt };
    stored.push(copy);
    return copy;
  };
  for (const m of seed) store(m);

  const transport: MemoryChatTransport = {
    behaviour: settings,
    stored,
    reads,
    push(identity, message) {
      return store({ ...message, userId: identity.userId, guestId: identity.guestId });
    },
    async config() {
      await sleep(settings.latencyMs);
      if (settings.failConfig > 0) {
        settings.failConfig -= 1;
        throw new ChatTransportError('INTERNAL_SERVER_ERROR', 500);
      }
      return { PREFIX: settings.prefix };
    },
    async history(query: ChatHistoryQuery) {
      await sleep(settings.latencyMs);
      const mine = stored.filter((m) => sameIdentity(m, query)).reverse();
      return mine.slice(query.skip, query.skip + query.limit).map((m) => ({ ...m }));
    },
    async send(message: ChatWireMessage) {
      await sleep(settings.latencyMs);
      if (settings.failSends > 0) {
        settings.failSends -= 1;
        throw new ChatTransportError('SEND_FAILED', 500);
      }
      const saved = store({ ...message, createdAt: undefined } as ChatWireMessage);
      const reply = settings.autoReply?.(saved);
      if (reply) store({ ...reply, userId: message.userId ?? null, guestId: message.guestId ?? null });
      return { createdAt: saved.createdAt ?? new Date(clock).toISOString() };
    },
    async upload(file: ChatFile, options: ChatUploadOptions) {
      const steps = Math.max(1, settings.uploadSteps);
      for (let i = 1; i <= steps; i += 1) {
        const fraction = i / steps;
        if (settings.holdUploadAt !== null && fraction > settings.holdUploadAt) {
          options.onProgress?.(settings.holdUploadAt);
          await new Promise<never>((_resolve, reject) => {
            options.signal?.addEventListener('abort', () => reject(abortError()));
          });
        }
        await sleep(settings.uploadStepMs, options.signal);
        if (i < steps) options.onProgress?.(fraction);
      }
      if (settings.failUploads > 0) {
        settings.failUploads -= 1;
        throw new ChatTransportError('UPLOAD_FAILED', 500);
      }
      options.onProgress?.(1);
      return { path: `/uploads/${++seq}-${file.name ?? 'file'}` };
    },
    async markRead(identity: ChatIdentity) {
      await sleep(settings.latencyMs);
      reads.push({ ...identity });
    },
  };
  return transport;
}
