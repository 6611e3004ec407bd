// Bonuses (limit/day/week with maxReceived), promotions by code, the held bonus and its cancel condition.
import { normalizePromotionCode, receivedCount } from '@wallet/domain';
import { ApiFailure } from '../errors';
import { BONUSES, PROMOTIONS } from '../seed/catalogue';
import { record } from './ledger';
import { totalHoldings } from './players';
import type { SandboxState } from './store';
import type { BonusDefinition, Player } from './types';
import { MAIN_WALLET, endHeldBonus } from './wallet';

/** How many times the bonus was received in its counting period (the domain's bonus clock: total, today, this week). */
export function receivedInPeriod(bonus: BonusDefinition, received: readonly Date[], now: Date): number {
  return receivedCount(
    { type: bonus.type, userBonus: { received: received.map((updatedAt) => ({ updatedAt })) } },
    now,
  );
}

/** A bonus of the catalogue by code (404 NO_DATA otherwise). */
function bonusByCode(code: string): BonusDefinition {
  const bonus = BONUSES.find((b) => b.code === code);
  if (!bonus) throw new ApiFailure('NO_DATA', `no bonus ${code}`);
  return bonus;
}

/** GET /api/bonus/activate/{code}: credits percent of the wallet (capped) and holds the bonus. */
export function activateBonus(state: SandboxState, player: Player, code: string): number {
  const bonus = bonusByCode(code);
  if (player.held) throw new ApiFailure('BONUS_ALREADY_ACTIVE');
  const userBonus = player.bonuses.get(code) ?? { _id: state.newId(), isActive: false, received: [] };
  if (receivedInPeriod(bonus, userBonus.received, state.now()) >= bonus.maxReceived) {
    throw new ApiFailure('BONUS_MAX_CLAIMED');
  }
  if (player.wallet <= 0) throw new ApiFailure('BONUS_CONDITION');
  const amount = Math.min(bonus.maxBonus, Math.floor((player.wallet * bonus.percent) / 100));
  userBonus.isActive = true;
  userBonus.received.push(state.now());
  player.bonuses.set(code, userBonus);
  player.wallet += amount;
  player.held = {
    kind: 'bonus',
    code,
    amount,
    percentFail: bonus.percentFail,
    description: bonus.description,
    clearBelow: bonus.clearBelow,
    activatedAt: state.now(),
  };
  record(state, player, 'bonus', 'SUCCESS', 'bonus', MAIN_WALLET, amount, {
    bonus: { description: bonus.description },
  });
  return amount;
}

/** GET /api/bonus/check/minimum: the held bonus may be cancelled once the total balance is at or below its threshold. */
export function bonusCondition(player: Player): { status: boolean; amount: number; minimum: number } {
  const amount = totalHoldings(player);
  const minimum = player.held?.clearBelow ?? 0;
  return { status: player.held !== null && amount <= minimum, amount, minimum };
}

/** GET /api/bonus/clear: BONUS_CONDITION until the condition is met; KEY_INVALID without a held bonus. */
export function clearBonus(state: SandboxState, player: Player): void {
  if (!player.held) throw new ApiFailure('KEY_INVALID', 'no bonus is active');
  if (!bonusCondition(player).status) throw new ApiFailure('BONUS_CONDITION');
  endHeldBonus(state, player);
}

/** A promotion by its (upper-cased) code: NO_PROMOTION otherwise. */
export function findPromotion(code: string) {
  const promotion = PROMOTIONS.find((p) => p.code === normalizePromotionCode(code));
  if (!promotion) throw new ApiFailure('NO_PROMOTION');
  return promotion;
}

/** GET /api/promotion/activate/{code}: once per player, not while a bonus is held. */
export function activatePromotion(state: SandboxState, player: Player, code: string): number {
  const promotion = findPromotion(code);
  if (player.promotionsReceived.has(promotion.code)) throw new ApiFailure('PROMOTION_RECEIVED');
  if (player.held) throw new ApiFailure('BONUS_ALREADY_ACTIVE');
  player.promotionsReceived.add(promotion.code);
  player.wallet += promotion.credit;
  player.held = {
    kind: 'promotion',
    code: promotion.code,
    amount: promotion.credit,
    percentFail: promotion.percentFail,
    description: promotion.description,
    clearBelow: promotion.clearBelow,
    activatedAt: state.now(),
  };
  record(state, player, 'bonus', 'SUCCESS', 'promotion', MAIN_WALLET, promotion.credit, {
    promotion: { description: promotion.description },
  });
  return promotion.credit;
}
