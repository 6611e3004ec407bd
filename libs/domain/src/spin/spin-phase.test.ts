import { describe, expect, it } from 'vitest';
import { type SpinEvent, type SpinPhase, nextSpinPhase } from './spin-phase';

describe('nextSpinPhase', () => {
  it.each<[SpinPhase, SpinEvent, SpinPhase]>([
    ['idle', { type: 'spin', coins: 1 }, 'spinning'],
    ['idle', { type: 'spin', coins: 0 }, 'idle'],
    ['idle', { type: 'spin', coins: -2 }, 'idle'],
    ['spinning', { type: 'spin', coins: 5 }, 'spinning'],
    ['stopped', { type: 'spin', coins: 5 }, 'stopped'],
    ['spinning', { type: 'stopped' }, 'stopped'],
    ['idle', { type: 'stopped' }, 'idle'],
    ['stopped', { type: 'prizeDue' }, 'prize'],
    ['spinning', { type: 'prizeDue' }, 'spinning'],
    ['prize', { type: 'prizeClosed' }, 'idle'],
    ['stopped', { type: 'prizeClosed' }, 'stopped'],
    ['spinning', { type: 'failed' }, 'idle'],
    ['prize', { type: 'failed' }, 'prize'],
  ])('%s with %j goes to %s', (phase, event, next) => {
    expect(nextSpinPhase(phase, event)).toBe(next);
  });

  it('runs a whole spin back to idle', () => {
    const events: SpinEvent[] = [
      { type: 'spin', coins: 3 },
      { type: 'stopped' },
      { type: 'prizeDue' },
      { type: 'prizeClosed' },
    ];
    const phases = events.reduce<SpinPhase[]>(
      (list, event) => [...list, nextSpinPhase(list.at(-1) ?? 'idle', event)],
      ['idle'],
    );
    expect(phases).toEqual(['idle', 'spinning', 'stopped', 'prize', 'idle']);
  });
});
