// The receipt of a deposit that landed (docs/product.md#deposit): what a player keeps, shown in place of the code
// without a tap: the amount, the method, the time, the statement's reference and a link to the statement, then the
// new balance. The statement row is read once the money is in (its reference is the server's, not ours).
import { useId } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStatements, useWallet } from '@wallet/api-client/react';
import { formatDateTime, totalBalance } from '@wallet/domain';
import { useMoney } from '../../shared/money/use-money';
import { paths } from '../../shared/paths';

/** How far before the landing a statement row may be dated and still be this deposit (clock skew, the watch's pace). */
const RECEIPT_MATCH_WINDOW_MS = 10 * 60_000;

export interface DepositReceiptProps {
  amount: number;
  /** The method as the player chose it (the QR provider's name). */
  method: string;
  /** When the app saw the money land (ms since the epoch): the time shown until the statement row is read. */
  landedAt: number;
}

export function DepositReceipt({ amount, method, landedAt }: DepositReceiptProps) {
  const { t } = useLingui();
  const amounts = useMoney();
  const headingId = useId();
  const statements = useStatements({ page: 1, limit: 10 });
  // The balance the watch has just written into the cache (it read the wallet when the money landed): no read of its own.
  const wallet = useWallet({ enabled: false });
  const row = statements.data?.statements.find(
    (item) =>
      item.statementType === 'deposit' &&
      item.amount === amount &&
      Date.parse(item.createdAt) >= landedAt - RECEIPT_MATCH_WINDOW_MS,
  );
  const at = row ? row.createdAt : new Date(landedAt).toISOString();
  const balance = wallet.data ? totalBalance(wallet.data.wallet, wallet.data.slots) : null;
  return (
    <section className="wl-deposit-receipt" aria-labelledby={headingId}>
      <h5 id={headingId} className="wl-deposit-receipt__title">
        <Trans>Deposit receipt</Trans>
      </h5>
      <dl className="wl-deposit-receipt__rows">
        <div>
          <dt>{t`Amount`}</dt>
          <dd>{amounts.format(amount)}</dd>
        </div>
        <div>
          <dt>{t`Method`}</dt>
          <dd>{method}</dd>
        </div>
        <div>
          <dt>{t`Time`}</dt>
          <dd>
            <time dateTime={at}>{formatDateTime(at)}</time>
          </dd>
        </div>
        <div>
          <dt>{t`Statement reference`}</dt>
          <dd className="wl-deposit-receipt__reference">
            {row ? row._id : statements.isPending ? t`Loading` : t`Not in the statement yet`}
          </dd>
        </div>
        <div>
          <dt>{t`New total balance`}</dt>
          <dd>{balance === null ? '-' : amounts.format(balance)}</dd>
        </div>
      </dl>
      <Link className="wl-deposit-receipt__link" to={paths.user.statement.getHref()}>
        <Trans>See it in your statement</Trans>
      </Link>
    </section>
  );
}
