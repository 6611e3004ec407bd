import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { totalBalance } from '@wallet/domain';
import { useWallet } from '@wallet/api-client/react';
import { BalanceCard, Button, Loader } from '@wallet/ui-kit';
import { useAppContext } from '../../shared/app-context';
import { useErrorText } from '../../shared/use-error-text';
import './home-page.css';

/** /user/home: profile name, total balance (wallet plus every game account), coins, time of last sync. */
export function HomePage() {
  const { t } = useLingui();
  const { session } = useAppContext();
  const wallet = useWallet();
  const errorText = useErrorText();
  const { data } = wallet;

  // The server's last balance sync is remembered locally (last_sync) for the next visit.
  useEffect(() => {
    if (data?.lastSync) session.setLastSync(data.lastSync);
  }, [data?.lastSync, session]);

  if (wallet.isPending) return <Loader active label={t`Loading your wallet`} />;
  if (!data)
    return (
      <section className="wl-home" aria-labelledby="home-error">
        <p id="home-error" role="alert">
          {errorText(wallet.error)}
        </p>
        <Button onClick={() => void wallet.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </section>
    );

  const lastSync = data.lastSync || session.getLastSync();
  return (
    <section className="wl-home" aria-labelledby="home-title">
      <h1 id="home-title" className="wl-home__name">
        {data.profile.name}
      </h1>
      <BalanceCard
        title={t`Total balance`}
        amount={totalBalance(data.wallet, data.slots)}
        currency={t`baht`}
        coins={{ label: t`Coins`, value: data.profile.coin ?? 0 }}
        {...(lastSync ? { lastSync: { label: t`Last sync`, at: lastSync } } : {})}
        loading={wallet.isFetching}
        action={
          <Button variant="secondary" onClick={() => void wallet.refetch()} loading={wallet.isFetching}>
            {t`Refresh balance`}
          </Button>
        }
      />
    </section>
  );
}
