// Register payload in docs/product.md#registration, built from the wizard's validated steps.
import type { LaosCurrency } from '../constants';
import type { RegisterBankValue } from '../validation/register-bank';
import type { RegisterProfileInput } from '../validation/register-profile';

/** Body of POST /api/account/validate and POST /api/account. Example: `buildRegisterPayload(...).username === '0812345678'`. */
export interface RegisterPayload {
  name: string;
  username: string;
  password: string;
  sourceCode: string;
  inviteCode: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
  currency?: LaosCurrency;
}

/** Everything the wizard collected. Example: `{ profile, bank, sourceCode: 'FACEBOOK', inviteCode: 'PR1', currency: 'LAK' }`. */
export interface RegisterDraft {
  profile: RegisterProfileInput;
  bank?: RegisterBankValue;
  sourceCode?: string | null;
  inviteCode?: string | null;
  /** Only on the Laos build (the app passes it). */
  currency?: LaosCurrency;
}

/** Register payload: the phone is the username, the holder name is first and last name joined. Example: `buildRegisterPayload(draft).bankAccountName === 'JOHN SMITH'`. */
export function buildRegisterPayload(draft: RegisterDraft): RegisterPayload {
  const payload: RegisterPayload = {
    name: draft.profile.name.trim(),
    username: draft.profile.phone.trim(),
    password: draft.profile.password,
    sourceCode: draft.sourceCode ?? '',
    inviteCode: draft.inviteCode ?? '',
    bankCode: draft.bank?.bankCode ?? '',
    bankAccountName: draft.bank?.bankAccountName ?? '',
    bankAccountNo: draft.bank?.bankAccountNo ?? '',
  };
  if (draft.currency !== undefined) payload.currency = draft.currency;
  return payload;
}
