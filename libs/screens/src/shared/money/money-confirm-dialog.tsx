// "Are you sure?" before a money action, wired to the one-request-per-confirm mechanism.
import type { ReactNode } from 'react';
import { AlertDialog } from '@wallet/ui-kit';
import type { MoneyAction } from './use-money-action';
import { UnknownResultNotice } from './unknown-result-notice';

interface MoneyConfirmDialogBase<I> {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  /**
   * The dismiss: what saying no keeps ("Keep bonus"). A destructive confirm needs one, so its two buttons never
   * read alike ("Cancel" beside "Cancel bonus": one mis-tap does the opposite).
   */
  keepLabel?: string;
  action: MoneyAction<I>;
  /** What the confirm sends. */
  input: I;
  onCancel: () => void;
}

/** A destructive confirm (red) must say what its dismiss keeps. */
export type MoneyConfirmDialogProps<I> = MoneyConfirmDialogBase<I> &
  ({ destructive: true; keepLabel: string } | { destructive?: false });

export function MoneyConfirmDialog<I>({
  open,
  title,
  message,
  confirmLabel,
  keepLabel,
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
      {...(keepLabel ? { cancelLabel: keepLabel } : {})}
      confirmBusy={action.pending}
      {...(destructive ? { destructive } : {})}
      onConfirm={() => void action.confirm(input)}
      onCancel={() => {
        if (!action.pending) onCancel();
      }}
    />
  );
}
