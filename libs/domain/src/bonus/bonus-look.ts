// Bonus card look in docs/product.md#bonus: current, exhausted (received count reached maxReceived) or available.
import { marketDay, marketWeek } from './market-clock';

/** How often a bonus can be received: in total, per market day, or per market week. Example: `const t: BonusType = 'week'`. */
export type BonusType = 'limit' | 'day' | 'week';

/** The bonus fields the card look depends on. Example: `{ type: 'day', maxReceived: 1, userBonus: { isActive: false, received: [{ updatedAt: '2024-01-01T03:00:00Z' }] } }`. */
export interface BonusForLook {
  type: BonusType | string;
  maxReceived?: number | null;
  userBonus?: {
    isActive?: boolean | null;
    received?: ReadonlyArray<{ updatedAt: string | number | Date }> | null;
  } | null;
}

/** Look of a bonus card. Example: `const l: BonusLook = 'available'`. */
export type BonusLook = 'current' | 'exhausted' | 'available';

/** Times the bonus counts as received now: all for `limit`, today for `day`, this Monday-start week for `week` (UTC+7). Example: `receivedCount(bonus, new Date())`. */
export function receivedCount(bonus: BonusForLook, now: Date | number): number {
  const received = bonus.userBonus?.received ?? [];
  if (bonus.type === 'day') {
    const today = marketDay(now);
    return received.filter((entry) => marketDay(entry.updatedAt) === today).length;
  }
  if (bonus.type === 'week') {
    const thisWeek = marketWeek(now);
    return received.filter((entry) => marketWeek(entry.updatedAt) === thisWeek).length;
  }
  return received.length;
}

/** Card look: 'current' when active, 'exhausted' when the count reached maxReceived, else 'available'. Example: `bonusLook({ type: 'limit', maxReceived: 1, userBonus: { received: [{ updatedAt: 0 }] } }, now) === 'exhausted'`. */
export function bonusLook(bonus: BonusForLook, now: Date | number): BonusLook {
  if (bonus.userBonus?.isActive === true) return 'current';
  const max = bonus.maxReceived;
  if (typeof max === 'number' && Number.isFinite(max) && receivedCount(bonus, now) >= max) return 'exhausted';
  return 'available';
}
