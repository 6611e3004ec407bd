// Success, error and confirm dialogs that ask the player to acknowledge or decide before going on.
import { useId, type ReactNode } from 'react';
import { Button } from '../button/button';
import { ModalDialog } from '../modal-dialog/modal-dialog';
import { useKitTexts } from '../texts/kit-texts';

export type AlertTone = 'success' | 'error' | 'info' | 'confirm';

export interface AlertDialogProps {
  open: boolean;
  tone: AlertTone;
  title: ReactNode;
  message?: ReactNode;
  /** Label of the main action; defaults to "OK" (or "Confirm" for confirm dialogs). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Main action (OK / Confirm). */
  onConfirm: () => void;
  /** Cancel, Escape or backdrop; for non-confirm tones it defaults to `onConfirm`. */
  onCancel?: () => void;
  /** Shows the confirm button busy while the confirmed action runs. */
  confirmBusy?: boolean;
  /** Makes the confirm button red for destructive actions (cancel bonus, delete). */
  destructive?: boolean;
}

const ICONS: Record<AlertTone, ReactNode> = {
  success: (
    <path
      d="M7 12.5l3.2 3.2L17 9"
      stroke="currentColor"
      strokeWidth="2.6"
      fill="none"
      strokeLinecap="round"
    />
  ),
  error: <path d="M8 8l8 8M16 8l-8 8" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />,
  info: <path d="M12 7.5v.5M12 11v6" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />,
  confirm: (
    <path
      d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.5"
      stroke="currentColor"
      strokeWidth="2.4"
      fill="none"
      strokeLinecap="round"
    />
  ),
};

/** Alert dialog (role alertdialog) with a tone icon, a title, a message and one or two actions. */
export function AlertDialog({
  open,
  tone,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  confirmBusy = false,
  destructive = false,
}: AlertDialogProps) {
  const texts = useKitTexts();
  const messageId = useId();
  const isConfirm = tone === 'confirm';
  const cancel = onCancel ?? onConfirm;
  return (
    <ModalDialog
      open={open}
      onClose={cancel}
      role="alertdialog"
      title={
        <span className="wk-alert__heading">
          <span className="wk-alert__icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="36" height="36">
              {ICONS[tone]}
            </svg>
          </span>
          <span>{title}</span>
        </span>
      }
      size="sm"
      hideCloseButton
      closeOnBackdrop={!isConfirm}
      describedBy={message ? messageId : undefined}
      className={`wk-alert wk-alert--${tone}`}
      footer={
        <>
          {isConfirm ? (
            <Button variant="secondary" onClick={cancel}>
              {cancelLabel ?? texts.cancel}
            </Button>
          ) : null}
          <Button variant={destructive ? 'danger' : 'primary'} loading={confirmBusy} onClick={onConfirm}>
            {confirmLabel ?? (isConfirm ? texts.confirm : texts.ok)}
          </Button>
        </>
      }
    >
      {message ? (
        <div id={messageId} className="wk-alert__message">
          {message}
        </div>
      ) : null}
    </ModalDialog>
  );
}
