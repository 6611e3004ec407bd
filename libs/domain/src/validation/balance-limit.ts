// Amount against a balance, compared in satang so 0.1 + 0.2 style float noise never refuses an exact amount.

/** True when `amount` baht is more than `balance` baht. Example: `exceedsBalance(0.3, 0.1 + 0.2) === false`. */
export function exceedsBalance(amount: number, balance: number): boolean {
  return Math.round(amount * 100) > Math.round(balance * 100);
}
