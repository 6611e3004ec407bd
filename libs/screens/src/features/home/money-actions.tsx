// The three money moves of the balance (docs/product.md#home): Deposit, Withdraw and Transfer, one row of primary
// buttons right under the balance card, so a 360 x 740 phone shows them on the first screen above the bottom bar.
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@wallet/ui-kit';
import type { DashboardModals } from '../../shared/dashboard-modals';

/** The dialogs the row opens. */
export type MoneyActionModal = 'deposit' | 'withdraw' | 'transfer';

export interface MoneyActionsProps {
  modals: DashboardModals;
  onOpen: (modal: MoneyActionModal) => void;
}

export function MoneyActions({ modals, onOpen }: MoneyActionsProps) {
  const { t } = useLingui();
  const reasonId = useId();
  const actions: { modal: MoneyActionModal; label: string }[] = [
    { modal: 'deposit', label: t`Deposit` },
    { modal: 'withdraw', label: t`Withdraw` },
    { modal: 'transfer', label: t`Transfer` },
  ];
  const missing = actions.some(({ modal }) => !modals[modal]);
  return (
    <div className="wl-home-money-actions" role="group" aria-label={t`Money actions`}>
      {actions.map(({ modal, label }) => {
        // A dialog the app does not have yet: the button stays in its place, disabled, with the reason.
        const unavailable = !modals[modal];
        return (
          <Button
            key={modal}
            className="wl-home-money-actions__button"
            aria-disabled={unavailable || undefined}
            aria-describedby={unavailable ? reasonId : undefined}
            onClick={unavailable ? undefined : () => onOpen(modal)}
          >
            {label}
          </Button>
        );
      })}
      {missing ? (
        <span id={reasonId} className="wk-visually-hidden">
          {t`Not available yet`}
        </span>
      ) : null}
    </div>
  );
}
