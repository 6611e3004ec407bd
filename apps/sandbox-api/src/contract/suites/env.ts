// What each contract suite receives from the runner, and the per-suite sandbox lifecycle.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { expect } from 'vitest';
import { testClock, type TestClock } from '../clock';
import type { MarketName } from '../../market';
import { startContract, type ContractContext, type ContractDocument, type Exchange } from '../harness';

/** Shared by all suites of the runner. */
export interface SuiteEnv {
  document: ContractDocument;
  onExchange(exchange: Exchange): void;
  takeProblems(): string[];
}

/** A suite's own sandbox (fresh state, steppable clock, Thai market unless told), checked after every test for
 * contract problems. */
export function useSandbox(
  env: SuiteEnv,
  market: MarketName = 'thai',
): { ctx: () => ContractContext; clock: TestClock } {
  const clock = testClock();
  let context: ContractContext | undefined;
  beforeAll(async () => {
    context = await startContract(env.document, (e) => env.onExchange(e), { now: clock.now, market });
  });
  afterEach(() => {
    expect(env.takeProblems()).toEqual([]);
  });
  afterAll(async () => {
    await context?.close();
  });
  return {
    clock,
    ctx: () => {
      if (!context) throw new Error('sandbox not started');
      return context;
    },
  };
}

/** The seeded accounts. */
export const DEMO = { username: '0812345678', password: 'demo1234' } as const;
export const NEWCOMER = { username: '0823456789', password: 'newbie123' } as const;
export const HOLDER = { username: '0845678901', password: 'bonus1234' } as const;
export const KTB = { username: '0834567890', password: 'ktbuser12' } as const;
export const INACTIVE = { username: '0899999999', password: 'inactive1' } as const;
