// A form submitted on a prerendered page before the app has started (slow 4G: the page is on screen, its scripts
// are not): the page's inline script cancels the browser's own submit (which would put the password in the URL),
// marks the form's button busy and remembers which form it was. The app submits that form once, with what was
// typed, as soon as it has taken over the page; the tap is not lost.
// A tap on any other button of that page (the menu's Conditions, Log out, Refresh) would do nothing at all: the
// script remembers the last one, marks it busy, and the app taps it again once it has hydrated it. Two kinds of
// button keep a stronger promise: one marked `data-final-tap` (Log out) is never given up for a later tap, and one
// the app replaces (`data-replay-tap="<key>"`: the prize wheel's early spin button) is tapped on its replacement,
// by the component that renders it (`useReplayedTap`).
// A button that opens a dialog (`data-early-dialog`: Deposit, Withdraw, Transfer) answers its early tap at once: the
// script opens the loading dialog (shared/loading-dialog) titled with the button's label. Closing it gives the tap up;
// the app adopts it once it has taken the tap, and closes it when the dialog itself opens. The script's source is
// pending-submit-script.ts (the prerender's, not the app's bundle).
import { useContext, useEffect, useRef } from 'react';
import { AppContext } from '../app-context';
import { closeLoadingDialog } from '../loading-dialog/close-loading-dialog';
import type { SubmitReplay, TapReplay } from '../app-services';

export type { SubmitReplay, TapReplay } from '../app-services';

/** The page global the inline script writes: the pending form's key, or `false` once the app has taken over. */
export const PENDING_SUBMIT_GLOBAL = '__walletSubmit';
/** The page global the inline script writes: the last button tapped early, or `false` once the app has taken over. */
export const PENDING_TAP_GLOBAL = '__walletTap';
/** The attribute naming a form whose early submit is replayed. */
export const REPLAY_SUBMIT_ATTRIBUTE = 'data-replay-submit';
/**
 * On a replayed form, the API path its submit reads (GET), started by its early submit, so the answer travels while
 * the app's scripts download; the app's replayed submit takes it instead of asking again (app/prefetch.ts). Each
 * `{name}` is the value of the form's field of that name, trimmed, `{name|upper}` in upper case too, as the app
 * sends it. A field left empty starts nothing (the app says what is missing).
 * Example: `data-early-read="/api/promotion/find/{code|upper}"`.
 */
export const EARLY_READ_ATTRIBUTE = 'data-early-read';
/** The page global (a player's page) that starts such a read: set by the page's prefetch script (app/prefetch.ts). */
export const EARLY_READ_GLOBAL = '__walletRead';
/** Names an early element the app replaces: its early tap is made on the replacement (`useReplayedTap`). */
export const REPLAY_TAP_ATTRIBUTE = 'data-replay-tap';
/** Marks a button whose early tap is kept over every later one (Log out: a later tap must not drop it). */
export const FINAL_TAP_ATTRIBUTE = 'data-final-tap';
/**
 * Marks a button whose early tap opens the loading dialog at once; its value is the dialog's size (the kit's `md` or
 * `full`, as the app's dialog for it). The loading dialog's two other texts come with it.
 */
export const EARLY_DIALOG_ATTRIBUTE = 'data-early-dialog';
export const EARLY_DIALOG_LOADING_ATTRIBUTE = 'data-early-dialog-loading';
export const EARLY_DIALOG_CLOSE_ATTRIBUTE = 'data-early-dialog-close';

/** Stops the inline script from remembering submits and returns the form it remembered, if any. */
export function closePendingSubmit(page: Record<string, unknown>): string | null {
  const pending = page[PENDING_SUBMIT_GLOBAL];
  page[PENDING_SUBMIT_GLOBAL] = false;
  return typeof pending === 'string' && pending !== '' ? pending : null;
}

/** Stops the inline script from remembering taps and returns the button it remembered, if any. */
export function closePendingTap(page: Record<string, unknown>): Element | null {
  const pending = page[PENDING_TAP_GLOBAL];
  page[PENDING_TAP_GLOBAL] = false;
  return pending instanceof Element ? pending : null;
}

export function createTapReplay(): TapReplay {
  let pending: Element | null = null;
  let replaced: { key: string; element: Element } | null = null;
  return {
    set(button) {
      const key = button?.getAttribute(REPLAY_TAP_ATTRIBUTE);
      pending = key ? null : button;
      replaced = button && key ? { key, element: button } : null;
    },
    run() {
      const button = pending;
      pending = null;
      if (!button) return;
      // The busy mark is the inline script's: removed, and the button shows React's own state from here.
      button.removeAttribute('aria-busy');
      if (button.isConnected && button instanceof HTMLElement) button.click();
    },
    take(key) {
      if (replaced?.key !== key) return false;
      replaced.element.removeAttribute('aria-busy');
      replaced = null;
      return true;
    },
    drop() {
      replaced?.element.removeAttribute('aria-busy');
      replaced = null;
      // The tap is given up: the loading dialog that answered it goes too.
      closeLoadingDialog();
    },
  };
}

/**
 * An early tap on the element marked `data-replay-tap={key}`, made once on what replaced it: `tap` (null while the
 * replacement is not ready) runs once if that element was tapped before the app started.
 */
export function useReplayedTap(key: string, tap: (() => void) | null): void {
  const replay = useContext(AppContext)?.tapReplay;
  useEffect(() => {
    if (tap && replay?.take(key)) tap();
  }, [replay, key, tap]);
}

export function createSubmitReplay(): SubmitReplay {
  let pending: string | null = null;
  return {
    set(form) {
      pending = form;
    },
    take(form) {
      if (pending !== form) return false;
      pending = null;
      return true;
    },
  };
}

/**
 * Props for a `<form>` whose submit before the app started is replayed: at its first commit (after the fields have
 * taken what was typed before), `submit` runs once if this form was submitted early. `earlyRead`: the read its early
 * submit starts (EARLY_READ_ATTRIBUTE).
 */
export function useReplayedSubmit(
  form: string,
  submit: () => void,
  { earlyRead }: { earlyRead?: string } = {},
) {
  const replay = useContext(AppContext)?.submitReplay;
  const ref = useRef<HTMLFormElement>(null);
  const latestSubmit = useRef(submit);
  useEffect(() => {
    latestSubmit.current = submit;
  });
  useEffect(() => {
    if (!replay?.take(form)) return;
    // The busy mark is the inline script's, not React's: removed, and the button shows React's own state.
    ref.current?.querySelectorAll('[aria-busy="true"]').forEach((el) => el.removeAttribute('aria-busy'));
    latestSubmit.current();
  }, [replay, form]);
  return {
    ref,
    [REPLAY_SUBMIT_ATTRIBUTE]: form,
    ...(earlyRead ? { [EARLY_READ_ATTRIBUTE]: earlyRead } : {}),
  };
}
