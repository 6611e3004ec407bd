// Paged tables and their page links (docs/product.md#constants).

/** Rows per page of the invite, refund, statement and slip tables. Example: `{ page, limit: TABLE_PAGE_SIZE }`. */
export const TABLE_PAGE_SIZE = 10;
/** Rows per page of the spin coupon table. Example: `coupons.slice(0, COUPON_PAGE_SIZE)`. */
export const COUPON_PAGE_SIZE = 3;
/** Page links shown before the current page. Example: `pageRange(5, 9)` starts at `5 - PAGINATION_BEFORE`. */
export const PAGINATION_BEFORE = 3;
/** Page links shown after the current page. Example: `pageRange(5, 9)` ends at `5 + PAGINATION_AFTER`. */
export const PAGINATION_AFTER = 1;
