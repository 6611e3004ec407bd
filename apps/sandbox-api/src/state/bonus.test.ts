import { describe, expect, it } from 'vitest';
import { BONUSES } from '../seed/catalogue';
import { activateBonus, bonusCondition, clearBonus, receivedInPeriod } from './bonus';
import { seedWorld } from '../seed/world';
import { SandboxState } from './store';
import { NEWCOMER } from '../seed/world';

const daily = BONUSES.find((b) => b.type === 'day');
const weekly = BONUSES.find((b) => b.type === 'week');
const limit = BONUSES.find((b) => b.type === 'limit');

describe('receivedInPeriod', () => {
  it('counts a day bonus per Bangkok day (midnight is 17:00 UTC)', () => {
    if (!daily) throw new Error('no day bonus');
    const received = [new Date('2026-11-23T16:59:00Z'), new Date('2026-11-23T17:01:00Z')];
    expect(receivedInPeriod(daily, received, new Date('2026-11-24T05:00:00Z'))).toBe(1);
  });

  it('counts a week bonus from Monday 00:00 Bangkok time', () => {
    if (!weekly) throw new Error('no week bonus');
    // 2026-11-23 is a Monday; Sunday 22 Nov 23:00 Bangkok is the previous week.
    const received = [new Date('2026-11-22T16:00:00Z'), new Date('2026-11-22T17:30:00Z')];
    expect(receivedInPeriod(weekly, received, new Date('2026-11-28T05:00:00Z'))).toBe(1);
  });

  it('counts a limit bonus in total', () => {
    if (!limit) throw new Error('no limit bonus');
    expect(receivedInPeriod(limit, [new Date(0), new Date('2026-01-01T00:00:00Z')], new Date())).toBe(2);
  });
});

describe('held bonus', () => {
  it('credits the capped percentage, refuses a second one, and clears only when the balance is under the threshold', () => {
    let now = new Date('2026-11-24T05:00:00Z');
    const state = new SandboxState({ seed: 1, now: () => now, log: () => undefined, populate: seedWorld });
    const player = state.playerByPhone(NEWCOMER.username);
    if (!player) throw new Error('newcomer missing');
    player.wallet = 100_000;
    expect(activateBonus(state, player, 'DAILY10')).toBe(10_000);
    expect(player.wallet).toBe(110_000);
    expect(() => activateBonus(state, player, 'WEEKLY20')).toThrow('BONUS_ALREADY_ACTIVE');
    expect(bonusCondition(player)).toEqual({ status: false, amount: 110_000, minimum: 500 });
    expect(() => clearBonus(state, player)).toThrow('BONUS_CONDITION');
    player.wallet = 400;
    clearBonus(state, player);
    expect(player.held).toBeNull();
    expect(player.statements[0]?.statementType).toBe('finish_bonus');
    player.wallet = 100_000;
    activateBonus(state, player, 'DAILY10');
    player.wallet = 0;
    clearBonus(state, player);
    player.wallet = 100_000;
    expect(() => activateBonus(state, player, 'DAILY10')).toThrow('BONUS_MAX_CLAIMED');
    now = new Date('2026-11-25T05:00:00Z');
    expect(activateBonus(state, player, 'DAILY10')).toBe(10_000);
  });
});
