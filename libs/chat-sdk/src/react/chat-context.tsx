// React bindings: a provider holding the client and hooks reading its store through useSyncExternalStore.
import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { ChatClient, ChatEvents, ChatState } from '../core/client-types';
import type { ChatItem } from '../core/types';

const ChatClientContext = createContext<ChatClient | null>(null);

/** Props of {@link ChatProvider}. */
export interface ChatProviderProps {
  client: ChatClient;
  children?: ReactNode;
}

/** Makes a chat client available to the hooks below it. */
export function ChatProvider({ client, children }: ChatProviderProps) {
  return <ChatClientContext.Provider value={client}>{children}</ChatClientContext.Provider>;
}

/** The client of the nearest {@link ChatProvider}; throws outside one so mistakes show early. */
export function useChatClient(): ChatClient {
  const client = useContext(ChatClientContext);
  if (!client) throw new Error('useChatClient must be used inside <ChatProvider client={...}>.');
  return client;
}

/**
 * A slice of the chat state; re-renders only when the slice changes by reference.
 * The selector must return stored values (e.g. `s => s.messages`), not new objects on each call.
 */
export function useChatState<T>(selector: (state: ChatState) => T): T {
  const client = useChatClient();
  const get = () => selector(client.getState());
  return useSyncExternalStore(client.subscribe, get, get);
}

/** Messages oldest first. */
export function useChatMessages(): readonly ChatItem[] {
  return useChatState((s) => s.messages);
}

/** Subscribes to a client event for the component's lifetime, always calling the latest handler. */
export function useChatEvent<K extends keyof ChatEvents>(
  event: K,
  handler: (payload: ChatEvents[K]) => void,
): void {
  const client = useChatClient();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => client.on(event, (payload) => latest.current(payload)), [client, event]);
}
