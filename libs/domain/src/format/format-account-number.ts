// Account number display in docs/product.md#formats.

/** Account number as 3-3-rest when it has exactly 10 digits, otherwise unchanged. Example: `formatAccountNumber('1234567890') === '123-456-7890'`. */
export function formatAccountNumber(no: string): string {
  return /^\d{10}$/.test(no) ? `${no.slice(0, 3)}-${no.slice(3, 6)}-${no.slice(6)}` : no;
}

/** How many trailing characters a masked account number shows. */
export const ACCOUNT_NUMBER_VISIBLE = 4;

/**
 * Account number with only its last four characters shown (separators dropped), for a screen that names the account
 * without exposing it (docs/product.md#withdraw). Example: `maskAccountNumber('123-456-7890') === '•••• 7890'`.
 */
export function maskAccountNumber(no: string): string {
  const plain = no.replace(/[\s-]/g, '');
  if (plain.length <= ACCOUNT_NUMBER_VISIBLE) return plain;
  return `•••• ${accountNumberEnding(plain)}`;
}

/** The last four characters of an account number (separators dropped). Example: `accountNumberEnding('123-456-7890') === '7890'`. */
export function accountNumberEnding(no: string): string {
  return no.replace(/[\s-]/g, '').slice(-ACCOUNT_NUMBER_VISIBLE);
}
