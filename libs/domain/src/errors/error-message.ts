// Server error text -> translated message, else the raw text (docs/product.md#errors).
import type { MessageRef } from '../messages/message-id';
import { isKnownErrorCode } from './error-codes';

/** Message of a server error code, or the server's raw text when it is not a known code. Example: `errorMessage('NO_BANK')` gives `{ id: 'error.NO_BANK' }`. */
export function errorMessage(codeOrText: string): MessageRef | { raw: string } {
  const code = codeOrText.trim();
  return isKnownErrorCode(code) ? { id: `error.${code}` } : { raw: codeOrText };
}
