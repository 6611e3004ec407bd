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

/**
 * Parts of the domain's catalogue that no page shows on its first screen, each a catalogue of its own downloaded with
 * what shows it (compile-domain-catalogs.ts splits them off by id prefix). The rest of the domain's texts (the error
 * codes' own texts, the validation texts) are in the catalogue every page has: a refusal's text shows at once.
 */
export const DOMAIN_TEXT_PARTS = {
  /** What to do after a refusal: with the next steps' table (shared/use-error-text.ts), the deposit dialog (below) and the statement's slips dialog. */
  'next-steps': 'next.',
  /** A slip's status and reason: with the deposit watch's runner (shared/money), the deposit dialog and the slips dialog. */
  slips: 'slip.',
} as const;

export type DomainTextPart = keyof typeof DOMAIN_TEXT_PARTS;

/** A catalogue loaded apart from the one every page has: a feature's own texts or a part of the domain's. */
export type TextPart = FeatureWithTexts | DomainTextPart;

/** The domain parts a feature's own screens show (the deposit dialog's gift link step and slip upload): loaded with its texts. */
export const FEATURE_DOMAIN_PARTS: Partial<Record<FeatureWithTexts, readonly DomainTextPart[]>> = {
  deposit: ['next-steps', 'slips'],
};
