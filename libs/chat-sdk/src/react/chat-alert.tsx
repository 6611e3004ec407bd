// The widget's alert (rule messages, failures); it hides itself after CHAT_ALERT_MS.
import { CHAT_ALERT_MS } from '@wallet/domain';
import { useEffect } from 'react';

/** Props of {@link ChatAlert}. */
export interface ChatAlertProps {
  /** Text to show; null hides the alert. A new object identity restarts the timer. */
  alert: { text: string } | null;
  onClose: () => void;
  closeLabel: string;
  durationMs?: number;
}

/** An assertive message that disappears after 4 s (docs/product.md#chat) or when closed. */
export function ChatAlert({ alert, onClose, closeLabel, durationMs = CHAT_ALERT_MS }: ChatAlertProps) {
  useEffect(() => {
    if (!alert) return undefined;
    const timer = setTimeout(onClose, durationMs);
    return () => clearTimeout(timer);
  }, [alert, onClose, durationMs]);
  if (!alert) return null;
  return (
    <div className="wc-alert" role="alert">
      <span>{alert.text}</span>
      <button
        type="button"
        className="wc-icon-button wc-alert__close"
        aria-label={closeLabel}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
