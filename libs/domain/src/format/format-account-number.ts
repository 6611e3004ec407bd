// Account number display in docs/product.md#formats.

/** Account number as 3-3-rest when it has exactly 10 digits, otherwise unchanged. Example: `formatAccountNumber('1234567890') === '123-456-7890'`. */
export function formatAccountNumber(no: string): string {
  return /^\d{10}$/.test(no) ? `${no.slice(0, 3)}-${no.slice(3, 6)}-${no.slice(6)}` : no;
}
