// Home header (SPEC sections 1-2): name, total balance, coins, last balance sync as relative time (exact date on
// hover/focus) and the bank account. Offline, the balance is marked with the time it was last read, never as current.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WalletResponse } from '@wallet/api-client';
import {
  formatAccountNumber,
  formatDateTime,
  relativeTime,
  toBcp47,
  totalBalance,
  type Locale,
} from '@wallet/domain';
import { BalanceCard } from '@wallet/ui-kit';
import { useAppContext } from '../../shared/app-context';
import { useIsOnline } from '../../shared/network/online-status';

/** How often the relative time is re-rendered ("3 minutes ago" becomes "4 minutes ago"). */
const RELATIVE_TIME_TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), RELATIVE_TIME_TICK_MS);
    return () => clearInterval(id);
  }, []);
  return now;
}

/** "3 minutes ago" in the player's language; the exact date shows on hover and on keyboard focus. */
export function RelativeTime({ at, locale }: { at: string; locale: Locale }) {
  const now = useNow();
  const tipId = useId();
  const { value, unit } = relativeTime(at, now);
  const text = new Intl.RelativeTimeFormat(toBcp47(locale), { numeric: 'auto' }).format(value, unit);
  const exact = formatDateTime(at);
  return (
    <span className="wl-home-time">
      {/* Focusable so keyboard users can reveal the exact date, as a pointer hover does. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the exact date is a tooltip that focus must reveal */}
      <time className="wl-home-time__relative" dateTime={at} tabIndex={0} aria-describedby={tipId}>
        {text}
      </time>
      <span id={tipId} role="tooltip" className="wl-home-time__exact">
        {exact}
      </span>
    </span>
  );
}

export interface HomeHeaderProps {
  wallet: WalletResponse;
  lastSync: string | null;
  refreshing: boolean;
  /** When these figures were read from the server (ms since the epoch): shown as "last synced" while offline. */
  syncedAt: number;
  action?: ReactNode;
}

export function HomeHeader({ wallet, lastSync, refreshing, syncedAt, action }: HomeHeaderProps) {
  const { t } = useLingui();
  const { locale } = useAppContext();
  const online = useIsOnline();
  const { bankAccount } = wallet;
  const synced = <RelativeTime at={new Date(syncedAt).toISOString()} locale={locale} />;
  return (
    <div className="wl-home-header">
      <BalanceCard
        className={online ? undefined : 'wl-home-balance--offline'}
        subtitle={online ? undefined : <Trans>Offline: last synced {synced}</Trans>}
        title={t`Total balance`}
        amount={totalBalance(wallet.wallet, wallet.slots)}
        currency={t`baht`}
        coins={{ label: t`Coins`, value: wallet.profile.coin ?? 0 }}
        loading={refreshing}
        action={action}
      />
      <dl className="wl-home-facts">
        <div className="wl-home-facts__item">
          <dt>{t`Last sync`}</dt>
          <dd>{lastSync ? <RelativeTime at={lastSync} locale={locale} /> : '-'}</dd>
        </div>
        <div className="wl-home-facts__item">
          <dt>{t`Bank`}</dt>
          <dd>{bankAccount.bank.nameTH}</dd>
        </div>
        <div className="wl-home-facts__item">
          <dt>{t`Account holder`}</dt>
          <dd>{bankAccount.bankAccountName}</dd>
        </div>
        <div className="wl-home-facts__item">
          <dt>{t`Account number`}</dt>
          <dd className="wl-home-facts__number">{formatAccountNumber(bankAccount.bankAccountNo)}</dd>
        </div>
      </dl>
    </div>
  );
}
