// The support chat launcher of both shells (SPEC sections 1, 6): shown only when the server enables the widget.
// The widget and socket.io load on demand, so pages never wait for the chat.
import { lazy, Suspense } from 'react';
import { useLookupEnableChatWidget } from '@wallet/api-client/react';
import { QuietBoundary } from '../../errors/quiet-boundary';

const SupportChatWidget = lazy(() => import('./support-chat-widget'));

export interface SupportChatProps {
  /** The logged-in player's id; null chats as a guest (guest id kept locally). */
  userId: string | null;
}

export function SupportChat({ userId }: SupportChatProps) {
  const { data } = useLookupEnableChatWidget();
  if (!data?.enableChatWidget) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <SupportChatWidget userId={userId} />
      </Suspense>
    </QuietBoundary>
  );
}
