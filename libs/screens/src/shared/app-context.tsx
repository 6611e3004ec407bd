// What every screen needs from the app around it: build config, session storage and the language.
import { createContext, useContext } from 'react';
import type { Locale } from '@wallet/domain';
import type { AppConfig } from '../config/app-config';
import type { SessionStore } from './session-storage';
import type { AccountSwitch } from './money/account-switch';
import type { DraftKeeper, SubmitReplay, TapReplay } from './app-services';

export interface AppContextValue {
  config: AppConfig;
  /** The page's origin, given by the app (libraries never read window.location). */
  origin: string;
  session: SessionStore;
  locale: Locale;
  setLocale(locale: Locale): void;
  /** Drops the session everywhere (storage and cached server data). */
  signOut(): void;
  /**
   * True while the stored token is the one of the player on screen; otherwise another tab logged in or out: the
   * app drops the cached data, leaves the page (/login, or a reload as the new player) and this returns false.
   */
  checkSession?(): boolean;
  /** Money calls in flight (the tab waits for them before switching player) and the note told after a switch. */
  accountSwitch?: AccountSwitch;
  /** Starts noticing, on a player page, a session the server has ended (the player shell runs it); returns the stop. */
  watchSession?(): () => void;
  /** The open money dialog's typed values, carried through /login when the server refuses the session. */
  drafts?: DraftKeeper;
  /** A form submitted on the prerendered page before the app started: submitted again once (see forms/pending-submit). */
  submitReplay?: SubmitReplay;
  /** A tap on an early element the app replaces, made on its replacement (see forms/pending-submit). */
  tapReplay?: TapReplay;
  /** Starts downloading the code of the page at a URL, ahead of a navigation there the screen expects. */
  preloadPage?(href: string): void;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext must be used inside <WalletApp>');
  return value;
}
