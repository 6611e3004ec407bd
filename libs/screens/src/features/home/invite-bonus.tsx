// Invite bonus on home (docs/product.md#invite): the amount waiting, a Receive button, a confirm first, then
// GET /api/invite/bonus through the money mechanism; success says so (the wallet refreshes), failure is a danger toast.
import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useReceiveInviteBonus } from '@wallet/api-client/react';
import { Button, useToast } from '@wallet/ui-kit';
import { useMoneyAction } from '../../shared/money/use-money-action';
import { useRefusalText } from '../../shared/refusal-text';
import { useMoney } from '../../shared/money/use-money';

// The confirm dialog comes with the tap on Receive, not with the page.
const MoneyConfirmDialog = lazy(() =>
  import('../../shared/money/money-confirm-dialog').then((m) => ({ default: m.MoneyConfirmDialog })),
);

type ReceiveInput = Record<string, never>;
const NO_INPUT: ReceiveInput = {};

export function InviteBonus({ amount }: { amount: number }) {
  const { t } = useLingui();
  const amounts = useMoney();
  const toast = useToast();
  const refusalText = useRefusalText();
  const receive = useReceiveInviteBonus();
  const [confirming, setConfirming] = useState(false);
  const action = useMoneyAction({
    mutation: receive,
    onSuccess: () => {
      setConfirming(false);
      toast.success(t`The invite bonus is in your wallet.`);
    },
    onFailure: (error) => {
      setConfirming(false);
      toast.danger(refusalText(error));
    },
  });
  const empty = !(amount > 0);
  const shown = amounts.format(amount);
  return (
    <section className="wl-home-invite" aria-labelledby="wl-home-invite-title">
      <h2 id="wl-home-invite-title" className="wl-home-invite__title">
        <Trans>Invite bonus</Trans>
      </h2>
      <p className="wl-home-invite__amount">{shown}</p>
      <Button
        variant="primary"
        disabled={empty}
        loading={action.pending}
        onClick={() => {
          action.reset();
          setConfirming(true);
        }}
      >
        {t`Receive`}
      </Button>
      {confirming ? (
        <Suspense fallback={null}>
          <MoneyConfirmDialog
            open
            title={t`Receive the invite bonus?`}
            message={<Trans>{shown} will be added to your wallet.</Trans>}
            confirmLabel={t`Receive`}
            action={action}
            input={NO_INPUT}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
