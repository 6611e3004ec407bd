// Which feature folders' texts are in a catalogue of their own (locales/<feature>): a page downloads the texts of
// its own feature and of the dialogs it opens, not those of every screen. lingui.config.ts splits the catalogues by
// this list; the routes (app/routes.tsx) and the home dialogs (app/dashboard-modals.ts) load a feature's part with
// its code. Every other folder's texts (shell, shared parts, login, conditions, chat...) are in the catalogue every
// page has (locales/).

/** Feature folders with a catalogue of their own. */
export const FEATURES_WITH_TEXTS = [
  'register',
  'howto',
  'contact',
  'home',
  'bonus',
  'spin',
  'statement',
  'profile',
  'deposit',
  'withdraw',
  'transfer',
  'refund',
  'invite',
] as const;

export type FeatureWithTexts = (typeof FEATURES_WITH_TEXTS)[number];
