import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { totalBalance } from '@wallet/domain';
import { useWallet } from '@wallet/api-client/react';
import { BalanceCard, Button, Skeleton } from '@wallet/ui-kit';
import { useAppContext } from '../../shared/app-context';
import { PageLayout } from '../../shared/page-layout/page-layout';
import { QueryView } from '../../shared/query-view/query-view';
import type { DashboardModals } from '../../shared/dashboard-modals';

/** /user/home: profile name, total balance (wallet plus every game account), coins, time of last sync. */
export function HomePage({ modals }: { modals: DashboardModals }) {
  const { t } = useLingui();
  const { session } = useAppContext();
  const wallet = useWallet();
  const { data } = wallet;

  // The server's last balance sync is remembered locally (last_sync) for the next visit.
  useEffect(() => {
    if (data?.lastSync) session.setLastSync(data.lastSync);
  }, [data?.lastSync, session]);

  const lastSync = data?.lastSync || session.getLastSync();
  return (
    <PageLayout width="wide" title={data?.profile.name ?? t`Your wallet`}>
      <QueryView
        query={wallet}
        loadingLabel={t`Loading your wallet`}
        errorTitle={t`Your wallet could not be loaded`}
        skeleton={<Skeleton shape="block" height={160} />}
      >
        {(loaded) => (
          <BalanceCard
            title={t`Total balance`}
            amount={totalBalance(loaded.wallet, loaded.slots)}
            currency={t`baht`}
            coins={{ label: t`Coins`, value: loaded.profile.coin ?? 0 }}
            {...(lastSync ? { lastSync: { label: t`Last sync`, at: lastSync } } : {})}
            loading={wallet.isFetching}
            action={
              <Button variant="secondary" onClick={() => void wallet.refetch()} loading={wallet.isFetching}>
                {t`Refresh balance`}
              </Button>
            }
          />
        )}
      </QueryView>
    </PageLayout>
  );
}
