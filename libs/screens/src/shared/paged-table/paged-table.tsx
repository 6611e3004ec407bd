// One way to show a server-paged list (statement, slips, invitees, refunds, coupons): the previous page stays while
// the next loads (the pager never jumps), a failed page shows a translated error with a retry, an empty list says so.
import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Button, DataTable, EmptyState, type DataTableColumn } from '@wallet/ui-kit';
import { useErrorText } from '../use-error-text';
import { FIRST_TABLE_PAGE } from './first-page';

type ListHook<R> = (
  page: { page: number; limit: number },
  config: { placeholderData: (previous: R | undefined) => R | undefined; enabled?: boolean },
) => UseQueryResult<R, unknown>;

export interface PagedQuery<R> {
  page: number;
  setPage: (page: number) => void;
  limit: number;
  query: UseQueryResult<R, unknown>;
}

/** Page state plus the page's query, keeping the previous page on screen while the next loads. */
export function usePagedQuery<R>(
  useList: ListHook<R>,
  { limit = FIRST_TABLE_PAGE.limit, enabled = true }: { limit?: number; enabled?: boolean } = {},
): PagedQuery<R> {
  const [page, setPage] = useState(FIRST_TABLE_PAGE.page);
  const query = useList({ page, limit }, { enabled, placeholderData: (previous) => previous });
  return { page, setPage, limit, query };
}

export interface PagedTableProps<R, Row> {
  paged: PagedQuery<R>;
  /** The rows and the total of one answer. */
  rows: (data: R) => ReadonlyArray<Row>;
  total: (data: R) => number;
  caption: string;
  hideCaption?: boolean;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rowKey: (row: Row, index: number) => string;
  /** Title of the failed-page state (its translated reason goes under it, with a retry). */
  errorTitle: ReactNode;
  /** Title of the empty state. */
  emptyTitle: ReactNode;
  /** The product swallows list failures (invitees, refunds): the failure is a quiet status, not an alert. */
  quiet?: boolean;
  headingLevel?: 2 | 3;
  toolbar?: ReactNode;
  /** Name of the pager; give each table on one screen its own (a dialog's table over a page's table). */
  paginationLabel?: string;
  /** A class on the table's root, for a screen's own layout of its rows. */
  className?: string;
}

export function PagedTable<R, Row>({
  paged: { page, setPage, limit, query },
  rows,
  total,
  caption,
  hideCaption = true,
  columns,
  rowKey,
  errorTitle,
  emptyTitle,
  quiet = false,
  headingLevel = 2,
  toolbar,
  paginationLabel,
  className,
}: PagedTableProps<R, Row>) {
  const errorText = useErrorText();
  const failed = query.isError && query.data === undefined;
  return (
    <DataTable
      caption={caption}
      hideCaption={hideCaption}
      columns={columns}
      rows={query.data ? rows(query.data) : []}
      rowKey={rowKey}
      page={page}
      pageSize={limit}
      total={query.data ? total(query.data) : 0}
      onPageChange={setPage}
      loading={query.isFetching}
      {...(toolbar ? { toolbar } : {})}
      {...(paginationLabel ? { paginationLabel } : {})}
      {...(className ? { className } : {})}
      empty={
        failed ? (
          <div role={quiet ? 'status' : 'alert'}>
            <EmptyState
              headingLevel={headingLevel}
              title={errorTitle}
              description={errorText(query.error)}
              action={
                <Button variant="secondary" onClick={() => void query.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              }
            />
          </div>
        ) : (
          <EmptyState headingLevel={headingLevel} title={emptyTitle} />
        )
      }
    />
  );
}
