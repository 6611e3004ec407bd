// Money limits: the document's maximum and two decimals on every money request, and a fuzz run that conserves
// every satang.
import { expect, it } from 'vitest';
import fc from 'fast-check';
import { expectFailure } from '../harness';
import { DEMO, useSandbox, type SuiteEnv } from './env';
import { expectSlipAmountRefused, holdings } from './wallet-helpers';

export function moneyLimitSuite(env: SuiteEnv): void {
  const { ctx, clock } = useSandbox(env);

  it("refuses amounts over the document's maximum or with a third decimal, on every money request", async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const total = await holdings(api);
    for (const amount of [9e13, 100_000_000.01, 2 ** 53, 1e21]) {
      await expectFailure(api.post('/api/wallet/add', { body: { amount } }), 400, 'KEY_INVALID');
      await expectFailure(
        api.post('/api/wallet/transfer', { body: { from: 'wallet', to: 'pg', amount } }),
        400,
        'KEY_INVALID',
      );
      await expectFailure(api.post('/api/wallet/withdraw', { body: { amount } }), 400, 'KEY_INVALID');
      await expectFailure(api.post('/api/wallet/withdrawAll', { body: { amount } }), 400, 'KEY_INVALID');
      await expectFailure(
        api.post('/api/qrcode/{id}', { params: { path: { id: 'KBANK' } }, body: { amount } }),
        400,
        'KEY_INVALID',
      );
    }
    await expectFailure(api.post('/api/wallet/add', { body: { amount: 10.005 } }), 400, 'KEY_INVALID');
    for (const amount of ['1000000000', '100000000.01']) {
      await expectSlipAmountRefused(api, amount);
    }
    expect(await holdings(api)).toBe(total);
    // The largest amount is taken, to the satang.
    await api.post('/api/wallet/add', { body: { amount: 99_999_999.99 } });
    clock.advance(60_000);
    expect(await holdings(api)).toBe(total + 9_999_999_999);
  });

  it('conserves every satang through a fuzz run of deposits, transfers and withdrawals with hostile amounts', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const satang = (baht: number) => BigInt(Math.round(baht * 100));
    const exact = async () => {
      const wallet = await api.get('/api/wallet');
      return [wallet.wallet.amount, ...wallet.slots.map((s) => s.amount)].reduce(
        (sum, b) => sum + satang(b),
        0n,
      );
    };
    const before = await exact();
    const amounts = fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 150_000 }).map((n) => n / 100), weight: 8 },
      {
        arbitrary: fc.constantFrom(9e13, 2 ** 53, 1e8 + 0.01, 99_999_999.99, 0.1, 0.3, 1.005, -5, 0, 150.75),
        weight: 2,
      },
      { arbitrary: fc.double({ min: -1e15, max: 1e15, noNaN: true }), weight: 1 },
    );
    const places = fc.constantFrom('wallet', 'pg', 'UFABET');
    const step = fc.oneof(
      fc.record({ op: fc.constant('add' as const), amount: amounts }),
      fc.record({ op: fc.constant('transfer' as const), from: places, to: places, amount: amounts }),
      fc.record({ op: fc.constant('transferAll' as const), to: places }),
      fc.record({ op: fc.constant('withdraw' as const), amount: amounts }),
    );
    // Two huge deposits first (each alone fits 2^53 satang, together they do not), then an odd satang.
    const steps = [
      { op: 'add' as const, amount: 9e13 },
      { op: 'add' as const, amount: 9e13 },
      { op: 'add' as const, amount: 0.01 },
      ...fc.sample(step, { seed: 20261126, numRuns: 80 }),
    ];
    let added = 0n;
    let withdrawn = 0n;
    let accepted = 0;
    for (const s of steps) {
      try {
        if (s.op === 'add') {
          await api.post('/api/wallet/add', { body: { amount: s.amount } });
          added += satang(s.amount);
        } else if (s.op === 'withdraw') {
          await api.post('/api/wallet/withdraw', { body: { amount: s.amount } });
          withdrawn += satang(s.amount);
        } else if (s.op === 'transfer') {
          await api.post('/api/wallet/transfer', { body: { from: s.from, to: s.to, amount: s.amount } });
        } else {
          await api.post('/api/wallet/transferAll', { body: { to: s.to } });
        }
        accepted += 1;
      } catch (error) {
        // A refusal moves nothing; it is never a server failure.
        expect((error as { status?: number }).status).toBeLessThan(500);
      }
    }
    clock.advance(60_000); // every accepted deposit has arrived
    expect(await exact()).toBe(before + added - withdrawn);
    expect(accepted).toBeGreaterThan(10); // the run moved money, not only refusals
  });
}
