// What an active game card offers (docs/product.md#games): Play, "Move <wallet> and play" (the whole wallet moves into
// the game first with transferAll, after one confirm, through the money mechanism; an empty wallet offers no move),
// Transfer (the transfer modal with this game as To, only when the app has that modal) and Account (login details).
// The action that works leads: moving and playing when the game holds nothing and the wallet holds money, else Play.
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
  const [confirming, setConfirming] = useState(false);
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
  // What moving-and-playing would move: the whole wallet, or nothing (then it is not offered).
  const moving = playPlan('transferAndPlay', walletAmount).transferAllAmount;
  const moveFirst = moving !== null && slot.amount <= 0;
  // The confirm's tap opens the game's tab (popup blockers allow it only inside a tap), then moves the money once.
  // A ref, not state: taps that land before React re-renders must find the first one running.
  const launching = useRef(false);
  const transferAndPlay = async () => {
    if (launching.current) return;
    launching.current = true;
    try {
      await entry.launch(slot, {
        before: async () => {
          moved.current = false;
          await money.confirm({ to: slot.code });
          return moved.current;
        },
      });
    } finally {
      launching.current = false;
      setConfirming(false);
    }
  };
  const busy = entry.busy || money.pending;
  const moveLabel = moving !== null ? t`Move ${amounts.format(moving)} and play` : '';

  const buttons = [
    <Button
      key="play"
      variant={moveFirst ? 'secondary' : 'primary'}
      onClick={play}
      loading={entry.busy && !money.pending}
      disabled={busy}
    >
      {t`Play`}
    </Button>,
    moving !== null ? (
      <Button
        key="move"
        variant={moveFirst ? 'primary' : 'secondary'}
        onClick={() => setConfirming(true)}
        loading={money.pending}
        disabled={busy}
      >
        {moveLabel}
      </Button>
    ) : null,
  ];

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
          {moveFirst ? buttons.reverse() : buttons}
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
        open={confirming && problem === null}
        tone="confirm"
        title={t`Move ${amounts.format(moving ?? 0)} to ${slot.name}?`}
        message={t`Your whole wallet moves into the game, then the game opens.`}
        confirmLabel={t`Move and play`}
        cancelLabel={t`Keep in wallet`}
        confirmBusy={busy}
        onConfirm={() => void transferAndPlay()}
        onCancel={() => {
          if (!busy) setConfirming(false);
        }}
      />
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
