// The body class of a terminated service (SPEC section 2): /terminated sets it, an active answer at /login clears it.
export const TERMINATED_BODY_CLASS = 'wallet-terminated';
