// The support chat launcher of both shells (docs/product.md#chat): shown only when the server enables the widget.
// The widget and socket.io load on demand, so pages never wait for the chat.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLookupEnableChatWidget } from '@wallet/api-client/react';
import { QuietBoundary } from '../../shared/quiet-boundary';

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

/** True once the browser has been idle after the page rendered, so optional parts never compete with it. */
function useAfterIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
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
