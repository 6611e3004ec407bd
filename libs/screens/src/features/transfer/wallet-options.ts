// The wallets a transfer can use: the main wallet and every active game account, each with its balance.
import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WalletResponse } from '@wallet/api-client';
import type { SliderOption } from '@wallet/ui-kit';
import { useMoney } from '../../shared/money/use-money';

/** Code of the main wallet in POST /api/wallet/transfer. */
export const MAIN_WALLET = 'wallet';

export function useWalletOptions(data: WalletResponse | undefined) {
  const { t } = useLingui();
  const amounts = useMoney();
  const balances = useMemo(() => {
    const map = new Map<string, number>();
    if (!data) return map;
    map.set(MAIN_WALLET, data.wallet.amount);
    for (const slot of data.slots) if (slot.isActive) map.set(slot.code, slot.amount);
    return map;
  }, [data]);
  const options = useMemo((): SliderOption[] => {
    if (!data) return [];
    const balance = (amount: number) => amounts.format(amount);
    return [
      { value: MAIN_WALLET, label: t`Main wallet`, description: balance(data.wallet.amount) },
      ...data.slots
        .filter((slot) => slot.isActive)
        .map((slot) => ({ value: slot.code, label: slot.name, description: balance(slot.amount) })),
    ];
  }, [data, t, amounts]);
  const balanceOf = useCallback((code: string) => balances.get(code), [balances]);
  return { options, balanceOf };
}
