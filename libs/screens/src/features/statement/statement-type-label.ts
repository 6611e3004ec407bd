// Names of the statement types in docs/product.md#statement in the player's language; an unknown type shows as sent.
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';

export function useStatementTypeLabel(): (statementType: string) => string {
  const { t } = useLingui();
  return useCallback(
    (statementType: string) => {
      switch (statementType) {
        case 'deposit':
          return t`Deposit`;
        case 'bonus':
          return t`Bonus`;
        case 'finish_bonus':
          return t`Bonus completed`;
        case 'withdraw':
          return t`Withdrawal`;
        case 'transfer':
          return t`Transfer`;
        default:
          return statementType;
      }
    },
    [t],
  );
}
