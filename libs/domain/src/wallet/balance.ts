// Money rules of the home dashboard (docs/product.md#home).

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

/** Whether a game card shows the ft line: ftWalletSlot is set (a finite number above 0). Example: `hasFtMultiplier(2) === true`, `hasFtMultiplier(0) === false`. */
export function hasFtMultiplier(ftWalletSlot: number | null | undefined): boolean {
  return typeof ftWalletSlot === 'number' && Number.isFinite(ftWalletSlot) && ftWalletSlot > 0;
}
