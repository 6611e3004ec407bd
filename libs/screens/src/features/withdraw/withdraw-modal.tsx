// Withdraw modal of home (docs/product.md#withdraw): the wallet slider, the amount with the server's minimum and maximum,
// the whole balance while a bonus is held; POST /api/wallet/withdrawAll through the one money-safety mechanism.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatAmount, totalBalance, validateWithdraw, type WithdrawLimits } from '@wallet/domain';
import type { BonusActiveCheck, WalletResponse } from '@wallet/api-client';
import {
  apiKeys,
  useActiveBonus,
  useLookupWithdraw,
  useWallet,
  useWithdrawAll,
} from '@wallet/api-client/react';
import { Button, ModalDialog, Skeleton, TextField, VerticalSliderPicker } from '@wallet/ui-kit';
import type { DashboardModalProps } from '../../shared/dashboard-modals';
import { FormError } from '../../shared/forms/form-error';
import { translate } from '../../i18n/translate';
import { useDomainForm } from '../../shared/forms/use-domain-form';
import { useFormDraft } from '../../shared/form-draft';
import { UnknownResultNotice } from '../../shared/money/unknown-result-notice';
import { useMoneyAction } from '../../shared/money/use-money-action';
import { QueryView, combinedFetchStatus, type QueryState } from '../../shared/query-view/query-view';
import { MoneyOutcomeDialogs, useMoneyOutcome } from '../../shared/money/money-outcome-dialogs';
import './withdraw-modal.css';

interface WithdrawData {
  wallet: WalletResponse;
  limits: WithdrawLimits;
  bonus: BonusActiveCheck;
}

interface WithdrawForm {
  amount: string;
}

const WALLET = 'wallet';

/** The three reads the modal needs, as one query for the query view. */
function useWithdrawData(): QueryState<WithdrawData> {
  const wallet = useWallet();
  const limits = useLookupWithdraw();
  const bonus = useActiveBonus();
  const all = [wallet, limits, bonus];
  const failed = all.find((query) => query.isError);
  return {
    data:
      wallet.data && limits.data && bonus.data
        ? { wallet: wallet.data, limits: limits.data, bonus: bonus.data }
        : undefined,
    isPending: all.some((query) => query.isPending),
    isError: failed !== undefined,
    error: failed?.error,
    fetchStatus: combinedFetchStatus(all),
    refetch: () => all.filter((query) => query.isError).forEach((query) => void query.refetch()),
  };
}

/** What withdrawAll can take: the main wallet plus every game balance it gathers first. */
const withdrawable = (wallet: WalletResponse) =>
  totalBalance(
    wallet.wallet,
    wallet.slots.filter((slot) => slot.isActive),
  );

/** Mounted only while open, so each opening starts afresh. */
export default function WithdrawModal(props: DashboardModalProps) {
  return props.open ? <OpenWithdrawModal {...props} /> : null;
}

function OpenWithdrawModal({ onClose, draft }: DashboardModalProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const data = useWithdrawData();
  const withdrawAll = useWithdrawAll();
  const outcome = useMoneyOutcome();

  const loaded = data.data;
  const balance = loaded ? withdrawable(loaded.wallet) : undefined;
  const bonusHeld = loaded?.bonus.status === true;

  const action = useMoneyAction<{ amount: number }, unknown>({
    run: (input, idempotencyKey) => withdrawAll.mutateAsync({ ...input, idempotencyKey }),
    onSuccess: () => {
      // A withdrawal in full ends a held bonus.
      void queryClient.invalidateQueries({ queryKey: apiKeys.activeBonus });
      outcome.succeed();
    },
    // The server refused: nothing moved; the amount stays in the field.
    onFailure: outcome.fail,
  });

  const form = useDomainForm<WithdrawForm, 'amount', number>({
    initialValues: { amount: draft?.['amount'] ?? '' },
    validate: (values) =>
      loaded && balance !== undefined
        ? validateWithdraw(values.amount, loaded.limits, { balance, bonusHeld })
        : { ok: false, errors: {} },
    submit: (amount) => action.confirm({ amount }),
  });

  // Kept for a new login if the server refuses the session before the money moved.
  useFormDraft('withdraw', outcome.succeeded ? undefined : loaded?.wallet.profile._id, form.values);

  const { setValue } = form;
  // While a bonus is held the withdrawal is the whole balance (docs/product.md#withdraw): the field holds it and cannot change.
  useEffect(() => {
    if (bonusHeld && balance !== undefined) setValue('amount', String(balance));
  }, [bonusHeld, balance, setValue]);

  const pending = action.pending || form.pending;
  const close = () => {
    if (!pending) onClose(false);
  };

  return (
    <>
      <ModalDialog open={!outcome.succeeded} onClose={close} title={t`Withdraw`}>
        <QueryView
          query={data}
          skeleton={<Skeleton shape="block" height={300} />}
          loadingLabel={t`Loading your balances`}
          errorTitle={t`Your balances could not be loaded`}
          headingLevel={3}
        >
          {({ limits }) => (
            <form className="wl-form wl-withdraw" onSubmit={form.handleSubmit} noValidate>
              <VerticalSliderPicker
                label={t`Withdraw from`}
                options={[
                  {
                    value: WALLET,
                    label: t`Main wallet`,
                    description: t`${formatAmount(balance ?? 0)} baht`,
                  },
                ]}
                value={WALLET}
                onChange={() => undefined}
              />
              <p className="wl-withdraw__note">
                <Trans>Game balances are moved to the main wallet first.</Trans>
              </p>
              {bonusHeld ? (
                <p className="wl-withdraw__bonus" role="note">
                  <Trans>
                    You hold a bonus. A withdrawal after a bonus must be the full amount, so your whole
                    balance is withdrawn.
                  </Trans>
                </p>
              ) : null}
              <TextField
                label={t`Amount (baht)`}
                numeric
                required
                readOnly={bonusHeld}
                hint={t`Minimum ${formatAmount(limits.withdrawMin)} baht, maximum ${formatAmount(limits.withdrawMax)} baht`}
                {...form.textField('amount')}
              />
              <Button type="submit" fullWidth loading={pending}>
                <Trans>Confirm withdrawal</Trans>
              </Button>
              <FormError message={form.serverError} />
              <UnknownResultNotice status={action.status} />
            </form>
          )}
        </QueryView>
      </ModalDialog>
      <MoneyOutcomeDialogs
        outcome={outcome}
        successTitle={t`Withdrawal requested`}
        successMessage={translate(i18n, { id: 'withdraw.pending' })}
        onSuccessAcknowledged={() => onClose(true)}
      />
    </>
  );
}
