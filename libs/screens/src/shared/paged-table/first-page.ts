// The page a server-paged table opens on, apart from the table's React code: what the deposit watch refreshes in
// place is exactly the cache entry the slip table and the statement read first.
import { TABLE_PAGE_SIZE } from '@wallet/domain';

/** The first page of a server-paged table at its default size: `{ page: 1, limit: TABLE_PAGE_SIZE }`. */
export const FIRST_TABLE_PAGE: Readonly<{ page: number; limit: number }> = {
  page: 1,
  limit: TABLE_PAGE_SIZE,
};
