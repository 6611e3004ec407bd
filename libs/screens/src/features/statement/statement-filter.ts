// The statement's filter (docs/product.md#statement): by type and by month, kept in the URL's search params so Back,
// a reload and a shared link keep it. The contract's statement read takes only page and limit, so a filter applies
// to the latest transactions loaded in one read (FILTER_WINDOW), and the screen says so.
import { formatDateTime } from '@wallet/domain';

export const STATEMENT_TYPES = ['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer'] as const;
export type StatementTypeFilter = (typeof STATEMENT_TYPES)[number];

/** How many of the latest transactions a filtered view reads (the contract's largest page). */
export const FILTER_WINDOW = 100;
/** Months offered besides one a link carries: the current one and the eleven before it. */
export const MONTHS_OFFERED = 12;

export interface StatementFilter {
  type: StatementTypeFilter | null;
  /** `YYYY-MM` in the market's zone, as the dates of the list read. */
  month: string | null;
}

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The filter a URL carries; an unknown type or a malformed month is no filter. */
export function readStatementFilter(params: URLSearchParams): StatementFilter {
  const type = params.get('type');
  const month = params.get('month');
  return {
    type: (STATEMENT_TYPES as readonly string[]).includes(type ?? '') ? (type as StatementTypeFilter) : null,
    month: month !== null && MONTH_KEY.test(month) ? month : null,
  };
}

/** The URL's search params with the filter written in (other params kept, empty parts removed). */
export function writeStatementFilter(params: URLSearchParams, filter: StatementFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['type', 'month'] as const) {
    const value = filter[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export const isFiltered = (filter: StatementFilter): boolean => filter.type !== null || filter.month !== null;

/** `YYYY-MM` of a date in the market's zone (the month of the date the row shows); null when it is not a date. */
export function monthOf(date: string | number | Date): string | null {
  const shown = formatDateTime(date);
  const parts = /^\d{2}\/(\d{2})\/(\d{4})/.exec(shown);
  return parts ? `${parts[2]}-${parts[1]}` : null;
}

/** The rows of the filter's type and month, in their order. */
export function filterStatements<Row extends { statementType: string; createdAt: string }>(
  rows: ReadonlyArray<Row>,
  filter: StatementFilter,
): Row[] {
  return rows.filter(
    (row) =>
      (filter.type === null || row.statementType === filter.type) &&
      (filter.month === null || monthOf(row.createdAt) === filter.month),
  );
}

/** The months to choose from, newest first: `now`'s month and the ones before it, plus `chosen` when older. */
export function monthsToOffer(now: Date, chosen: string | null, count: number = MONTHS_OFFERED): string[] {
  const current = monthOf(now);
  if (current === null) return chosen ? [chosen] : [];
  let year = Number(current.slice(0, 4));
  let month = Number(current.slice(5, 7));
  const months: string[] = [];
  for (let i = 0; i < count; i += 1) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  if (chosen && !months.includes(chosen)) months.push(chosen);
  return months;
}
