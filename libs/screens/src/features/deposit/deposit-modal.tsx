// The deposit modal (docs/product.md#deposit): bank transfer accounts, QR payments, True Wallet (automatic or gift link) and slip
// upload, from GET /api/lookup/deposit. Opened by the home Deposit widget; closing it stops every timer.
import { useCallback, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLookupDeposit } from '@wallet/api-client/react';
import {
  classifyDepositBank,
  DEPOSIT_ARRIVAL_MINUTES,
  groupDepositBanks,
  isQrProvider,
  qrProvidersToRefresh,
  TRUE_WALLET_MIN_BAHT,
  type QrProvider,
} from '@wallet/domain';
import { ModalDialog, Skeleton } from '@wallet/ui-kit';
import { useAppContext } from '../../shared/app-context';
import type { DashboardModalProps } from '../../shared/dashboard-modals';
import { QueryView } from '../../shared/query-view/query-view';
import { BankTransferSection, bankNameOf } from './bank-transfer-section';
import { GiftLinkForm } from './gift-link-form';
import { QrProviderPanel } from './qr-provider-panel';
import { SlipUploadSection } from './slip-upload-section';
import './deposit-modal.css';

type DepositLookup = NonNullable<ReturnType<typeof useLookupDeposit>['data']>;

function QrSection({ lookup }: { lookup: DepositLookup }) {
  const headingId = useId();
  const { locale } = useAppContext();
  const providers = groupDepositBanks(lookup.banks).qr.filter((bank) => isQrProvider(bank.bankCode));
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

export default function DepositModal({ open, onClose }: DashboardModalProps) {
  const { t } = useLingui();
  const lookup = useLookupDeposit({ enabled: open });
  // How many times the player asked for the slip section (0: not yet); each ask scrolls to it and focuses it.
  const [slipReveal, setSlipReveal] = useState(0);
  return (
    <ModalDialog open={open} onClose={() => onClose()} title={t`Deposit`} size="full">
      {open ? (
        <QueryView
          query={lookup}
          skeleton={<DepositSkeleton />}
          loadingLabel={t`Loading the deposit accounts`}
          errorTitle={<Trans>The deposit accounts could not be loaded</Trans>}
          headingLevel={3}
        >
          {(data) => (
            <div className="wl-deposit">
              <ul className="wl-deposit__rules">
                <li>
                  <Trans>A deposit arrives in your wallet within {DEPOSIT_ARRIVAL_MINUTES} minute.</Trans>
                </li>
                <li>
                  <Trans>QR codes are single use and time-limited.</Trans>
                </li>
              </ul>
              <BankTransferSection
                banks={data.banks.filter((bank) => classifyDepositBank(bank) !== 'qr')}
                onUploadSlip={() => setSlipReveal((count) => count + 1)}
              />
              <QrSection lookup={data} />
              <WalletSection wallets={data.wallets} />
              {data.isManual || slipReveal > 0 ? <SlipUploadSection reveal={slipReveal} /> : null}
            </div>
          )}
        </QueryView>
      ) : null}
    </ModalDialog>
  );
}
