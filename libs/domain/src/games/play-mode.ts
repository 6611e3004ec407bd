// Play buttons of a game card (docs/product.md#games): transfer-and-play, play, transfer-only.

/** Button pressed on a game card. Example: `const m: PlayMode = 'transferAndPlay'`. */
export type PlayMode = 'transferAndPlay' | 'play' | 'transferOnly';

/** Steps the screen runs for a play button. Example: `{ transferAllAmount: 250, openGame: true, focusAmount: false }`. */
export interface PlayPlan {
  /** Amount moved from the wallet into the game first (the whole wallet), or null for no transfer. */
  transferAllAmount: number | null;
  openGame: boolean;
  focusAmount: boolean;
}

/** Plan of a play button: transfer-and-play moves the whole wallet (none when it is zero) then opens the game. Example: `playPlan('transferAndPlay', 0).transferAllAmount === null`. */
export function playPlan(mode: PlayMode, walletAmount: number): PlayPlan {
  switch (mode) {
    case 'transferAndPlay':
      return {
        transferAllAmount: walletAmount > 0 ? walletAmount : null,
        openGame: true,
        focusAmount: false,
      };
    case 'play':
      return { transferAllAmount: null, openGame: true, focusAmount: false };
    case 'transferOnly':
      return { transferAllAmount: null, openGame: false, focusAmount: true };
  }
}
