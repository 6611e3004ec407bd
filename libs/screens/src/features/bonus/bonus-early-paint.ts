// What /user/bonus paints before the app has started (shared/early-paint): the first card's code and banner (the
// page's largest paint), from the page's prefetched cards. Only when what the app will put above the cards is what
// the page shows already: the check says no bonus is held (the search stays; a held bonus or a failed check replaces
// it), there is no current promotion (a failed read shows none either), and the page's language is the player's
// (another one changes the texts above). The banner is asked for as soon as the cards answer.
import { defineEarlyPaint } from '../../shared/early-paint/early-paint-declaration';

export const BONUS_EARLY_PAINT = defineEarlyPaint({
  name: 'bonus-cards',
  reads: ['/api/bonus', '/api/bonus/check/active', '/api/promotion/current'],
  sameLanguage: true,
  hiddenUntilPainted: true,
  when: [
    { read: 0, path: 'bonuses', is: 'array' },
    { read: 0, path: 'bonuses.0', is: 'object' },
    { read: 0, path: 'bonuses.0.code', is: 'string' },
    { read: 1, path: '', is: 'object' },
    { read: 1, path: 'status', is: 'not-true' },
    { read: 2, path: 'promotion', is: 'falsy' },
  ],
  slots: {
    card: { kind: 'show', removeClass: 'wl-bonus-card--waiting' },
    // Only a source the app's isSafeUrl allows: another banner stays hidden, as the app drops it.
    banner: { kind: 'src', read: 0, path: 'bonuses.0.banners.0.image', missing: 'hide', priority: 'high' },
    panel: { kind: 'show' },
    code: { kind: 'text', read: 0, path: 'bonuses.0.code' },
  },
});
