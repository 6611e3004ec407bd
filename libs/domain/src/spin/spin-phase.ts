// Prize wheel state machine in docs/product.md#spin: idle -> spinning -> stopped -> (2 s later) prize -> idle.
import { canSpin } from './spin-rules';

/** Phase of the prize wheel. Example: `const p: SpinPhase = 'stopped'`. */
export type SpinPhase = 'idle' | 'spinning' | 'stopped' | 'prize';

/** What happened to the wheel. `prizeDue` fires PRIZE_MODAL_DELAY_MS after `stopped`; `prizeClosed` reloads the setup. Example: `{ type: 'spin', coins: 2 }`. */
export type SpinEvent =
  | { type: 'spin'; coins: number }
  | { type: 'stopped' }
  | { type: 'prizeDue' }
  | { type: 'prizeClosed' }
  | { type: 'failed' };

/** Next wheel phase; a spin is ignored while spinning or without coins, other events outside their phase are ignored. Example: `nextSpinPhase('idle', { type: 'spin', coins: 0 }) === 'idle'`. */
export function nextSpinPhase(phase: SpinPhase, event: SpinEvent): SpinPhase {
  switch (event.type) {
    case 'spin':
      return phase === 'idle' && canSpin({ spinning: false, coins: event.coins }) ? 'spinning' : phase;
    case 'stopped':
      return phase === 'spinning' ? 'stopped' : phase;
    case 'prizeDue':
      return phase === 'stopped' ? 'prize' : phase;
    case 'prizeClosed':
      return phase === 'prize' ? 'idle' : phase;
    case 'failed':
      return phase === 'spinning' ? 'idle' : phase;
  }
}
