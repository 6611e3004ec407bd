// Opens a game exactly as docs/product.md#games says, through the domain's strategy (gameEntry): auto-login link, posted
// login form, credential URL, the game's site or its web URL; custom URLs of the build win. A new tab is opened
// synchronously on the tap (popup blockers allow only that), then navigated once the link is known. Every URL
// from the server is checked with isSafeUrl first; a bad one opens nothing.
import { useCallback, useRef, useState } from 'react';
import { useAutoLogin } from '@wallet/api-client/react';
import { gameEntry, isSafeUrl, type GameAccountForEntry, type GameEntry } from '@wallet/domain';
import { useAppContext } from '../../shared/app-context';

/** Why a game did not open: its URL is unusable, the browser blocked the tab, or a call failed (the error). */
export type GameEntryFailure =
  { kind: 'unavailable' } | { kind: 'blocked' } | { kind: 'error'; error: unknown };

export interface LaunchOptions {
  /** Runs after the tab is opened and before the game is entered (transfer-and-play); false stops the entry. */
  before?: () => Promise<boolean>;
}

/** Posts the login form of a JOKER / SLOTXO / UFABET game into `target` (a window name or `_self`). */
export function postLoginForm(
  doc: Document,
  action: string,
  fields: Record<string, string>,
  target: string,
): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = action;
  form.target = target;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
  form.remove();
}

export function useGameEntry(onFailure: (failure: GameEntryFailure) => void) {
  const { config } = useAppContext();
  const autoLogin = useAutoLogin();
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const latestFailure = useRef(onFailure);
  latestFailure.current = onFailure;

  const launch = useCallback(
    async (account: GameAccountForEntry & { username?: string | null }, options: LaunchOptions = {}) => {
      if (busyRef.current) return;
      const entry: GameEntry = gameEntry(account, {
        iframe: config.gameIframe,
        customGameUrls: config.customGameUrls,
      });
      if (entry.kind === 'unavailable') {
        latestFailure.current({ kind: 'unavailable' });
        return;
      }
      // The new tab is opened now, inside the tap, before anything is awaited.
      const windowName = `wallet-game-${Date.now()}`;
      let tab: Window | null = null;
      if (entry.target === 'newTab') {
        tab = window.open('about:blank', windowName);
        if (!tab) {
          latestFailure.current({ kind: 'blocked' });
          return;
        }
      }
      const abandon = (failure: GameEntryFailure) => {
        tab?.close();
        latestFailure.current(failure);
      };
      busyRef.current = true;
      setBusy(true);
      try {
        if (options.before && !(await options.before())) {
          tab?.close();
          return;
        }
        let url: string;
        if (entry.kind === 'formPost') {
          postLoginForm(document, entry.action, entry.fields, tab ? windowName : '_self');
          if (tab) tab.opener = null;
          return;
        } else if (entry.kind === 'autoLogin') {
          let link: string;
          try {
            ({ link } = await autoLogin.mutateAsync({ game: entry.game, username: account.username ?? '' }));
          } catch (error) {
            abandon({ kind: 'error', error });
            return;
          }
          if (!isSafeUrl(link)) {
            abandon({ kind: 'unavailable' });
            return;
          }
          url = link;
        } else {
          url = entry.url;
        }
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else {
          // Same window: the app hands the page over to the game.
          window.open(url, '_self');
        }
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [autoLogin, config.customGameUrls, config.gameIframe],
  );

  return { launch, busy };
}
