// "From → to" of a statement row (docs/product.md#statement): the main wallet, a game by its name (the wallet's game
// list gives it; an unknown code shows as sent) or the player's bank account for a withdrawal.
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';

export interface RouteRow {
  statementType: string;
  from: string | null;
  to: string | null;
}

/** The two ends of a transfer or a withdrawal, named for the reader; null for rows whose ends say nothing more. */
export function useStatementRoute(
  games: ReadonlyArray<{ code: string; name: string }>,
): (row: RouteRow) => { from: string; to: string } | null {
  const { t } = useLingui();
  return useCallback(
    (row: RouteRow) => {
      const endName = (end: string) =>
        end === 'wallet' ? t`Main wallet` : (games.find((g) => g.code === end)?.name ?? end);
      if (row.statementType === 'transfer' && row.from && row.to)
        return { from: endName(row.from), to: endName(row.to) };
      if (row.statementType === 'withdraw' && row.from)
        return { from: endName(row.from), to: t`Your bank account` };
      return null;
    },
    [t, games],
  );
}
