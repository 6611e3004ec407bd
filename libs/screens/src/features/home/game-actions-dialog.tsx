// What an active game card offers (docs/product.md#games): Play, Transfer and play (the whole wallet
// moves into the game first with transferAll, through the money mechanism; zero wallet: no transfer), Transfer (the
// transfer modal with this game as To, only when the app has that modal) and Account (login details).
import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SlotAccount } from '@wallet/api-client';
import { useTransferAll } from '@wallet/api-client/react';
import { ftAmount, hasFtMultiplier, playPlan } from '@wallet/domain';
import { AlertDialog, Button, ModalDialog } from '@wallet/ui-kit';
import { UnknownResultNotice } from '../../shared/money/unknown-result-notice';
import { useMoneyAction } from '../../shared/money/use-money-action';
import { useErrorText } from '../../shared/use-error-text';
import { useGameEntry, type GameEntryFailure } from './use-game-entry';
import { useMoney } from '../../shared/money/use-money';

export interface GameActionsDialogProps {
  slot: SlotAccount;
  walletAmount: number;
  onClose: () => void;
  /** Opens the transfer modal with this game as To; absent until the app has a transfer modal. */
  onTransfer?: (() => void) | undefined;
  onAccount: () => void;
}

type Problem = { title: string; message: string } | null;

export function GameActionsDialog({
  slot,
  walletAmount,
  onClose,
  onTransfer,
  onAccount,
}: GameActionsDialogProps) {
  const { t } = useLingui();
  const amounts = useMoney();
  const errorText = useErrorText();
  const [problem, setProblem] = useState<Problem>(null);
  const transferAll = useTransferAll();
  const moved = useRef(false);
  const money = useMoneyAction({
    mutation: transferAll,
    onSuccess: () => {
      moved.current = true;
    },
    onFailure: (error) => setProblem({ title: t`The transfer failed`, message: errorText(error) }),
    onUnknown: () => setProblem({ title: t`The transfer failed`, message: t`The game was not opened.` }),
  });

  const entryFailure = (failure: GameEntryFailure) => {
    const title = t`The game could not be opened`;
    if (failure.kind === 'unavailable')
      setProblem({ title, message: t`This game has no valid address to open.` });
    else if (failure.kind === 'blocked')
      setProblem({ title, message: t`Your browser blocked the game window. Allow pop-ups and try again.` });
    else setProblem({ title, message: errorText(failure.error) });
  };
  const entry = useGameEntry(entryFailure);

  const play = () => void entry.launch(slot);
  const transferAndPlay = () => {
    if (money.pending) return;
    const plan = playPlan('transferAndPlay', walletAmount);
    if (plan.transferAllAmount === null) {
      void entry.launch(slot);
      return;
    }
    void entry.launch(slot, {
      before: async () => {
        moved.current = false;
        await money.confirm({ to: slot.code });
        return moved.current;
      },
    });
  };
  const busy = entry.busy || money.pending;

  return (
    <ModalDialog open onClose={onClose} title={slot.name}>
      <div className="wl-game-actions">
        <p className="wl-game-actions__balance">
          <Trans>Balance</Trans>: {amounts.format(slot.amount)}
        </p>
        {hasFtMultiplier(slot.ftWalletSlot) ? (
          <p className="wl-game-actions__ft">{t`FT credit ${amounts.figure(ftAmount(slot))}`}</p>
        ) : null}
        <UnknownResultNotice status={money.status} />
        <div className="wl-game-actions__buttons">
          <Button onClick={play} loading={entry.busy && !money.pending} disabled={busy}>
            {t`Play`}
          </Button>
          <Button variant="secondary" onClick={transferAndPlay} loading={money.pending} disabled={busy}>
            {t`Transfer and play`}
          </Button>
          {onTransfer ? (
            <Button variant="secondary" onClick={onTransfer} disabled={busy}>
              {t`Transfer`}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onAccount} disabled={busy}>
            {t`Account`}
          </Button>
        </div>
      </div>
      <AlertDialog
        open={problem !== null}
        tone="error"
        title={problem?.title ?? ''}
        message={problem?.message}
        onConfirm={() => setProblem(null)}
      />
    </ModalDialog>
  );
}
