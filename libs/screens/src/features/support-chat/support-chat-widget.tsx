import { useEffect, useMemo } from 'react';
import { createChatClient, createHttpChatTransport } from '@wallet/chat-sdk';
import { ChatWidget } from '@wallet/chat-sdk/react';
import '@wallet/chat-sdk/styles.css';
import { useAppContext } from '../../shared/app-context';
import type { SupportChatProps } from './support-chat';

/** One chat client per mounted shell; identity follows the player, realtime only with a chat backend. */
export default function SupportChatWidget({ userId }: SupportChatProps) {
  const { config, session, locale, origin } = useAppContext();
  const apiBase = config.apiBaseUrl || origin;
  const socketUrl =
    config.chatBackendUrl === undefined
      ? null
      : config.chatBackendUrl === ''
        ? origin
        : config.chatBackendUrl;

  const client = useMemo(
    () =>
      createChatClient({
        transport: createHttpChatTransport({
          baseUrl: config.apiBaseUrl,
          getToken: () => session.getToken(),
        }),
        socketUrl,
        userId,
      }),
    [config.apiBaseUrl, session, socketUrl, userId],
  );
  useEffect(() => () => client.destroy(), [client]);

  return <ChatWidget client={client} enabled locale={locale} mediaBaseUrl={apiBase} />;
}
