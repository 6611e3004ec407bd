// One QR provider (docs/product.md#qr): preset chips, an amount, Create (one request per confirm), the live code with its
// mm:ss countdown, expiry that hides the code at once, regenerate, cancel, "I have paid" (the watch goes on and says
// so) and, once paid, the receipt.
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { NO_QR_STATE, type QrState } from '@wallet/api-client';
import { useCreateQrCode, useDeleteQrCode, useQrCode } from '@wallet/api-client/react';
import {
  canCreateQr,
  formatCountdown,
  formatDateTime,
  isQrExpired,
  qrCreateMinimum,
  qrPresets,
  shouldSubmitQrAmount,
  toAmount,
  type QrProvider,
} from '@wallet/domain';
import { Button, TextField, useToast } from '@wallet/ui-kit';
import { useAppContext } from '../../shared/app-context';
import { useMoney } from '../../shared/money/use-money';
import { useMoneyAction } from '../../shared/money/use-money-action';
import { MoneyForm, useMoneyForm } from '../../shared/money/use-money-form';
import { UnknownResultNotice } from '../../shared/money/unknown-result-notice';
import { useDepositOutcome, useDepositWatch } from '../../shared/money/use-deposit-watch';
import { useRefusalText } from '../../shared/refusal-text';
import { DepositReceipt } from './deposit-receipt';
import { QrCodeImage } from './qr-code-image';
import { qrFileName } from './qr-image-layout';
import { QrSaveShare } from './qr-save-share';
import { useQrSecondsLeft } from './use-qr-clock';

export interface QrProviderPanelProps {
  provider: QrProvider;
  name: string;
  /** Set when another provider created a code: this one reloads, then calls onRefreshed. */
  refreshFlaggedAt: number | null;
  onRefreshed: (provider: QrProvider) => void;
  /**
   * A code was created; `askedAt` (ms) is when it was asked for: the other providers are flagged for a reload, and
   * each reload answered since then clears a flag (the create's own refresh has answered by the time it returns).
   */
  onCreated: (provider: QrProvider, askedAt: number) => void;
}

