// Pagination of the paged tables (docs/product.md#formats): 3 page links before the current one, 1 after.
import { PAGINATION_AFTER, PAGINATION_BEFORE } from '../constants';

/** Number of pages for a total row count. Example: `pageCount(21, 10) === 3`. */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}

/** Page numbers to show around the current page (1-based). Example: `pageRange(5, 9)` gives `[2, 3, 4, 5, 6]`. */
export function pageRange(
  current: number,
  totalPages: number,
  before: number = PAGINATION_BEFORE,
  after: number = PAGINATION_AFTER,
): number[] {
  if (!(totalPages >= 1)) return [];
  const last = Math.floor(totalPages);
  const page = Math.min(Math.max(1, Math.floor(current) || 1), last);
  const first = Math.max(1, page - before);
  const end = Math.min(last, page + after);
  const pages: number[] = [];
  for (let n = first; n <= end; n += 1) pages.push(n);
  return pages;
}

/** Rows to skip for a 1-based page. Example: `pageOffset(3, 10) === 20`. */
export function pageOffset(page: number, pageSize: number): number {
  return Math.max(0, Math.floor(page) - 1) * pageSize;
}
