import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DepositWatcher, type DepositOutcome, type LookResult, type PendingDeposit } from './deposit-watch';

const QR: PendingDeposit = { kind: 'qr', provider: 'WW', qrcodeId: 'q1', amount: 500, walletBefore: 1_000 };
const VISIBLE = { visible: true, online: true };

/** A watcher whose looks answer from a script, recording when each was sent and how many ran at once. */
function harness(answers: (n: number) => LookResult | Promise<LookResult>) {
  const sent: number[] = [];
  const outcomes: [string, DepositOutcome][] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const watcher = new DepositWatcher({
    now: () => Date.now(),
    look: async () => {
      sent.push(Date.now());
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        return await answers(sent.length - 1);
      } finally {
        inFlight -= 1;
      }
    },
    onOutcome: (id, _deposit, outcome) => outcomes.push([id, outcome]),
  });
  return { watcher, sent, outcomes, maxInFlight: () => maxInFlight };
}

describe('DepositWatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('looks at 3 s, backs off, and ends with the landing outcome', async () => {
    const h = harness((n) => (n < 2 ? { answer: 'pending' } : { settled: { state: 'landed', amount: 500 } }));
    h.watcher.start(VISIBLE);
    h.watcher.watch('qr:q1', QR);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.sent).toEqual([3_000, 6_000, 10_500]);
    expect(h.outcomes).toEqual([['qr:q1', { state: 'landed', amount: 500 }]]);
    expect(h.watcher.outcome('qr:q1')).toEqual({ state: 'landed', amount: 500 });
    expect(h.watcher.pending).toBe(0);
  });

  it('never has two looks in flight, even with two deposits and slow answers', async () => {
    const h = harness(
      () => new Promise<LookResult>((resolve) => setTimeout(() => resolve({ answer: 'pending' }), 5_000)),
    );
    h.watcher.start(VISIBLE);
    h.watcher.watch('qr:q1', QR);
    h.watcher.watch('slip:R1', { kind: 'slip', reference: 'R1' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.maxInFlight()).toBe(1);
    for (let i = 1; i < h.sent.length; i += 1)
      expect((h.sent[i] ?? 0) - (h.sent[i - 1] ?? 0)).toBeGreaterThanOrEqual(3_000);
  });

  it('sends nothing while hidden or offline and looks again when both are back', async () => {
    const h = harness(() => ({ answer: 'pending' }));
    h.watcher.start({ visible: false, online: true });
    h.watcher.watch('qr:q1', QR);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(h.sent).toEqual([]);
    h.watcher.setPage({ visible: true, online: false });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(h.sent).toEqual([]);
    h.watcher.setPage(VISIBLE);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.sent).toEqual([40_000]);
  });

  it('stop() ends every timer: no look after it, the look in flight is dropped', async () => {
    const h = harness(
      () => new Promise<LookResult>((resolve) => setTimeout(() => resolve({ answer: 'pending' }), 1_000)),
    );
    h.watcher.start(VISIBLE);
    h.watcher.watch('qr:q1', QR);
    await vi.advanceTimersByTimeAsync(3_500);
    expect(h.sent).toEqual([3_000]);
    h.watcher.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(h.sent).toEqual([3_000]);
    expect(h.outcomes).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up after the last look at 5 minutes and says so once', async () => {
    const h = harness(() => ({ answer: 'pending' }));
    h.watcher.start(VISIBLE);
    h.watcher.watch('qr:q1', QR);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(h.sent.at(-1)).toBe(300_000);
    expect(h.sent.length).toBeLessThanOrEqual(11);
    expect(h.outcomes).toEqual([['qr:q1', { state: 'gave-up' }]]);
  });

  it('a rate-limit answer pauses the watch 60 s and is not an outcome', async () => {
    const h = harness((n) => (n === 0 ? { answer: 'REQUEST_LIMIT_1MIN' } : { answer: 'pending' }));
    h.watcher.start(VISIBLE);
    h.watcher.watch('qr:q1', QR);
    await vi.advanceTimersByTimeAsync(62_000);
    expect(h.sent).toEqual([3_000]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(h.sent).toEqual([3_000, 63_000]);
    expect(h.outcomes).toEqual([]);
  });

  it('forget() stops a watch quietly; nothing is watched before start()', async () => {
    const h = harness(() => ({ answer: 'pending' }));
    h.watcher.watch('qr:q0', QR);
    expect(h.watcher.pending).toBe(0);
    h.watcher.start(VISIBLE);
    h.watcher.watch('qr:q1', QR);
    h.watcher.forget('qr:q1');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(h.sent).toEqual([]);
    expect(h.watcher.outcome('qr:q1')).toEqual({ state: 'ended' });
    expect(h.outcomes).toEqual([]);
  });

  it('the next look starts from what the last one learnt of the deposit', async () => {
    const seen: PendingDeposit[] = [];
    const watcher = new DepositWatcher({
      look: async (deposit) => {
        seen.push(deposit);
        return { answer: 'pending', deposit: { ...QR, endedAt: seen.length } };
      },
    });
    watcher.start(VISIBLE);
    watcher.watch('qr:q1', QR);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(seen).toEqual([QR, { ...QR, endedAt: 1 }]);
  });

  it('a look that comes back after a newer code replaced the watch does not settle the newer one', async () => {
    let answer: (result: LookResult) => void = () => undefined;
    const h = harness(() => new Promise<LookResult>((resolve) => (answer = resolve)));
    h.watcher.start(VISIBLE);
    h.watcher.watch('qr:WW', QR);
    await vi.advanceTimersByTimeAsync(3_000);
    h.watcher.watch('qr:WW', { ...QR, qrcodeId: 'q2' });
    answer({ settled: { state: 'unpaid' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.outcomes).toEqual([]);
    expect(h.watcher.outcome('qr:WW')).toEqual({ state: 'watching' });
    expect(h.watcher.pending).toBe(1);
  });
});
