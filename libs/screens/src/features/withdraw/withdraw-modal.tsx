// Withdraw modal of home (docs/product.md#withdraw): where the money goes (the bank in the reader's language, the account's
// last four digits) and how long approval takes, the wallet-and-games slider with the game balances that move first,
// the amount with the server's minimum and maximum, the whole balance while a bonus is held; POST
// /api/wallet/withdrawAll through the one money-safety mechanism.
import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  accountNumberEnding,
  maskAccountNumber,
  totalBalance,
  validateWithdraw,
  type WithdrawLimits,
} from '@wallet/domain';
import type { BonusActiveCheck, WalletResponse } from '@wallet/api-client';
import { useActiveBonus, useLookupWithdraw, useWallet, useWithdrawAll } from '@wallet/api-client/react';
import { Button, TextField, VerticalSliderPicker } from '@wallet/ui-kit';
import type { DashboardModalProps } from '../../shared/dashboard-modals';
import { translate } from '../../i18n/translate';
import { useFormDraft } from '../../shared/form-draft';
import { MoneyFormModal } from '../../shared/money/money-form-modal';
import { useMoney } from '../../shared/money/use-money';
import { useMoneyForm } from '../../shared/money/use-money-form';
import { combinedFetchStatus, type QueryState } from '../../shared/query-view/query-view';
import { useBankName } from '../../shared/use-bank-name';
import './withdraw-modal.css';

interface WithdrawData {
  wallet: WalletResponse;
  /** The server's limits and, when it gives one, its usual approval time in minutes. */
  limits: WithdrawLimits & { approvalMinutes?: number | undefined };
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

/** The game balances withdrawAll moves to the wallet before it withdraws: every active game holding money. */
const movingGames = (wallet: WalletResponse) =>
  wallet.slots.filter((slot) => slot.isActive && slot.amount > 0);

/** What withdrawAll can take: the main wallet plus every game balance it gathers first. */
const withdrawable = (wallet: WalletResponse) => totalBalance(wallet.wallet, movingGames(wallet));

/** Where the money goes and how long approval takes: the player's bank account, masked to its last four digits. */
function WithdrawDestination({ data }: { data: WithdrawData }) {
  const { t } = useLingui();
  const bankName = useBankName();
  const { bankAccount } = data.wallet;
  const ending = accountNumberEnding(bankAccount.bankAccountNo);
  const minutes = data.limits.approvalMinutes;
  return (
    <dl className="wl-withdraw__facts">
      <div className="wl-withdraw__fact">
        <dt>{t`To your account`}</dt>
        <dd>
          <span className="wl-withdraw__bank">{bankName(bankAccount.bank)}</span>{' '}
          {/* Read out as words ("account ending in 7890"), not as four bullets. */}
          <span role="img" aria-label={t`account ending in ${ending}`} className="wl-withdraw__number">
            {maskAccountNumber(bankAccount.bankAccountNo)}
          </span>
        </dd>
      </div>
      <div className="wl-withdraw__fact">
        <dt>{t`Approval`}</dt>
        <dd>
          {minutes !== undefined
            ? t`Usually approved within ${minutes} min`
            : t`Our team approves each withdrawal before it is paid`}
        </dd>
      </div>
    </dl>
  );
}

/** The game balances that move to the wallet first, each with its amount. */
function MovingGamesNote({ wallet }: { wallet: WalletResponse }) {
  const amounts = useMoney();
  const games = movingGames(wallet);
  if (games.length === 0)
    return (
      <p className="wl-withdraw__note">
        <Trans>No game holds a balance: the withdrawal comes from the wallet alone.</Trans>
      </p>
    );
  return (
    <div className="wl-withdraw__note">
      <p>
        <Trans>These game balances move to the wallet first:</Trans>
      </p>
      <ul className="wl-withdraw__games">
        {games.map((slot) => (
          <li key={slot.code}>
            <span>{slot.name}</span>{' '}
            <span className="wl-withdraw__amount">{amounts.format(slot.amount)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Mounted only while open, so each opening starts afresh. */
export default function WithdrawModal(props: DashboardModalProps) {
  return props.open ? <OpenWithdrawModal {...props} /> : null;
}

function OpenWithdrawModal({ onClose, draft }: DashboardModalProps) {
  const { t, i18n } = useLingui();
  const amounts = useMoney();
  const data = useWithdrawData();

  const loaded = data.data;
  const balance = loaded ? withdrawable(loaded.wallet) : undefined;
  const bonusHeld = loaded?.bonus.status === true;

  // A withdrawal in full ends a held bonus: useWithdrawAll refreshes the bonus check with the balances.
  const money = useMoneyForm<WithdrawForm, 'amount', number, { amount: number }>({
    initialValues: { amount: draft?.['amount'] ?? '' },
    validate: (values) =>
      loaded && balance !== undefined
        ? validateWithdraw(values.amount, loaded.limits, { balance, bonusHeld }, amounts.currency)
        : { ok: false, errors: {} },
    mutation: useWithdrawAll(),
    toInput: (amount) => ({ amount }),
    success: 'dialog',
  });
  const { form, outcome, pending } = money;

  // Kept for a new login if the server refuses the session before the money moved.
  useFormDraft('withdraw', outcome.succeeded ? undefined : loaded?.wallet.profile._id, form.values);

  const { setValue } = form;
  // While a bonus is held the withdrawal is the whole balance (docs/product.md#withdraw): the field holds it and cannot change.
  useEffect(() => {
    if (bonusHeld && balance !== undefined) setValue('amount', String(balance));
  }, [bonusHeld, balance, setValue]);

  return (
    <MoneyFormModal
      money={money}
      title={t`Withdraw`}
      query={data}
      skeletonHeight={300}
      className="wl-withdraw"
      successTitle={t`Withdrawal requested`}
      successMessage={translate(i18n, { id: 'withdraw.pending' })}
      onClose={onClose}
    >
      {(loadedData) => (
        <>
          <WithdrawDestination data={loadedData} />
          <VerticalSliderPicker
            label={t`Withdraw from`}
            options={[
              {
                value: WALLET,
                // withdrawAll takes from the wallet and every game, unlike Transfer's "Main wallet" (the wallet alone).
                label: t`Wallet and games`,
                description: amounts.format(balance ?? 0),
              },
            ]}
            value={WALLET}
            onChange={() => undefined}
          />
          <MovingGamesNote wallet={loadedData.wallet} />
          {bonusHeld ? (
            <p className="wl-withdraw__bonus" role="note">
              <Trans>
                You hold a bonus. A withdrawal after a bonus must be the full amount, so your whole balance is
                withdrawn.
              </Trans>
            </p>
          ) : null}
          <TextField
            label={t`Amount (${amounts.unit})`}
            numeric
            required
            readOnly={bonusHeld}
            hint={t`Minimum ${amounts.format(loadedData.limits.withdrawMin)}, maximum ${amounts.format(loadedData.limits.withdrawMax)}`}
            {...form.textField('amount')}
          />
          <Button type="submit" fullWidth loading={pending}>
            <Trans>Confirm withdrawal</Trans>
          </Button>
        </>
      )}
    </MoneyFormModal>
  );
}
