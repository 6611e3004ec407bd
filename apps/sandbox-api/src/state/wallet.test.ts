import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApiFailure } from '../errors';
import { DEMO_PLAYER, GAMES } from '../seed/catalogue';
import { totalHoldings } from './players';
import { seedWorld } from '../seed/world';
import { SandboxState } from './store';
import type { Player } from './types';
import { activateGame, transfer, transferAll, withdraw, withdrawAll } from './wallet';

function demo(): { state: SandboxState; player: Player } {
  const state = new SandboxState({
    seed: 7,
    now: () => new Date('2026-11-24T05:00:00Z'),
    log: () => undefined,
    populate: seedWorld,
  });
  const player = state.playerByPhone(DEMO_PLAYER.username);
  if (!player) throw new Error('demo player missing');
  return { state, player };
}

/** Everything the player owns or has asked to be paid out: conserved by every wallet operation. */
function accounted(player: Player): number {
  const withdrawn = player.statements
    .filter((s) => s.statementType === 'withdraw' && s.status === 'PENDING')
    .reduce((sum, s) => sum + s.amount, 0);
  return totalHoldings(player) + withdrawn;
}

const accountCode = fc.constantFrom('wallet', ...GAMES.map((g) => g.code), 'unknown');
const amount = fc.oneof(
  fc.integer({ min: -100, max: 3000 }),
  fc.double({ min: -10, max: 3000, noNaN: true }),
);
const operation = fc.oneof(
  fc.record({ kind: fc.constant('transfer' as const), from: accountCode, to: accountCode, amount }),
  fc.record({ kind: fc.constant('transferAll' as const), to: accountCode }),
  fc.record({ kind: fc.constant('withdraw' as const), amount }),
  fc.record({ kind: fc.constant('withdrawAll' as const), amount }),
  fc.record({ kind: fc.constant('activate' as const), to: accountCode }),
);

describe('money conservation', () => {
  it('keeps wallet + game accounts + pending withdrawals constant over any sequence of operations', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (ops) => {
        const { state, player } = demo();
        const before = accounted(player);
        for (const op of ops) {
          const snapshot = JSON.stringify([player.wallet, player.games]);
          try {
            if (op.kind === 'transfer') transfer(state, player, op.from, op.to, op.amount);
            else if (op.kind === 'transferAll') transferAll(state, player, op.to);
            else if (op.kind === 'withdraw') withdraw(state, player, op.amount);
            else if (op.kind === 'withdrawAll') withdrawAll(state, player, op.amount);
            else activateGame(state, player, op.to);
          } catch (error) {
            expect(error).toBeInstanceOf(ApiFailure);
            // A refused operation moves nothing.
            expect(JSON.stringify([player.wallet, player.games])).toBe(snapshot);
          }
          expect(accounted(player)).toBe(before);
          expect(player.wallet).toBeGreaterThanOrEqual(0);
          expect(player.games.every((g) => g.amount >= 0 && Number.isInteger(g.amount))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('records a failed statement and returns the money when the game provider is down', () => {
    const { state, player } = demo();
    const wallet = player.wallet;
    expect(() => transfer(state, player, 'wallet', 'askmebet', 10)).toThrow(ApiFailure);
    expect(player.wallet).toBe(wallet);
    expect(player.statements[0]).toMatchObject({
      statementType: 'transfer',
      status: 'FAILED',
      to: 'askmebet',
      amount: 1000,
    });
  });
});
