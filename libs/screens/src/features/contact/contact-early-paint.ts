// What /contact paints before the app has started (shared/early-paint): the support card's contact text and LINE QR
// code, from the page's prefetched public contact lookup. Either may be missing (its element stays hidden, as the
// app leaves it out); an unsafe QR source is never set.
import { defineEarlyPaint } from '../../shared/early-paint/early-paint-declaration';

export const CONTACT_EARLY_PAINT = defineEarlyPaint({
  name: 'contact-card',
  reads: ['/api/lookup/contact'],
  hiddenUntilPainted: true,
  when: [{ read: 0, path: '', is: 'object' }],
  slots: {
    text: { kind: 'text', read: 0, path: 'contactText', missing: 'hide' },
    qr: { kind: 'src', read: 0, path: 'lineQR', missing: 'hide' },
  },
  requireAny: ['text', 'qr'],
});
