import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatDateTime,
  statementDescription,
  statementSign,
  statementStatusMessageId,
  statusKind,
} from '@wallet/domain';
import { useStatements } from '@wallet/api-client/react';
import { Button, type DataTableColumn } from '@wallet/ui-kit';
import { PagedTable, usePagedQuery } from '../../shared/paged-table/paged-table';
import { translate } from '../../i18n/translate';
import { PageLayout } from '../../shared/page-layout/page-layout';
import { SlipStatusModal } from './slip-status-modal';
import { useStatementTypeLabel } from './statement-type-label';
import './statement-page.css';
import { useMoney } from '../../shared/money/use-money';

type Statement = NonNullable<ReturnType<typeof useStatements>['data']>['statements'][number];

/** /user/statement: paged transactions (POST /api/statement) and the slip-upload status modal. */
export function StatementPage() {
  const { t, i18n } = useLingui();
  const amounts = useMoney();
  const typeLabel = useStatementTypeLabel();
  const [slipsOpen, setSlipsOpen] = useState(false);
  const paged = usePagedQuery(useStatements);

  const columns: DataTableColumn<Statement>[] = [
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

  return (
    <PageLayout
      width="wide"
      title={<Trans>Statement</Trans>}
      actions={
        <Button variant="secondary" onClick={() => setSlipsOpen(true)}>
          <Trans>Upload status</Trans>
        </Button>
      }
    >
      <PagedTable
        paged={paged}
        rows={(data) => data.statements}
        total={(data) => data.total}
        caption={t`Transaction list`}
        columns={columns}
        rowKey={(row) => row._id}
        errorTitle={<Trans>The statement could not be loaded</Trans>}
        emptyTitle={<Trans>No transactions yet</Trans>}
      />
      <SlipStatusModal open={slipsOpen} onClose={() => setSlipsOpen(false)} />
    </PageLayout>
  );
}
