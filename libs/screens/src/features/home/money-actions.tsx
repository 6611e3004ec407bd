// The three money moves of the balance (docs/product.md#home): Deposit, Withdraw and Transfer, one row of primary
// buttons right under the balance card, so a 360 x 740 phone shows them on the first screen above the bottom bar.
// The row is in the prerendered page too (the wallet's skeleton): a tap before the app has started opens the
// dialog's early stand-in at once (shared/forms/pending-submit.ts), and the app opens the dialog itself once it starts.
import { useCallback, useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, useKitTexts } from '@wallet/ui-kit';
import type { DashboardModals } from '../../shared/dashboard-modals';
import {
  EARLY_DIALOG_ATTRIBUTE,
  EARLY_DIALOG_CLOSE_ATTRIBUTE,
  EARLY_DIALOG_LOADING_ATTRIBUTE,
  REPLAY_TAP_ATTRIBUTE,
  useReplayedTap,
} from '../../shared/forms/pending-submit';

/** The dialogs the row opens. */
export type MoneyActionModal = 'deposit' | 'withdraw' | 'transfer';

/** The size of each action's dialog (the deposit's covers the screen), which its early stand-in takes too. */
export const MONEY_DIALOG_SIZE: Record<MoneyActionModal, 'md' | 'full'> = {
  deposit: 'full',
  withdraw: 'md',
  transfer: 'md',
};

/** The key of an early tap on an action's button (see shared/forms/pending-submit.ts). */
export const moneyActionTap = (modal: MoneyActionModal) => `money-${modal}`;

/** Each action's name, as its button and its dialog's title say it. */
export function useMoneyActionLabels(): Record<MoneyActionModal, string> {
  const { t } = useLingui();
  return { deposit: t`Deposit`, withdraw: t`Withdraw`, transfer: t`Transfer` };
}

export interface MoneyActionsProps {
  modals: DashboardModals;
  onOpen: (modal: MoneyActionModal) => void;
}

function MoneyActionButton({
  modal,
  label,
  reasonId,
  onOpen,
}: {
  modal: MoneyActionModal;
  label: string;
  /** Set when the app has no dialog for it: the button stays in its place, disabled, with this reason. */
  reasonId: string | undefined;
  onOpen: ((modal: MoneyActionModal) => void) | undefined;
}) {
  const { t } = useLingui();
  const kit = useKitTexts();
  const open = useCallback(() => onOpen?.(modal), [onOpen, modal]);
  useReplayedTap(moneyActionTap(modal), onOpen ? open : null);
  const early = {
    [REPLAY_TAP_ATTRIBUTE]: moneyActionTap(modal),
    [EARLY_DIALOG_ATTRIBUTE]: MONEY_DIALOG_SIZE[modal],
    [EARLY_DIALOG_LOADING_ATTRIBUTE]: t`Loading`,
    [EARLY_DIALOG_CLOSE_ATTRIBUTE]: kit.close,
  };
  return (
    <Button
      className="wl-home-money-actions__button"
      aria-disabled={reasonId ? true : undefined}
      aria-describedby={reasonId}
      onClick={onOpen ? open : undefined}
      {...(onOpen ? early : {})}
    >
      {label}
    </Button>
  );
}

export function MoneyActions({ modals, onOpen }: MoneyActionsProps) {
  const { t } = useLingui();
  const reasonId = useId();
  const labels = useMoneyActionLabels();
  const actions: MoneyActionModal[] = ['deposit', 'withdraw', 'transfer'];
  const missing = actions.some((modal) => !modals[modal]);
  return (
    <div className="wl-home-money-actions" role="group" aria-label={t`Money actions`}>
      {actions.map((modal) => (
        <MoneyActionButton
          key={modal}
          modal={modal}
          label={labels[modal]}
          reasonId={modals[modal] ? undefined : reasonId}
          onOpen={modals[modal] ? onOpen : undefined}
        />
      ))}
      {missing ? (
        <span id={reasonId} className="wk-visually-hidden">
          {t`Not available yet`}
        </span>
      ) : null}
    </div>
  );
}
