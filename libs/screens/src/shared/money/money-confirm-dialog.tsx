// "Are you sure?" before a money action, wired to the one-request-per-confirm mechanism.
import type { ReactNode } from 'react';
import { AlertDialog } from '@wallet/ui-kit';
import type { MoneyAction } from './use-money-action';
import { UnknownResultNotice } from './unknown-result-notice';

export interface MoneyConfirmDialogProps<I> {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  action: MoneyAction<I>;
  /** What the confirm sends. */
  input: I;
  onCancel: () => void;
  destructive?: boolean;
}

export function MoneyConfirmDialog<I>({
  open,
  title,
  message,
  confirmLabel,
  action,
  input,
  onCancel,
  destructive,
}: MoneyConfirmDialogProps<I>) {
  return (
    <AlertDialog
      open={open}
      tone="confirm"
      title={title}
      message={
        <>
          {message}
          <UnknownResultNotice status={action.status} />
        </>
      }
      {...(confirmLabel ? { confirmLabel } : {})}
      confirmBusy={action.pending}
      {...(destructive ? { destructive } : {})}
      onConfirm={() => void action.confirm(input)}
      onCancel={() => {
        if (!action.pending) onCancel();
      }}
    />
  );
}
