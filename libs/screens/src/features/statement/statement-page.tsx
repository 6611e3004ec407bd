import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { TABLE_PAGE_SIZE } from '@wallet/domain';
import { useStatements } from '@wallet/api-client/react';
import { Button, Loader } from '@wallet/ui-kit';
import { PagedTable, usePagedQuery, type PagedQuery } from '../../shared/paged-table/paged-table';
import { PageLayout } from '../../shared/page-layout/page-layout';
import { withTextParts } from '../../i18n/i18n';
import { useStatementColumns, type Statement } from './statement-columns';
import {
  FILTER_WINDOW,
  filterStatements,
  isFiltered,
  readStatementFilter,
  writeStatementFilter,
  type StatementFilter,
} from './statement-filter';
import { StatementFilterBar } from './statement-filter-bar';
import './statement-page.css';

type StatementList = NonNullable<ReturnType<typeof useStatements>['data']>;

/**
 * /user/statement: transactions (POST /api/statement) with a filter by type and month kept in the URL, and the
 * slip-upload status modal. Unfiltered, the server pages the list; filtered, the latest FILTER_WINDOW are read once
 * and filtered here (the contract's read has no filter fields), and the screen says when older ones are left out.
 */
export function StatementPage() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const filter = readStatementFilter(params);
  // The slips' dialog (its table, the slips' texts and the next steps) loads at its first opening, not with the page.
  const [SlipStatusModal] = useState(() =>
    lazy(() =>
      withTextParts(i18n, ['next-steps', 'slips'], async () => ({
        default: (await import('./slip-status-modal')).SlipStatusModal,
      })),
    ),
  );
  const [slipsOpened, setSlipsOpened] = useState(false);
  const [slipsOpen, setSlipsOpen] = useState(false);
  // The filter the last change asked for, until the page shows a filter again. A navigation renders in a transition,
  // so a change made before the last one is shown (Clear filter, then a type) builds on what was asked for, not on
  // the filter still on screen, which would bring back what the first change removed.
  const asked = useRef<StatementFilter | null>(null);
  const shown = `${filter.type}/${filter.month}`;
  useLayoutEffect(() => {
    asked.current = null;
  }, [shown]);
  const change = (part: Partial<StatementFilter>) => {
    const next = { ...(asked.current ?? filter), ...part };
    asked.current = next;
    setParams(writeStatementFilter(params, next));
  };

  return (
    <PageLayout
      width="wide"
      title={<Trans>Statement</Trans>}
      actions={
        <Button
          variant="secondary"
          onClick={() => {
            setSlipsOpened(true);
            setSlipsOpen(true);
          }}
        >
          <Trans>Upload status</Trans>
        </Button>
      }
    >
      <StatementFilterBar filter={filter} onChange={change} />
      {isFiltered(filter) ? (
        // Keyed by the filter: a new filter starts on its first page.
        <FilteredStatements key={shown} filter={filter} />
      ) : (
        <AllStatements />
      )}
      {slipsOpened ? (
        <Suspense fallback={<Loader active={slipsOpen} variant="overlay" />}>
          <SlipStatusModal open={slipsOpen} onClose={() => setSlipsOpen(false)} />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}

function AllStatements() {
  const paged = usePagedQuery(useStatements);
  return <StatementTable paged={paged} rows={(data) => data.statements} total={(data) => data.total} />;
}

function FilteredStatements({ filter }: { filter: StatementFilter }) {
  const [page, setPage] = useState(1);
  const query = useStatements({ page: 1, limit: FILTER_WINDOW }, { placeholderData: (previous) => previous });
  const matching = (data: StatementList) => filterStatements(data.statements, filter);
  const partial = query.data !== undefined && query.data.total > query.data.statements.length;
  return (
    <>
      {partial ? (
        <p className="wl-statement-filter__note" role="status">
          <Trans>
            The filter searches your latest {query.data.statements.length} transactions; older ones are not
            included. Clear the filter to page through all of them.
          </Trans>
        </p>
      ) : null}
      <StatementTable
        paged={{ page, setPage, limit: TABLE_PAGE_SIZE, query }}
        rows={(data) => matching(data).slice((page - 1) * TABLE_PAGE_SIZE, page * TABLE_PAGE_SIZE)}
        total={(data) => matching(data).length}
        emptyTitle={<Trans>No transactions match this filter</Trans>}
      />
    </>
  );
}

function StatementTable({
  paged,
  rows,
  total,
  emptyTitle = <Trans>No transactions yet</Trans>,
}: {
  paged: PagedQuery<StatementList>;
  rows: (data: StatementList) => ReadonlyArray<Statement>;
  total: (data: StatementList) => number;
  emptyTitle?: ReactNode;
}) {
  const { t } = useLingui();
  const columns = useStatementColumns();
  return (
    <PagedTable
      className="wl-statement-table"
      paged={paged}
      rows={rows}
      total={total}
      caption={t`Transaction list`}
      columns={columns}
      rowKey={(row) => row._id}
      errorTitle={<Trans>The statement could not be loaded</Trans>}
      emptyTitle={emptyTitle}
    />
  );
}
