import { useEffect, useMemo, useRef } from 'react';
import type { ChatClient } from '@wallet/chat-sdk';
import { useApiClient } from '@wallet/api-client/react';
import { createChatClient } from '@wallet/chat-sdk';
import { ChatWidget } from '@wallet/chat-sdk/react';
import '@wallet/chat-sdk/styles.css';
import './support-chat.css';
import { useAppContext } from '../../shared/app-context';
import { createApiClientChatTransport } from './api-client-chat-transport';
import type { SupportChatProps } from './support-chat-props';

/** How long the docked invitation stays in the top bar before the app name has its room back. */
const CHAT_INLINE_INVITE_MS = 8000;

/**
 * One chat client per mounted shell; identity follows the player, realtime only with a chat backend.
 * The chat's REST calls go through the app's ApiClient (same headers, timeouts and auth handling as every call).
 */
export default function SupportChatWidget({ userId, placement = 'floating', bar = 'top' }: SupportChatProps) {
  const { config, locale, origin, session } = useAppContext();
  const api = useApiClient();
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
        transport: createApiClientChatTransport(api),
        socketUrl,
        userId,
        // A player's room is joined only with the player's token (read at every connect); a guest sends none.
        socketOptions: {
          auth: (send: (data: object) => void) => {
            const token = userId ? session.getToken() : null;
            send(token ? { token } : {});
          },
        },
      }),
    [api, socketUrl, userId, session],
  );
  // StrictMode's development re-mount runs the cleanup and then the effect again at once: the destroy waits one
  // tick and that re-run cancels it, so the widget never holds a destroyed client; a real unmount or a new
  // identity still destroys the old client.
  const pendingDestroy = useRef<{ client: ChatClient; timer: ReturnType<typeof setTimeout> } | null>(null);
  useEffect(() => {
    if (pendingDestroy.current?.client === client) clearTimeout(pendingDestroy.current.timer);
    return () => {
      pendingDestroy.current = { client, timer: setTimeout(() => client.destroy(), 0) };
    };
  }, [client]);

  return (
    <ChatWidget
      client={client}
      enabled
      locale={locale}
      mediaBaseUrl={apiBase}
      placement={placement}
      // A player's chat starts at once (the top bar's unread count, support's messages as they come). A guest's starts
      // when opened (support answers a guest, it does not write first): the guest pages' first seconds, the login and
      // register forms on a slow phone, are not spent connecting a chat nobody has opened.
      startOn={userId ? 'mount' : 'open'}
      {...(placement !== 'inline'
        ? {}
        : bar === 'bottom'
          ? // Docked in the guest pages' bottom bar, the panel opens above the bar. No invitation: it would sit over
            // the short forms' buttons just above the bar (register's Next at 360 x 740), and the bar's chat button
            // is in sight on every guest page anyway.
            { sheet: 'above' as const, invite: false }
          : // Docked in the top bar, the invitation takes the app name's room: it gives it back after a while.
            { inviteTimeoutMs: CHAT_INLINE_INVITE_MS })}
      className={`wl-chat wl-chat--${placement}${placement === 'inline' ? ` wl-chat--${bar}` : ''}`}
    />
  );
}
