// The support chat launcher of both shells (docs/product.md#chat): shown only when the server enables the widget.
// The widget and socket.io load on demand, so pages never wait for the chat.
import { lazy, Suspense } from 'react';
import { useLookupEnableChatWidget } from '@wallet/api-client/react';
import { QuietBoundary } from '../../shared/quiet-boundary';
import { useAfterIdle } from '../../shared/use-after-idle';

const SupportChatWidget = lazy(() => import('./support-chat-widget'));

export interface SupportChatProps {
  /** The logged-in player's id; null chats as a guest (guest id kept locally). */
  userId: string | null;
  /**
   * 'inline' docks the launcher in the host's bar: the player shell's top bar ('top', the panel opens below it) or
   * the guest shell's bottom bar ('bottom', the panel opens above it, no invitation over the short forms);
   * 'floating' keeps it at the bottom right over the page.
   */
  placement?: 'floating' | 'inline';
  /** Inline: the bar it is docked in. Default 'top'. */
  bar?: 'top' | 'bottom';
}

export function SupportChat({ userId, placement = 'floating', bar = 'top' }: SupportChatProps) {
  const idle = useAfterIdle();
  const { data } = useLookupEnableChatWidget({ enabled: idle });
  if (!idle || !data?.enableChatWidget) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <SupportChatWidget userId={userId} placement={placement} bar={bar} />
      </Suspense>
    </QuietBoundary>
  );
}
