// The support chat launcher of both shells (docs/product.md#chat): shown only when the server enables the widget.
// The widget and socket.io load on demand, so pages never wait for the chat.
import { lazy, Suspense } from 'react';
import { useLookupEnableChatWidget } from '@wallet/api-client/react';
import { QuietBoundary } from '../../shared/quiet-boundary';
import { useAfterIdle } from '../../shared/use-after-idle';
import type { SupportChatProps } from './support-chat-props';

const SupportChatWidget = lazy(() => import('./support-chat-widget'));

export type { SupportChatProps } from './support-chat-props';

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
