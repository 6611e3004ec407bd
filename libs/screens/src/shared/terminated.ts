// The body class of a terminated service (docs/product.md#session): /terminated sets it, an active answer at /login clears it.
export const TERMINATED_BODY_CLASS = 'wallet-terminated';
