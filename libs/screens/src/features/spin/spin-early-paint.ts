// What /user/spin paints before the app has started (shared/early-paint): the skeleton's spin button with the
// player's whole coins, from the page's prefetched wheel setup (the page's largest paint: the wheel is a canvas).
// Only with an active wheel and a coin (without one the app shows the disabled button and why), and only in the
// language the page was rendered in (the button's text template is that language's).
import { defineEarlyPaint } from '../../shared/early-paint/early-paint-declaration';

/** Where the coins go in the skeleton's text template (`data-template`). */
export const SPIN_COINS_MARK = '{left}';

export const SPIN_EARLY_PAINT = defineEarlyPaint({
  name: 'spin-button',
  reads: ['/api/spinwheel/setup'],
  sameLanguage: true,
  when: [{ read: 0, path: 'result.activeSpinwheel', is: 'object' }],
  slots: {
    button: { kind: 'count', read: 0, path: 'result.userCoin', mark: SPIN_COINS_MARK, min: 1 },
  },
  // Bold text in the page's script face, which the page may not have used yet: the width must not change after.
  fontOf: 'button',
});
