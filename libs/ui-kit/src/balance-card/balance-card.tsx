// Dashboard card with the total balance, coins and last sync time; amounts and dates are formatted by @wallet/domain.
import type { ReactNode } from 'react';
import { formatDateTime, formatMoneyNumber, wholeCoins, type AccountCurrency } from '../domain-bridge';
import { cx } from '../internal/cx';
import { useKitTexts } from '../texts/kit-texts';

export interface BalanceCardProps {
  /** Card heading, e.g. "Total balance". */
  title: ReactNode;
  /** Balance in the account's currency; non-numbers show a dash (domain rule). */
  amount: number | null | undefined;
  /** Currency text after the amount, e.g. "฿" or "THB". */
  currency: ReactNode;
  /** The account's currency, which decides how the amount is written (kip whole, baht two decimals). Default BAHT. */
  currencyCode?: AccountCurrency;
  /** Player name or other line above the balance. */
  subtitle?: ReactNode;
  /** Coins are a count: shown whole (3, never 3.00). */
  coins?: { label: ReactNode; value: number };
  lastSync?: { label: ReactNode; at: Date | string | number };
  /** Shows skeleton text while the wallet loads. */
  loading?: boolean;
  /**
   * While loading, names the empty value slot and the unit for a page's own early script (`data-early-slot`); the
   * value slot also carries `data-currency`, the currency the card was rendered in (the only one written into it).
   */
  earlySlots?: { value: string; unit: string };
  /** Action area (e.g. refresh button). */
  action?: ReactNode;
  className?: string;
}

/** Branded balance card; long amounts wrap instead of overflowing at 360 px. */
export function BalanceCard({
  title,
  amount,
  currency,
  currencyCode = 'BAHT',
  subtitle,
  coins,
  lastSync,
  loading = false,
  earlySlots,
  action,
  className,
}: BalanceCardProps) {
  const texts = useKitTexts();
  return (
    <section className={cx('wk-balance-card', className)} aria-busy={loading || undefined}>
      <div className="wk-balance-card__head">
        <div className="wk-balance-card__titles">
          {subtitle ? <p className="wk-balance-card__subtitle">{subtitle}</p> : null}
          <h2 className="wk-balance-card__title">{title}</h2>
        </div>
        {action ? <div className="wk-balance-card__action">{action}</div> : null}
      </div>
      <p className="wk-balance-card__amount">
        {loading ? (
          <>
            {/* While loading, the value is an empty slot with a placeholder bar after it: a page's own early script
                may write a known balance into it before the app runs (the wallet apps' prerendered home), and
                hydration keeps that text (an empty text, not no children: hydration then compares text, which the
                flag lets differ, not nodes). A filled slot hides the bar and shows the currency, which keeps its room
                unseen until then (balance-card.css). */}
            <span
              className="wk-balance-card__value"
              data-early-slot={earlySlots?.value}
              data-currency={earlySlots ? currencyCode : undefined}
              suppressHydrationWarning
            >
              {''}
            </span>
            <span className="wk-balance-card__skeleton" aria-hidden="true" />
            <span className="wk-balance-card__currency" data-early-slot={earlySlots?.unit}>
              {' '}
              {currency}
            </span>
          </>
        ) : (
          <>
            {/* The space is the currency's own: outside, it would be a text of the line that moves as the line fills. */}
            <span className="wk-balance-card__value">{formatMoneyNumber(amount, currencyCode)}</span>
            <span className="wk-balance-card__currency"> {currency}</span>
          </>
        )}
      </p>
      {/* Beside the line, not in it: a text painted in the line (even clipped) would make the browser count the
          line's paint before the value comes (its largest-contentful-paint candidate would be that, not the value). */}
      {loading ? <p className="wk-visually-hidden">{texts.loading}</p> : null}
      {coins || lastSync ? (
        <dl className="wk-balance-card__meta">
          {coins ? (
            <div className="wk-balance-card__meta-item">
              <dt>{coins.label}</dt>
              <dd>{loading ? '…' : wholeCoins(coins.value)}</dd>
            </div>
          ) : null}
          {lastSync ? (
            <div className="wk-balance-card__meta-item">
              <dt>{lastSync.label}</dt>
              <dd>{formatDateTime(lastSync.at)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
