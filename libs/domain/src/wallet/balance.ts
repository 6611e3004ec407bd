// Money rules of the home dashboard (SPEC section 1).

/** Total balance: wallet amount plus every game account amount. Example: `totalBalance({ amount: 10 }, [{ amount: 5 }]) === 15`. */
export function totalBalance(wallet: { amount: number }, slots: ReadonlyArray<{ amount: number }>): number {
  return slots.reduce(
    (sum, slot) => sum + (Number.isFinite(slot.amount) ? slot.amount : 0),
    Number.isFinite(wallet.amount) ? wallet.amount : 0,
  );
}

/** The ft multiplier shown on a game card: amount times ftWalletSlot. Example: `ftAmount({ amount: 100, ftWalletSlot: 2 }) === 200`. */
export function ftAmount(account: { amount: number; ftWalletSlot: number }): number {
  return account.amount * account.ftWalletSlot;
}
