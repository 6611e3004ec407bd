// Which feature folders' texts are in the player catalogue (locales/player): the screens only a signed-in player
// opens. lingui.config.ts splits the catalogues by it; i18n.ts loads that part when the player shell loads.

/** Feature folders of the player's own screens and dialogs. */
export const PLAYER_FEATURES = [
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
