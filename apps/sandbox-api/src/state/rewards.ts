// Invite bonus and loss refunds: money that enters the wallet from the operator, each with its statement.
import { ApiFailure } from '../errors';
import { record } from './ledger';
import type { SandboxState } from './store';
import type { Player } from './types';
import { MAIN_WALLET } from './wallet';

/** GET /api/invite/bonus: the collected invite bonus into the wallet. */
export function receiveInviteBonus(state: SandboxState, player: Player): number {
  const amount = player.invite.amount;
  if (amount <= 0) throw new ApiFailure('NO_INVITE_BONUS');
  player.invite.amount = 0;
  player.wallet += amount;
  record(state, player, 'bonus', 'SUCCESS', 'invite', MAIN_WALLET, amount, {
    invite: { description: 'Invite bonus' },
  });
  return amount;
}

/** GET /api/refund/receive: the available refund into the refund balance (not while a bonus is held). */
export function receiveRefund(player: Player): number {
  if (player.held) throw new ApiFailure('REFUND_CONDITION');
  if (player.refundPot <= 0) throw new ApiFailure('NO_REFUND');
  const amount = player.refundPot;
  player.refundPot = 0;
  player.refundBonus += amount;
  return amount;
}

/** GET /api/refund/addWallet: the received refunds into the wallet, logged. */
export function refundToWallet(state: SandboxState, player: Player): number {
  const amount = player.refundBonus;
  if (amount <= 0) throw new ApiFailure('REFUND_MINIMUM');
  player.refundBonus = 0;
  player.wallet += amount;
  player.refunds.unshift({ refundAmount: amount, createdAt: state.now() });
  record(state, player, 'bonus', 'SUCCESS', 'refund', MAIN_WALLET, amount, {
    refund: { description: 'Loss refund' },
  });
  return amount;
}
