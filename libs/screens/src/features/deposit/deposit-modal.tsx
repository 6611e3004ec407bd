// The deposit modal (docs/product.md#deposit), from GET /api/lookup/deposit: first a choice of methods (QR payment, bank
// transfer, True Wallet, upload a slip; QR first), then the chosen method alone, with a way back to the choice. Opened
// by the home Deposit widget; closing it stops every timer.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLookupDeposit } from '@wallet/api-client/react';
import {
  DEPOSIT_ARRIVAL_MINUTES,
  qrProvidersToRefresh,
  TRUE_WALLET_MIN_BAHT,
  type QrProvider,
} from '@wallet/domain';
import { Button, ModalDialog, Skeleton } from '@wallet/ui-kit';
import { useAppContext } from '../../shared/app-context';
import type { DashboardModalProps } from '../../shared/dashboard-modals';
import { QueryView } from '../../shared/query-view/query-view';
import { BankTransferSection, bankNameOf } from './bank-transfer-section';
import { DepositMethodChoice } from './deposit-method-choice';
import { depositMethods, qrProvidersOf, transferBanksOf, type DepositMethod } from './deposit-methods';
import { GiftLinkForm } from './gift-link-form';
import { QrProviderPanel } from './qr-provider-panel';
import { SlipUploadSection } from './slip-upload-section';
import './deposit-modal.css';

type DepositLookup = NonNullable<ReturnType<typeof useLookupDeposit>['data']>;

function QrSection({ lookup }: { lookup: DepositLookup }) {
  const headingId = useId();
  const { locale } = useAppContext();
  const providers = qrProvidersOf(lookup.banks);
  const offered = providers.map((bank) => bank.bankCode as QrProvider);
  const [flags, setFlags] = useState<Partial<Record<QrProvider, number>>>({});
  // Creating a code for one provider flags the others; each clears its flag once its code is reloaded (docs/product.md#deposit):
  // a reload answered after the code was asked for.
  const onCreated = (created: QrProvider, askedAt: number) => {
    setFlags(Object.fromEntries(qrProvidersToRefresh(created, offered).map((p) => [p, askedAt])));
  };
  const onRefreshed = useCallback(
    (provider: QrProvider) =>
      setFlags((current) => {
        if (current[provider] === undefined) return current;
        const next = { ...current };
        delete next[provider];
        return next;
      }),
    [],
  );
  if (providers.length === 0) return null;
  return (
    <section className="wl-deposit__section" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>QR payment</Trans>
      </h3>
      <p>
        <Trans>Each QR code can be paid once and only until its time runs out.</Trans>
      </p>
      <ul className="wl-deposit__list">
        {providers.map((bank) => {
          const provider = bank.bankCode as QrProvider;
          return (
            <QrProviderPanel
              key={provider}
              provider={provider}
              name={bankNameOf(bank, locale)}
              refreshFlaggedAt={flags[provider] ?? null}
              onRefreshed={onRefreshed}
              onCreated={onCreated}
            />
          );
        })}
      </ul>
    </section>
  );
}

function WalletSection({ wallets }: { wallets: DepositLookup['wallets'] }) {
  const headingId = useId();
  if (wallets.length === 0) return null;
  return (
    <section className="wl-deposit__section" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>True Wallet</Trans>
      </h3>
      <p>
        <Trans>True Wallet deposits start at {TRUE_WALLET_MIN_BAHT} baht.</Trans>
      </p>
      <ul className="wl-deposit__list">
        {wallets.map((wallet) => (
          <li key={`${wallet.mode}-${wallet.walletAccountName}`} className="wl-deposit-wallet">
            {wallet.mode === 'LINK' ? (
              <>
                <p>
                  <Trans>Send a gift link to {wallet.walletAccountName}</Trans>
                </p>
                <GiftLinkForm walletAccountName={wallet.walletAccountName} />
              </>
            ) : (
              <p>
                <Trans>
                  Transfer to the True Wallet {wallet.walletAccountName}: it arrives automatically.
                </Trans>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function DepositSkeleton() {
  return (
    <div className="wl-deposit__skeleton">
      <Skeleton shape="text" lines={2} />
      <Skeleton shape="block" height={220} />
      <Skeleton shape="block" height={160} />
    </div>
  );
}

/** One method, alone, under a button back to the choice; its heading takes the focus when it opens. */
function MethodPanel({
  data,
  method,
  onBack,
  onChoose,
}: {
  data: DepositLookup;
  method: DepositMethod;
  onBack: () => void;
  onChoose: (method: DepositMethod) => void;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const heading = ref.current?.querySelector('h3');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [method]);
  return (
    <div className="wl-deposit wl-deposit--method" ref={ref}>
      {/* Beside the method's heading (see the CSS), so the method keeps the whole screen. */}
      <Button
        variant="secondary"
        className="wl-deposit__back"
        aria-label={t`All deposit methods`}
        title={t`All deposit methods`}
        onClick={onBack}
      >
        <span aria-hidden="true">←</span>
      </Button>
      {method === 'qr' ? <QrSection lookup={data} /> : null}
      {method === 'bank' ? (
        <BankTransferSection banks={transferBanksOf(data.banks)} onUploadSlip={() => onChoose('slip')} />
      ) : null}
      {method === 'wallet' ? <WalletSection wallets={data.wallets} /> : null}
      {method === 'slip' ? <SlipUploadSection /> : null}
    </div>
  );
}

/** The dialog's content, mounted only while it is open: each opening starts at the choice. */
function DepositContent() {
  const { t } = useLingui();
  const lookup = useLookupDeposit({ enabled: true });
  // The method on screen (null: the choice). Going back puts the focus on the method's own choice button.
  const [method, setMethod] = useState<DepositMethod | null>(null);
  const [cameBackFrom, setCameBackFrom] = useState<DepositMethod | null>(null);
  return (
    <QueryView
      query={lookup}
      skeleton={<DepositSkeleton />}
      loadingLabel={t`Loading the deposit accounts`}
      errorTitle={<Trans>The deposit accounts could not be loaded</Trans>}
      headingLevel={3}
    >
      {(data) =>
        method === null ? (
          <div className="wl-deposit">
            <ul className="wl-deposit__rules">
              <li>
                <Trans>A deposit arrives in your wallet within {DEPOSIT_ARRIVAL_MINUTES} minute.</Trans>
              </li>
              <li>
                <Trans>QR codes are single use and time-limited.</Trans>
              </li>
            </ul>
            <DepositMethodChoice
              methods={depositMethods(data)}
              giftLink={data.wallets.some((wallet) => wallet.mode === 'LINK')}
              focus={cameBackFrom}
              onChoose={(chosen) => {
                setCameBackFrom(null);
                setMethod(chosen);
              }}
            />
          </div>
        ) : (
          <MethodPanel
            data={data}
            method={method}
            onChoose={setMethod}
            onBack={() => {
              setCameBackFrom(method);
              setMethod(null);
            }}
          />
        )
      }
    </QueryView>
  );
}

export default function DepositModal({ open, onClose }: DashboardModalProps) {
  const { t } = useLingui();
  return (
    <ModalDialog open={open} onClose={() => onClose()} title={t`Deposit`} size="full">
      {open ? <DepositContent /> : null}
    </ModalDialog>
  );
}
