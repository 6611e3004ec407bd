import { useEffect, useState } from 'react';
import type { ChatClient } from '@wallet/chat-sdk';
import { useApiClient } from '@wallet/api-client/react';
import { createChatClient } from '@wallet/chat-sdk';
import { ChatWidget } from '@wallet/chat-sdk/react';
import '@wallet/chat-sdk/styles.css';
import { useAppContext } from '../../shared/app-context';
import { createApiClientChatTransport } from './api-client-chat-transport';
import type { SupportChatProps } from './support-chat';

/**
 * One chat client per mounted shell; identity follows the player, realtime only with a chat backend.
 * The chat's REST calls go through the app's ApiClient (same headers, timeouts and auth handling as every call).
 */
export default function SupportChatWidget({ userId }: SupportChatProps) {
  const { config, locale, origin } = useAppContext();
  const api = useApiClient();
  const apiBase = config.apiBaseUrl || origin;
  const socketUrl =
    config.chatBackendUrl === undefined
      ? null
      : config.chatBackendUrl === ''
        ? origin
        : config.chatBackendUrl;

  // The client is made by the effect that destroys it, so a re-run (StrictMode's mount, unmount, mount in
  // development, or a new identity) never hands the widget a destroyed client.
  const [client, setClient] = useState<ChatClient | null>(null);
  useEffect(() => {
    const created = createChatClient({ transport: createApiClientChatTransport(api), socketUrl, userId });
    setClient(created);
    return () => {
      created.destroy();
      setClient((current) => (current === created ? null : current));
    };
  }, [api, socketUrl, userId]);

  if (!client) return null;
  return <ChatWidget client={client} enabled locale={locale} mediaBaseUrl={apiBase} />;
}
