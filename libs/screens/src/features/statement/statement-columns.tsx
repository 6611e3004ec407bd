// Columns of the statement: a table from 30rem up, one compact row per item below it (statement-page.css).
import { useLingui } from '@lingui/react/macro';
import {
  formatDateTime,
  statementDescription,
  statementSign,
  statementStatusMessageId,
  statusKind,
} from '@wallet/domain';
import type { useStatements } from '@wallet/api-client/react';
import { useWallet } from '@wallet/api-client/react';
import type { DataTableColumn } from '@wallet/ui-kit';
import { translate } from '../../i18n/translate';
import { useMoney } from '../../shared/money/use-money';
import { useStatementTypeLabel } from './statement-type-label';
import { useStatementRoute } from './statement-route';

export type Statement = NonNullable<ReturnType<typeof useStatements>['data']>['statements'][number];

const NO_GAMES: ReadonlyArray<{ code: string; name: string }> = [];

export function useStatementColumns(): DataTableColumn<Statement>[] {
  const { t, i18n } = useLingui();
  const amounts = useMoney();
  const typeLabel = useStatementTypeLabel();
  // The wallet's game list names the games a transfer moved money from or to.
  const wallet = useWallet();
  const routeOf = useStatementRoute(wallet.data?.slots ?? NO_GAMES);
  return [
    {
      key: 'date',
      header: t`Date`,
      render: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    },
    {
      key: 'type',
      header: t`Transaction`,
      isRowHeader: true,
      render: (row) => {
        const description = statementDescription(row);
        return (
          <span className="wl-statement__type">
            <span>{typeLabel(row.statementType)}</span>
            {description ? <span className="wl-statement__description">{description}</span> : null}
          </span>
        );
      },
    },
    {
      key: 'route',
      header: t`From → to`,
      render: (row) => {
        const route = routeOf(row);
        return route ? (
          <span className="wl-statement__route">
            {route.from}
            <span aria-hidden="true"> → </span>
            <span className="wk-visually-hidden"> {t`to`} </span>
            {route.to}
          </span>
        ) : null;
      },
    },
    {
      key: 'status',
      header: t`Status`,
      render: (row) => (
        <span className={`wl-status wl-status--${statusKind(row.status)}`}>
          {translate(i18n, { id: statementStatusMessageId(row.status) })}
        </span>
      ),
    },
    {
      key: 'amount',
      header: t`Amount`,
      align: 'end',
      render: (row) => {
        const sign = statementSign(row.statementType);
        return (
          <span
            className={`wl-statement__amount wl-statement__amount--${sign === '+' ? 'in' : sign === '-' ? 'out' : 'none'}`}
          >
            {`${sign}${amounts.format(row.amount)}`}
          </span>
        );
      },
    },
  ];
}
