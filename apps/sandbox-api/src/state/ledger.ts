// Statements: every movement of money is recorded here, newest first; pending deposits settle after a minute.
import { DEPOSIT_ARRIVAL_MINUTES } from '@wallet/domain';
import type { SandboxState } from './store';
import type { MovementStatus, Player, Statement, StatementType } from './types';

/** Records a movement and returns it. */
export function record(
  state: SandboxState,
  player: Player,
  statementType: StatementType,
  status: MovementStatus,
  from: string | null,
  to: string | null,
  amount: number,
  detail: Partial<
    Pick<Statement, 'bonus' | 'promotion' | 'invite' | 'refund' | 'luckydraw' | 'settlesAt'>
  > = {},
): Statement {
  const statement: Statement = {
    _id: state.newId(),
    statementType,
    status,
    from,
    to,
    amount,
    createdAt: state.now(),
    ...detail,
  };
  player.statements.unshift(statement);
  return statement;
}

/** Milliseconds after which a requested deposit arrives in the wallet. */
export const DEPOSIT_ARRIVAL_MS = DEPOSIT_ARRIVAL_MINUTES * 60 * 1000;

/** Credits pending deposits whose arrival time has come (called before a player's data is read). */
export function settleDeposits(state: SandboxState, player: Player): void {
  const now = state.now().getTime();
  for (const statement of player.statements) {
    if (statement.status === 'PENDING' && statement.settlesAt && statement.settlesAt.getTime() <= now) {
      statement.status = 'SUCCESS';
      delete statement.settlesAt;
      player.wallet += statement.amount;
    }
  }
}
