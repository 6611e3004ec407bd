import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatAmount, formatDateTime, totalBalance } from '@wallet/domain';
import { useWallet } from '@wallet/api-client/react';
import { BalanceCard, Button, Loader } from '@wallet/ui-kit';
import { useAppContext } from '../../app/app-context';
import { useErrorText } from '../../errors/use-error-text';
import './home-page.css';

/** /user/home: profile name, total balance (wallet plus every game account), coins, time of last sync. */
export function HomePage() {
  const { t } = useLingui();
  const { session } = useAppContext();
  const wallet = useWallet();
  const errorText = useErrorText();
  const { data, dataUpdatedAt } = wallet;

  // The last successful balance sync is remembered across visits (stored locally as last_sync).
  useEffect(() => {
    if (data && dataUpdatedAt > 0) session.setLastSync(new Date(dataUpdatedAt).toISOString());
  }, [data, dataUpdatedAt, session]);

  if (wallet.isPending) return <Loader label={t`Loading your wallet`} />;
  if (wallet.isError && !data)
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

  const total = totalBalance(data.wallet, data.slots);
  const lastSync = session.getLastSync();
  const coins = data.profile.coin ?? 0;
  return (
    <section className="wl-home" aria-labelledby="home-title">
      <h1 id="home-title" className="wl-home__name">
        {data.profile.name}
      </h1>
      <BalanceCard
        label={t`Total balance`}
        amount={formatAmount(total)}
        currency={t`baht`}
        details={[
          { label: t`Coins`, value: formatAmount(coins) },
          { label: t`Last sync`, value: lastSync ? formatDateTime(lastSync) : '-' },
        ]}
        refreshing={wallet.isFetching}
        onRefresh={() => void wallet.refetch()}
        refreshLabel={t`Refresh balance`}
      />
    </section>
  );
}
