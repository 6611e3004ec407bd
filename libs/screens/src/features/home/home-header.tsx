// Home header (docs/product.md#home): name, total balance, coins, last balance sync as relative time (exact date on
// hover/focus) and the bank account. Offline, the balance is marked with the time it was last read, never as current.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import type { WalletResponse } from '@wallet/api-client';
import { formatAccountNumber, formatDateTime, relativeTime, totalBalance } from '@wallet/domain';
import { BalanceCard } from '@wallet/ui-kit';
import { formatCount, pluralForm } from '../../i18n/format-count';
import { useIsOnline } from '../../shared/network/online-status';
import { useMoney } from '../../shared/money/use-money';
import { useBankName } from '../../shared/use-bank-name';

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

/**
 * "3 minutes ago" from the catalogues, not Intl.RelativeTimeFormat: Chromium's ICU has no Lao relative-time data and
 * answers "5 minutes ago" in English on a Lao page. A time ahead of the device clock (skew) reads as "just now".
 */
export function Ago({ value, unit }: ReturnType<typeof relativeTime>) {
  const { i18n } = useLingui();
  const count = -value;
  if (count <= 0) return <Trans>just now</Trans>;
  // A select on the plural form, not Lingui's plural (format-count.ts says why).
  const form = pluralForm(count, i18n.locale);
  const shown = formatCount(count, i18n.locale);
  switch (unit) {
    case 'year':
      return <Select value={form} _one={`${shown} year ago`} other={`${shown} years ago`} />;
    case 'month':
      return <Select value={form} _one={`${shown} month ago`} other={`${shown} months ago`} />;
    case 'day':
      return <Select value={form} _one={`${shown} day ago`} other={`${shown} days ago`} />;
    case 'hour':
      return <Select value={form} _one={`${shown} hour ago`} other={`${shown} hours ago`} />;
    case 'minute':
      return <Select value={form} _one={`${shown} minute ago`} other={`${shown} minutes ago`} />;
    case 'second':
      return <Select value={form} _one={`${shown} second ago`} other={`${shown} seconds ago`} />;
  }
}

/** "3 minutes ago" in the player's language; the exact date shows on hover and on keyboard focus. */
export function RelativeTime({ at }: { at: string }) {
  const now = useNow();
  const tipId = useId();
  const exact = formatDateTime(at);
  return (
    <span className="wl-home-time">
      {/* Focusable so keyboard users can reveal the exact date, as a pointer hover does. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the exact date is a tooltip that focus must reveal */}
      <time className="wl-home-time__relative" dateTime={at} tabIndex={0} aria-describedby={tipId}>
        <Ago {...relativeTime(at, now)} />
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
  /** The money moves of the balance itself (Deposit, Withdraw, Transfer: money-actions.tsx), right under the card. */
  moneyActions?: ReactNode;
}

export function HomeHeader({
  wallet,
  lastSync,
  refreshing,
  syncedAt,
  action,
  moneyActions,
}: HomeHeaderProps) {
  const { t } = useLingui();
  const money = useMoney();
  const bankName = useBankName();
  const online = useIsOnline();
  const { bankAccount } = wallet;
  const synced = <RelativeTime at={new Date(syncedAt).toISOString()} />;
  return (
    <div className="wl-home-header">
      <BalanceCard
        className={online ? undefined : 'wl-home-balance--offline'}
        subtitle={online ? undefined : <Trans>Offline: last synced {synced}</Trans>}
        title={t`Total balance`}
        amount={totalBalance(wallet.wallet, wallet.slots)}
        currency={money.unit}
        currencyCode={money.currency}
        coins={{ label: t`Coins`, value: wallet.profile.coin ?? 0 }}
        loading={refreshing}
        action={action}
      />
      {moneyActions}
      <dl className="wl-home-facts">
        <div className="wl-home-facts__item">
          {/* The server's sync of the game accounts' balances (lastSync), not the age of the total above. */}
          <dt>{t`Game balances synced`}</dt>
          <dd>{lastSync ? <RelativeTime at={lastSync} /> : '-'}</dd>
        </div>
        <div className="wl-home-facts__item">
          <dt>{t`Bank`}</dt>
          <dd>{bankName(bankAccount.bank)}</dd>
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
