// Helpers shared by the wallet, deposit and money-limit suites: holdings in satang, one game account, slip uploads.
import type { ApiClient } from '@wallet/api-client';
import { expectFailure } from '../harness';

/** Wallet plus every game account, in satang (exact). */
export async function holdings(api: ApiClient): Promise<number> {
  const wallet = await api.get('/api/wallet');
  return (
    Math.round(wallet.wallet.amount * 100) +
    wallet.slots.reduce((sum, s) => sum + Math.round(s.amount * 100), 0)
  );
}

export async function walletAmount(api: ApiClient): Promise<number> {
  return (await api.get('/api/wallet')).wallet.amount;
}

export async function slot(api: ApiClient, code: string) {
  const found = (await api.get('/api/wallet')).slots.find((s) => s.code === code);
  if (!found) throw new Error(`no slot ${code}`);
  return found;
}

/** A tiny valid PNG. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A slip (a valid PNG) declaring `amount` is refused with KEY_INVALID. */
export async function expectSlipAmountRefused(api: ApiClient, amount: string): Promise<void> {
  await expectFailure(
    api.upload('/api/wallet/slip', {
      file: new Blob([PNG], { type: 'image/png' }),
      fileName: 'slip.png',
      fields: { amount },
    }),
    400,
    'KEY_INVALID',
  );
}
