// The wallets a transfer can use: the main wallet and every active game account, each with its balance.
import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WalletResponse } from '@wallet/api-client';
import { formatAmount } from '@wallet/domain';
import type { SliderOption } from '@wallet/ui-kit';

/** Code of the main wallet in POST /api/wallet/transfer. */
export const MAIN_WALLET = 'wallet';

export function useWalletOptions(data: WalletResponse | undefined) {
  const { t } = useLingui();
  const balances = useMemo(() => {
    const map = new Map<string, number>();
    if (!data) return map;
    map.set(MAIN_WALLET, data.wallet.amount);
    for (const slot of data.slots) if (slot.isActive) map.set(slot.code, slot.amount);
    return map;
  }, [data]);
  const options = useMemo((): SliderOption[] => {
    if (!data) return [];
    const balance = (amount: number) => t`${formatAmount(amount)} baht`;
    return [
      { value: MAIN_WALLET, label: t`Main wallet`, description: balance(data.wallet.amount) },
      ...data.slots
        .filter((slot) => slot.isActive)
        .map((slot) => ({ value: slot.code, label: slot.name, description: balance(slot.amount) })),
    ];
  }, [data, t]);
  const balanceOf = useCallback((code: string) => balances.get(code), [balances]);
  return { options, balanceOf };
}
