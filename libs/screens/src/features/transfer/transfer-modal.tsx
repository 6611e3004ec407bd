// Transfer modal of home (docs/product.md#transfer): From and To sliders over the main wallet and every active game account,
// an amount with quick chips; POST /api/wallet/transfer through the one money-safety mechanism.
import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  validateTransfer,
  type AccountCurrency,
  type TransferInput,
  type TransferValue,
} from '@wallet/domain';
import { useTransfer, useWallet } from '@wallet/api-client/react';
import { Button, TextField, VerticalSliderPicker } from '@wallet/ui-kit';
import type { TransferModalProps } from '../../shared/dashboard-modals';
import { translate } from '../../i18n/translate';
import { useFormDraft } from '../../shared/form-draft';
import { MoneyFormModal } from '../../shared/money/money-form-modal';
import { useMoney } from '../../shared/money/use-money';
import { useMoneyForm } from '../../shared/money/use-money-form';
import { useWalletOptions, MAIN_WALLET } from './wallet-options';
import './transfer-modal.css';

/** Quick amounts offered under the field, in the account's currency; "All" adds From's whole balance. */
const QUICK_AMOUNTS: Readonly<Record<AccountCurrency, readonly number[]>> = {
  BAHT: [100, 500],
  LAK: [100_000, 500_000],
};

interface TransferForm {
  from: string;
  to: string;
  amount: string;
}

const initialValues = (presetTo?: string, draft?: Record<string, string>): TransferForm => ({
  from: draft?.['from'] ?? MAIN_WALLET,
  to: draft?.['to'] ?? presetTo ?? '',
  amount: draft?.['amount'] ?? '',
});

/** Mounted only while open, so each opening starts afresh (To preset by a game card's Transfer action). */
export default function TransferModal(props: TransferModalProps) {
  return props.open ? <OpenTransferModal key={props.presetTo ?? ''} {...props} /> : null;
}

function OpenTransferModal({ onClose, presetTo, draft }: TransferModalProps) {
  const { t, i18n } = useLingui();
  const amounts = useMoney();
  const wallet = useWallet();
  const amountRef = useRef<HTMLInputElement>(null);
  const { options, balanceOf } = useWalletOptions(wallet.data);

  const money = useMoneyForm<TransferForm, keyof TransferInput, TransferValue>({
    initialValues: initialValues(presetTo, draft),
    validate: (values) => validateTransfer(values, balanceOf(values.from), amounts.currency),
    mutation: useTransfer(),
    success: 'dialog',
  });
  const { form, outcome, pending } = money;

  // Kept for a new login if the server refuses the session before the money moved.
  useFormDraft('transfer', outcome.succeeded ? undefined : wallet.data?.profile._id, form.values, presetTo);

  // A game card's Transfer action, or a dialog reopened with its draft: the amount takes the focus once the form is on screen (after the balances load).
  const focused = useRef(false);
  const formShown = !outcome.succeeded && wallet.data !== undefined;
  useEffect(() => {
    if (formShown && (presetTo || draft) && !focused.current) {
      focused.current = true;
      amountRef.current?.focus();
    }
  }, [formShown, presetTo, draft]);

  const fromBalance = balanceOf(form.values.from);
  const amountField = form.textField('amount');
  // The game this transfer is about (From, else To): its whole balance can go back to the main wallet in one tap.
  const { from, to, amount } = form.values;
  const game = from && from !== MAIN_WALLET ? from : to && to !== MAIN_WALLET ? to : null;
  const gameBalance = game ? balanceOf(game) : undefined;
  const gameName = options.find((option) => option.value === game)?.label;
  const allBack = { from: game ?? '', to: MAIN_WALLET, amount: String(gameBalance ?? '') };
  const canMoveAllBack =
    game !== null &&
    gameBalance !== undefined &&
    gameBalance > 0 &&
    !(from === allBack.from && to === allBack.to && amount === allBack.amount);
  const moveAllBack = () => {
    form.setValue('from', allBack.from);
    form.setValue('to', allBack.to);
    form.setValue('amount', allBack.amount);
  };

  return (
    <MoneyFormModal
      money={money}
      title={t`Transfer`}
      query={wallet}
      skeletonHeight={320}
      className="wl-transfer"
      successTitle={translate(i18n, { id: 'transfer.success' })}
      onClose={onClose}
    >
      {() => (
        <>
          <div className="wl-transfer__pickers">
            <VerticalSliderPicker
              label={t`From`}
              options={options}
              value={form.values.from || null}
              onChange={(value) => form.setValue('from', value)}
              {...(form.errors.from ? { error: form.errors.from } : {})}
            />
            <VerticalSliderPicker
              label={t`To`}
              options={options}
              value={form.values.to || null}
              onChange={(value) => form.setValue('to', value)}
              {...(form.errors.to ? { error: form.errors.to } : {})}
            />
          </div>
          <TextField ref={amountRef} label={t`Amount (${amounts.unit})`} numeric required {...amountField} />
          <div className="wl-transfer__chips" role="group" aria-label={t`Quick amounts`}>
            {QUICK_AMOUNTS[amounts.currency].map((amount) => (
              <Button
                key={amount}
                variant="secondary"
                onClick={() => form.setValue('amount', String(amount))}
              >
                {amounts.format(amount)}
              </Button>
            ))}
            <Button
              variant="secondary"
              disabled={fromBalance === undefined}
              onClick={() => form.setValue('amount', String(fromBalance ?? ''))}
            >
              {t`All`}
            </Button>
          </div>
          {canMoveAllBack ? (
            <Button variant="secondary" fullWidth onClick={moveAllBack}>
              {t`Move all of ${gameName} back to the main wallet`}
            </Button>
          ) : null}
          {fromBalance !== undefined ? (
            <p className="wl-transfer__note">
              <Trans>Available: {amounts.format(fromBalance)}</Trans>
            </p>
          ) : null}
          <Button type="submit" fullWidth loading={pending}>
            <Trans>Confirm transfer</Trans>
          </Button>
        </>
      )}
    </MoneyFormModal>
  );
}
