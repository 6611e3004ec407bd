// The held bonus: its type, the condition for cancelling (GET /api/bonus/check/minimum), and Cancel with a confirm
// (GET /api/bonus/clear, one request per confirm). A refusal opens an alert titled with the cancel-bonus failure.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBonusMinimum, useClearBonus } from '@wallet/api-client/react';
import { Button, Skeleton, useToast } from '@wallet/ui-kit';
import { AlertDialog } from '../../shared/alert-dialog/lazy-alert-dialog';
import { UnknownResultNotice } from '../../shared/money/unknown-result-notice';
import { useMoneyAction } from '../../shared/money/use-money-action';
import { QueryView } from '../../shared/query-view/query-view';
import { useErrorText } from '../../shared/use-error-text';
import { useRefusalText } from '../../shared/refusal-text';
import { useMoney } from '../../shared/money/use-money';

// The confirm dialog comes with the tap on Cancel bonus, not with the page.
const MoneyConfirmDialog = lazy(() =>
  import('../../shared/money/money-confirm-dialog').then((m) => ({ default: m.MoneyConfirmDialog })),
);

export function ActiveBonus({ type }: { type: string }) {
  const { t } = useLingui();
  const amounts = useMoney();
  const toast = useToast();
  const errorText = useErrorText();
  const refusalText = useRefusalText();
  const minimum = useBonusMinimum();
  const clear = useClearBonus();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<ReactNode | null>(null);
  const action = useMoneyAction({
    mutation: clear,
    onSuccess: (answer) => {
      setConfirming(false);
      toast.success(errorText(answer.code));
    },
    onFailure: (error) => {
      setConfirming(false);
      setRefusal(refusalText(error));
    },
  });

  return (
    <section className="wl-bonus__panel" aria-labelledby="wl-bonus-active-title">
      <h2 id="wl-bonus-active-title" className="wl-bonus__heading">
        <Trans>Your active bonus</Trans>
      </h2>
      <p className="wl-bonus__active-type">
        <span className="wl-bonus__label">
          <Trans>Type</Trans>
        </span>{' '}
        <strong>{type}</strong>
      </p>
      <QueryView
        query={minimum}
        quiet
        headingLevel={3}
        skeleton={<Skeleton lines={2} />}
        loadingLabel={t`Loading the cancel condition`}
      >
        {(condition) => (
          <p className="wl-bonus__condition">
            {condition.status ? (
              <Trans>
                The condition is met: your balance is {amounts.format(condition.amount)}, at or below{' '}
                {amounts.format(condition.minimum)}. You can cancel the bonus now.
              </Trans>
            ) : (
              <Trans>
                You can cancel the bonus once your balance is at or below {amounts.format(condition.minimum)}{' '}
                (now {amounts.format(condition.amount)}).
              </Trans>
            )}
          </p>
        )}
      </QueryView>
      <Button variant="danger" onClick={() => setConfirming(true)} disabled={action.pending}>
        <Trans>Cancel bonus</Trans>
      </Button>
      {confirming ? null : <UnknownResultNotice status={action.status} />}
      {confirming ? (
        <Suspense fallback={null}>
          <MoneyConfirmDialog
            open
            title={t`Cancel the bonus?`}
            message={<Trans>The bonus {type} ends and its remaining credit is removed.</Trans>}
            confirmLabel={t`Cancel bonus`}
            keepLabel={t`Keep bonus`}
            destructive
            action={action}
            input={{}}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      ) : null}
      <AlertDialog
        open={refusal !== null}
        tone="error"
        title={t`The bonus could not be cancelled`}
        message={refusal ?? ''}
        onConfirm={() => setRefusal(null)}
      />
    </section>
  );
}
