// Paged data table (statement, slips, invitees, refunds, coupons): caption, loading, empty state and pagination.
import { useId, type ReactNode } from 'react';
import { pageCount } from '../domain-bridge';
import { EmptyState } from '../empty-state/empty-state';
import { cx } from '../internal/cx';
import { Loader } from '../loader/loader';
import { Pagination } from '../pagination/pagination';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell content; formats come from @wallet/domain in the caller. */
  render: (row: Row, index: number) => ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Marks the row header cell (first meaningful column). */
  isRowHeader?: boolean;
  /** The header as plain text for the stacked (card) rows of a narrow table; defaults to `header` when it is text. */
  label?: string;
}

export interface DataTableProps<Row> {
  caption: ReactNode;
  /** Keeps the caption for screen readers only. */
  hideCaption?: boolean;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row, index: number) => string;
  /** 1-based page shown. */
  page: number;
  pageSize: number;
  /** Total rows on the server; pagination shows when it spans several pages. */
  total: number;
  onPageChange: (page: number) => void;
  /**
   * Accessible name of the pagination (defaults to the kit text "Pages"). Give each table its own when two paged
   * tables can be on screen at once (a table in a modal over a paged page): landmarks need unique names.
   */
  paginationLabel?: string;
  loading?: boolean;
  /** Shown instead of the table body when there are no rows. */
  empty?: ReactNode;
  /** Extra controls shown above the table (refresh link). */
  toolbar?: ReactNode;
  className?: string;
}

/**
 * Table in a keyboard-scrollable region. Narrower than 30rem (a 360 px phone, a table in a dialog) each row becomes a
 * card of "header: value" lines, so every column (the amount above all) is on screen without sideways scrolling.
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  page,
  pageSize,
  total,
  onPageChange,
  paginationLabel,
  loading = false,
  empty,
  toolbar,
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  const totalPages = pageCount(total, pageSize);
  const showEmpty = !loading && rows.length === 0;
  return (
    <div className={cx('wk-table', className)} aria-busy={loading || undefined}>
      {toolbar ? <div className="wk-table__toolbar">{toolbar}</div> : null}
      {showEmpty ? (
        <div className="wk-table__empty">{empty ?? <EmptyState headingLevel={3} />}</div>
      ) : (
        // The scroll wrapper is focusable so keyboard users can scroll wide tables.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="wk-table__scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
          <table className="wk-table__table">
            <caption id={captionId} className={cx('wk-table__caption', hideCaption && 'wk-visually-hidden')}>
              {caption}
            </caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className={`wk-table__cell--${c.align ?? 'start'}`}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={rowKey(row, i)}>
                  {columns.map((c) => {
                    // The card rows show the header beside each value (CSS generated text, not read twice).
                    const cell = {
                      className: `wk-table__cell--${c.align ?? 'start'}`,
                      'data-label': c.label ?? (typeof c.header === 'string' ? c.header : undefined),
                    };
                    return c.isRowHeader ? (
                      <th key={c.key} scope="row" {...cell}>
                        {c.render(row, i)}
                      </th>
                    ) : (
                      <td key={c.key} {...cell}>
                        {c.render(row, i)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Loader active={loading} />
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} label={paginationLabel} />
    </div>
  );
}
