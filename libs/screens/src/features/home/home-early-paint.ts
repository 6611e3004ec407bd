// What /user/home paints before the app has started (shared/early-paint): the total balance of the skeleton's
// balance card, from the page's prefetched wallet read. The balance is what a player comes for, and the page's
// largest text.
import { defineEarlyPaint } from '../../shared/early-paint/early-paint-declaration';

export const HOME_EARLY_PAINT = defineEarlyPaint({
  name: 'home-balance',
  reads: ['/api/wallet'],
  when: [
    { read: 0, path: 'wallet', is: 'object' },
    { read: 0, path: 'slots', is: 'array' },
  ],
  slots: {
    // totalBalance(wallet.wallet, wallet.slots), in the currency the card was rendered with (a kip account's
    // figure waits for the app: the prerendered unit is baht's).
    balance: {
      kind: 'money',
      read: 0,
      sum: ['wallet.amount', 'slots.*.amount'],
      currency: 'profile.currency',
    },
    // The unit shows with the figure in a face of the web font the page has not used yet (the bold Thai or Lao).
    unit: { kind: 'keep' },
  },
  fontOf: 'unit',
});