export function QrProviderPanel({
  provider,
  name,
  refreshFlaggedAt,
  onRefreshed,
  onCreated,
}: QrProviderPanelProps) {
  const { t } = useLingui();
  const toast = useToast();
  const refusalText = useRefusalText();
  const { config } = useAppContext();
  const amounts = useMoney();
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const query = useQrCode(provider);
  // The newest known state: the create/cancel answer, or the server's read when it is newer.
  const [local, setLocal] = useState<{ qr: QrState; receivedAt: number } | null>(null);
  const [expired, setExpired] = useState<{ amount: number } | null>(null);
  const fromQuery = query.data ? { qr: query.data, receivedAt: query.dataUpdatedAt } : null;
  const current = local && (!fromQuery || local.receivedAt >= fromQuery.receivedAt) ? local : fromQuery;
  const qr = current?.qr ?? NO_QR_STATE;
  // A live code is a pending deposit: watched until paid (the panel then closes itself), cancelled or expired.
  const deposits = useDepositWatch();
  // At 00:00 the code is hidden at once and the panel says it expired (an expired code must not be scanned).
  const secondsLeft = useQrSecondsLeft(
    qr.hasQrcode ? (qr.expireIn ?? 0) : null,
    current?.receivedAt ?? 0,
    () => {
      deposits.forget(`qr:${provider}`);
      setExpired({ amount: qr.amount ?? 0 });
      setLocal({ qr: NO_QR_STATE, receivedAt: Date.now() });
    },
  );
  const live = qr.hasQrcode && qr.qrcodeId !== null && secondsLeft !== null && !isQrExpired(secondsLeft);

  // One code per provider: a new code replaces the watch of the old one under the same id.
  const watchId = `qr:${provider}`;
  const liveId = live ? qr.qrcodeId : null;
  useEffect(() => {
    if (liveId === null || qr.amount === null) return;
    // The wallet as the screens last read it: the payment's baseline (the wallet grown by the amount proves it).
    deposits.watch(watchId, {
      kind: 'qr',
      provider,
      qrcodeId: liveId,
      amount: qr.amount,
      walletBefore: deposits.walletAmount(),
    });
  }, [liveId, qr.amount, provider, deposits, watchId]);
  const outcome = useDepositOutcome(watchId);
  const landed = outcome?.state === 'landed' ? outcome : null;
  // The code left the server: its payment is looked for in the money, or it ended without one.
  const ended = !live && (outcome?.state === 'watching' || outcome?.state === 'unpaid') ? outcome : null;
  // "I have paid" tapped for the code on screen: the watch goes on, and the panel says the money shows up by itself.
  const [paidNoted, setPaidNoted] = useState<string | null>(null);
  // Paid: the code gives way to the receipt, in the panel the player is looking at.
  const [receipt, setReceipt] = useState<{ amount: number; landedAt: number } | null>(null);
  useEffect(
    () =>
      deposits.onOutcome(watchId, (next) => {
        if (next.state !== 'landed') return;
        setReceipt({ amount: next.amount ?? 0, landedAt: Date.now() });
        setExpanded(false);
        setPaidNoted(null);
        setExpired(null);
        setLocal({ qr: NO_QR_STATE, receivedAt: Date.now() });
      }),
    [deposits, watchId],
  );
  // When the code being created was asked for (see onCreated).
  const askedAt = useRef(0);

  // Another provider created a code: this one's read is reloading; the flag clears once it is back.
  useEffect(() => {
    if (refreshFlaggedAt !== null && !query.isFetching && query.dataUpdatedAt >= refreshFlaggedAt)
      onRefreshed(provider);
  }, [refreshFlaggedAt, query.isFetching, query.dataUpdatedAt, onRefreshed, provider]);

  const minimums = config.qrProviderMinimums;
  const currency = amounts.currency;
  const money = useMoneyForm({
    initialValues: { amount: '' },
    // Create is disabled below the minimum and an amount under 1 is silently ignored (docs/product.md#qr).
    isIncomplete: (values) => {
      const amount = toAmount(values.amount) ?? Number.NaN;
      return !canCreateQr(provider, amount, minimums, currency) || !shouldSubmitQrAmount(amount);
    },
    validate: (values) => {
      askedAt.current = Date.now();
      return { ok: true as const, value: { bankCode: provider, amount: toAmount(values.amount) ?? 0 } };
    },
    mutation: useCreateQrCode(),
    onSuccess: (answer: QrState) => {
      if (!answer.hasQrcode) {
        toast.danger(refusalText(answer.message ?? 'QR_FAIL'));
        return;
      }
      setExpired(null);
      setReceipt(null);
      setLocal({ qr: answer, receivedAt: Date.now() });
      onCreated(provider, askedAt.current);
    },
    failure: (error) => toast.danger(refusalText(error)),
  });
  const { form, action: create } = money;

  const cancel = useMoneyAction({
    mutation: useDeleteQrCode(),
    onSuccess: () => {
      deposits.forget(`qr:${provider}`);
      setExpired(null);
      setLocal({ qr: NO_QR_STATE, receivedAt: Date.now() });
      toast.info(t`The QR code was cancelled.`);
    },
    onFailure: (error) => toast.danger(refusalText(error)),
  });

  const amount = toAmount(form.values.amount) ?? Number.NaN;
  const minimum = qrCreateMinimum(provider, minimums, currency);
  const busy = money.pending;
  const refreshing = refreshFlaggedAt !== null;
  const minimumText = minimum > 0 ? t`Minimum ${amounts.format(minimum)}` : t`More than ${amounts.format(0)}`;
  // When the code on screen stops being payable (the server counts from its answer).
  const expiresAt = (current?.receivedAt ?? 0) + (qr.expireIn ?? 0) * 1000;

  const status = live
    ? t`Live QR code for ${amounts.format(qr.amount)}, ${formatCountdown(secondsLeft ?? 0)} left`
    : landed
      ? t`Deposit of ${amounts.format(landed.amount ?? 0)} received`
      : ended?.state === 'watching'
        ? t`The QR code ended. Checking your wallet…`
        : ended
          ? t`The QR code ended before a payment showed`
          : expired
            ? t`The QR code has expired`
            : null;

  return (
    <li className="wl-deposit-qr" aria-labelledby={headingId}>
      <div className="wl-deposit-qr__head">
        <h4 id={headingId} className="wl-deposit-qr__name">
          {name}
        </h4>
        <p className="wl-deposit-qr__minimum">{minimumText}</p>
        {/* Five rows saying "no code" look alike: an idle row shows its minimum only. */}
        {refreshing || status !== null ? (
          <p className="wl-deposit-qr__status">{refreshing ? <Trans>Updating…</Trans> : status}</p>
        ) : null}
        {/* A short word on screen keeps the row one line high; the name says which provider. */}
        <Button
          variant="secondary"
          className="wl-deposit-qr__toggle"
          aria-expanded={expanded}
          aria-label={expanded ? t`Hide ${name}` : t`Pay with ${name}`}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t`Hide` : t`Pay`}
        </Button>
      </div>
      {expanded ? (
        <div className="wl-deposit-qr__body">
          {live ? (
            <>
              <p className="wl-deposit-qr__amount">
                <Trans>Amount: {amounts.format(qr.amount)}</Trans>
              </p>
              <QrCodeImage
                markup={qr.qrcode ?? ''}
                label={t`QR code of ${name} for ${amounts.format(qr.amount)}`}
              />
              <p className="wl-deposit-qr__countdown">
                <Trans>Time left</Trans>{' '}
                <span role="timer" aria-label={t`Time left ${formatCountdown(secondsLeft ?? 0)}`}>
                  {formatCountdown(secondsLeft ?? 0)}
                </span>
              </p>
              <div className="wl-deposit-qr__actions">
                <Button onClick={() => setPaidNoted(qr.qrcodeId)}>
                  <Trans>I have paid</Trans>
                </Button>
                <Button
                  variant="secondary"
                  loading={cancel.pending}
                  onClick={() => void cancel.confirm({ qrcodeId: qr.qrcodeId ?? '' })}
                >
                  <Trans>Cancel QR code</Trans>
                </Button>
              </div>
              <QrSaveShare
                markup={qr.qrcode ?? ''}
                fileName={qrFileName(provider, qr.amount ?? 0)}
                texts={{
                  provider: name,
                  amount: t`Amount: ${amounts.format(qr.amount)}`,
                  expiry: t`Pay before ${formatDateTime(expiresAt)}`,
                }}
              />
              {paidNoted === qr.qrcodeId ? (
                <p className="wl-deposit-qr__paid" role="status">
                  <Trans>Thank you. The deposit shows up here by itself as soon as it arrives.</Trans>
                </p>
              ) : null}
              <UnknownResultNotice status={cancel.status} />
            </>
          ) : expired ? (
            <div className="wl-deposit-qr__expired">
              <p role="status">
                <Trans>This QR code has expired and can no longer be paid.</Trans>
              </p>
              <Button
                loading={busy}
                onClick={() => {
                  askedAt.current = Date.now();
                  void create.confirm({ bankCode: provider, amount: expired.amount });
                }}
              >
                <Trans>New QR code for {amounts.format(expired.amount)}</Trans>
              </Button>
              <UnknownResultNotice status={create.status} />
            </div>
          ) : (
            <MoneyForm money={money}>
              <div className="wl-deposit-qr__presets" role="group" aria-label={t`Amounts for ${name}`}>
                {qrPresets(provider, currency).map((preset) => (
                  <Button
                    key={preset}
                    variant="secondary"
                    aria-pressed={amount === preset}
                    onClick={() => form.setValue('amount', String(preset))}
                  >
                    {amounts.format(preset)}
                  </Button>
                ))}
              </div>
              <TextField
                {...form.textField('amount')}
                numeric
                label={t`Amount for ${name} (${amounts.unit})`}
                hint={minimumText}
              />
              <Button
                type="submit"
                loading={busy}
                disabled={!canCreateQr(provider, amount, minimums, currency)}
              >
                <Trans>Create QR code</Trans>
              </Button>
            </MoneyForm>
          )}
        </div>
      ) : null}
      {receipt && !live ? (
        <DepositReceipt amount={receipt.amount} method={name} landedAt={receipt.landedAt} />
      ) : null}
    </li>
  );
}
