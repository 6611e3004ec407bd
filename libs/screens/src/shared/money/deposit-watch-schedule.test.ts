import { describe, expect, it } from 'vitest';
import {
  dueAt,
  lookAnswered,
  lookSent,
  nextDue,
  OPEN_GATE,
  rateLimitPause,
  startSchedule,
  WATCH_CEILING_MS,
  WATCH_LAST_LOOK_MS,
  type DepositSchedule,
  type LookAnswer,
  type WatchGate,
} from './deposit-watch-schedule';

/** Runs one watch that is never settled, answering every look with `answer`; returns the times looks were sent. */
function simulate(answer: (n: number) => LookAnswer = () => 'pending') {
  let schedule = startSchedule(0);
  let gate: WatchGate = { ...OPEN_GATE };
  const sent: number[] = [];
  for (let n = 0; n < 100; n += 1) {
    const at = dueAt(schedule, gate);
    if (at === null) break;
    sent.push(at);
    schedule = lookSent(schedule, at);
    gate = { ...gate, lastRequestAt: at };
    const reply = answer(n);
    // Each answer takes 200 ms.
    schedule = lookAnswered(schedule, at + 200, reply);
    gate = { ...gate, pausedUntil: Math.max(gate.pausedUntil, rateLimitPause(at + 200, reply)) };
  }
  return { sent, schedule };
}

describe('deposit watch schedule', () => {
  it('starts 3 s after the deposit and backs off by 1.5 up to 15 s', () => {
    const { sent } = simulate();
    const gaps = sent.slice(1).map((at, i) => at - (sent[i] ?? 0));
    expect(sent[0]).toBe(3_000);
    expect(gaps.slice(0, 5)).toEqual([3_200, 4_700, 6_950, 10_325, 15_200]);
    expect(Math.max(...gaps.slice(0, -1))).toBe(15_200);
  });

  it('stops at the ceiling (1 minute plus margin), looks once more at 5 minutes, then gives up', () => {
    const { sent, schedule } = simulate();
    const beforeCeiling = sent.filter((at) => at <= WATCH_CEILING_MS);
    expect(sent.length).toBe(beforeCeiling.length + 1);
    expect(sent.at(-1)).toBe(WATCH_LAST_LOOK_MS);
    expect(schedule.gaveUp).toBe(true);
    expect(dueAt(schedule, OPEN_GATE)).toBeNull();
    // Few requests in all: one deposit costs about ten looks.
    expect(sent.length).toBeLessThanOrEqual(11);
  });

  it('never sends two requests less than 3 s apart, whatever the answers', () => {
    const { sent } = simulate((n) => (n % 3 === 0 ? 'error' : 'pending'));
    for (let i = 1; i < sent.length; i += 1)
      expect((sent[i] ?? 0) - (sent[i - 1] ?? 0)).toBeGreaterThanOrEqual(3_000);
  });

  it('sends nothing while hidden, offline or while a request is in flight', () => {
    const schedule = startSchedule(0);
    expect(dueAt(schedule, { ...OPEN_GATE, visible: false })).toBeNull();
    expect(dueAt(schedule, { ...OPEN_GATE, online: false })).toBeNull();
    expect(dueAt(schedule, { ...OPEN_GATE, inFlight: true })).toBeNull();
    expect(dueAt(schedule, OPEN_GATE)).toBe(3_000);
  });

  it('looks at once when the page comes back after a long absence, and that look is the last one', () => {
    const schedule = startSchedule(0);
    const back = 10 * 60_000;
    const gate = { ...OPEN_GATE, lastRequestAt: 4_000 };
    // Due long ago: sent as soon as the page is visible again.
    expect(dueAt(schedule, gate)).toBe(7_000);
    const sent = lookSent(schedule, back);
    expect(lookAnswered(sent, back + 100, 'pending').gaveUp).toBe(true);
  });

  it('a rate-limit answer backs every watch off and is not counted as a look', () => {
    const pause = rateLimitPause(10_000, 'REQUEST_LIMIT_1MIN');
    expect(pause).toBe(70_000);
    expect(rateLimitPause(10_000, 'REQUEST_LIMIT')).toBe(25_000);
    expect(rateLimitPause(10_000, 'pending')).toBe(0);
    const other = startSchedule(0);
    expect(dueAt(other, { ...OPEN_GATE, pausedUntil: pause })).toBe(70_000);
    // The last look refused by a rate limit is sent again after the pause.
    const last = lookSent(startSchedule(0), WATCH_LAST_LOOK_MS);
    const limited = lookAnswered(last, WATCH_LAST_LOOK_MS + 100, 'REQUEST_LIMIT');
    expect(limited.gaveUp).toBe(false);
    expect(dueAt(limited, OPEN_GATE)).toBe(WATCH_LAST_LOOK_MS + 100 + 15_000);
  });

  it('picks the deposit due first, and none while the gate is closed', () => {
    const a: DepositSchedule = startSchedule(5_000);
    const b: DepositSchedule = startSchedule(1_000);
    const entries = [
      { key: 'a', schedule: a },
      { key: 'b', schedule: b },
    ];
    expect(nextDue(entries, OPEN_GATE)).toEqual({ key: 'b', at: 4_000 });
    // One request every 3 s over all watches.
    expect(nextDue(entries, { ...OPEN_GATE, lastRequestAt: 4_000 })).toEqual({ key: 'b', at: 7_000 });
    expect(nextDue(entries, { ...OPEN_GATE, visible: false })).toBeNull();
    expect(nextDue([], OPEN_GATE)).toBeNull();
  });
});
