// The inviter code of a `/register?code=` link is stored locally (docs/product.md#storage) so it survives until registration.
import { inviterCodeFromQuery, STORAGE_KEYS } from '@wallet/domain';

const INVITE_CODE_KEY = STORAGE_KEYS.inviteCode;

/** The stored inviter code, or null (also when there is no storage: the page rendered at build time). */
export function readInviteCode(storage: Storage | undefined = globalThis.localStorage): string | null {
  const code = storage?.getItem(INVITE_CODE_KEY)?.trim() ?? '';
  return code === '' ? null : code;
}

/** Stores the code of a query string (`?code=PR42`) when it has one; returns the code that is stored now. */
export function rememberInviteCodeFrom(search: string, storage: Storage = localStorage): string | null {
  const fromQuery = inviterCodeFromQuery(search);
  if (fromQuery) storage.setItem(INVITE_CODE_KEY, fromQuery);
  return readInviteCode(storage);
}

/** Forgets the code once the invited player has registered. */
export function clearInviteCode(storage: Storage = localStorage): void {
  storage.removeItem(INVITE_CODE_KEY);
}
