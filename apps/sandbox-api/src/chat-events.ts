// In-process hub of chat events: routes publish 'messaging' events per room; socket.io (Node) or an
// in-browser transport subscribes. Keeps the sandbox core free of Node-only modules.

/** Prefix of chat rooms, returned by GET /api/chat/config. */
export const CHAT_PREFIX = 'wallet-chat-';

/** A listener of room events. */
export type ChatEventListener = (room: string, event: unknown) => void;

/** Fan-out of chat events to whatever transports are attached. */
export class ChatEvents {
  private readonly listeners = new Set<ChatEventListener>();

  /** Publishes one 'messaging' event to a room. */
  push(room: string, event: unknown): void {
    for (const listener of this.listeners) listener(room, event);
  }

  /** Subscribes; returns the unsubscribe function. */
  subscribe(listener: ChatEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
