// The loaded half of the deposit watch (a chunk of its own, see use-deposit-watch.tsx): creates the watcher of the
// player's pages on the core, runs it on the page's visibility and network, hands it to the pages' handle, and tells
// each outcome in a toast, whose polite live region announces it.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useApiClient } from '@wallet/api-client/react';
import { useToast } from '@wallet/ui-kit';
import type { DepositOutcome, PendingDeposit } from './deposit-watch';
import { createDepositWatch, runOnPage } from './deposit-watch-core';
import type { DepositWatchHandle } from './deposit-watch-handle';
import { slipFailureText } from './slip-failure-text';
import { useMoney } from './use-money';

export default function DepositWatchRunner({ handle }: { handle: DepositWatchHandle }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t, i18n } = useLingui();
  const amounts = useMoney();
  // The latest texts and toast, handed to the watcher after each render (it lives as long as the shell).
  const tell = (deposit: PendingDeposit, outcome: DepositOutcome) => {
    if (outcome.state === 'landed') {
      toast.success(
        outcome.amount === null
          ? t`Your deposit was received`
          : t`Deposit of ${amounts.format(outcome.amount)} received`,
      );
    } else if (outcome.state === 'failed') {
      toast.danger(t`Your slip was not accepted: ${slipFailureText(i18n, outcome.reason)}`);
    } else if (outcome.state === 'unpaid' && deposit.kind === 'qr') {
      // The code left the server, but no payment shows: never "received". Stays until dismissed.
      const amount = amounts.format(deposit.amount);
      const reference = deposit.qrcodeId;
      toast.info(
        t`Your QR code for ${amount} ended before a payment showed in your wallet. If you paid it, check your balance and statement in a few minutes; if the money is still missing, contact support with the reference ${reference}.`,
        { durationMs: 0 },
      );
    } else if (outcome.state === 'gave-up') {
      const reference =
        deposit.kind === 'qr' ? deposit.qrcodeId : deposit.kind === 'slip' ? deposit.reference : null;
      // Stays until dismissed: the player must read what to do.
      toast.info(
        reference === null
          ? t`Your deposit has not arrived yet. Refresh your balance in a few minutes; if it is still missing, contact support.`
          : t`Your deposit has not arrived yet. Refresh your balance in a few minutes; if it is still missing, contact support with the reference ${reference}.`,
        { durationMs: 0 },
      );
    }
  };

  const [watcher] = useState(() => createDepositWatch({ client, queryClient }));
  useEffect(() => {
    watcher.setOnOutcome((_id, deposit, outcome) => tell(deposit, outcome));
  });
  // Started first, so the watches the pages asked for while the code loaded are taken.
  useEffect(() => {
    const stop = runOnPage(watcher);
    const detach = handle.attach(watcher);
    return () => {
      detach();
      stop();
    };
  }, [watcher, handle]);
  return null;
}
