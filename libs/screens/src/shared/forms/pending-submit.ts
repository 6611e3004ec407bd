// A form submitted on a prerendered page before the app has started (slow 4G: the page is on screen, its scripts
// are not): the page's inline script cancels the browser's own submit (which would put the password in the URL),
// marks the form's button busy and remembers which form it was. The app submits that form once, with what was
// typed, as soon as it has taken over the page; the tap is not lost.
// A tap on any other button of that page (the menu's Conditions, Log out, Refresh) would do nothing at all: the
// script remembers the last one, marks it busy, and the app taps it again once it has hydrated it. Two kinds of
// button keep a stronger promise: one marked `data-final-tap` (Log out) is never given up for a later tap, and one
// the app replaces (`data-replay-tap="<key>"`: the prize wheel's early spin button) is tapped on its replacement,
// by the component that renders it (`useReplayedTap`).
import { useContext, useEffect, useRef } from 'react';
import { AppContext } from '../app-context';
import type { SubmitReplay, TapReplay } from '../app-services';

export type { SubmitReplay, TapReplay } from '../app-services';

/** The page global the inline script writes: the pending form's key, or `false` once the app has taken over. */
export const PENDING_SUBMIT_GLOBAL = '__walletSubmit';
/** The page global the inline script writes: the last button tapped early, or `false` once the app has taken over. */
export const PENDING_TAP_GLOBAL = '__walletTap';
/** The attribute naming a form whose early submit is replayed. */
export const REPLAY_SUBMIT_ATTRIBUTE = 'data-replay-submit';
/** Names an early element the app replaces: its early tap is made on the replacement (`useReplayedTap`). */
export const REPLAY_TAP_ATTRIBUTE = 'data-replay-tap';
/** Marks a button whose early tap is kept over every later one (Log out: a later tap must not drop it). */
export const FINAL_TAP_ATTRIBUTE = 'data-final-tap';

/**
 * The inline script's part (ES5, no dependencies): every native submit is cancelled; before the app has taken
 * over, a submit of a replayable form is remembered and its submit button marked busy.
 */
export const PENDING_SUBMIT_SCRIPT =
  `addEventListener('submit',function(e){e.preventDefault();var w=window,f=e.target;` +
  `if(w.${PENDING_SUBMIT_GLOBAL}===false||!f||!f.getAttribute)return;` +
  `var k=f.getAttribute('${REPLAY_SUBMIT_ATTRIBUTE}');if(!k)return;w.${PENDING_SUBMIT_GLOBAL}=k;` +
  `var b=f.querySelector('button[type=submit]');if(b)b.setAttribute('aria-busy','true')});` +
  // Capture phase: the tap is seen even if nothing on the page lets it bubble. A form's submit button is the
  // submit's; a disabled button stays a no-op; a kept final tap stays.
  `addEventListener('click',function(e){var w=window,t=e.target,p=w.${PENDING_TAP_GLOBAL};if(p===false)return;` +
  `var b=t&&t.closest?t.closest('button,[${REPLAY_TAP_ATTRIBUTE}]'):null;` +
  `if(!b||(b.form&&b.type==='submit')||b.disabled||b.getAttribute('aria-disabled')==='true')return;` +
  `if(p&&p.hasAttribute&&p.hasAttribute('${FINAL_TAP_ATTRIBUTE}'))return;` +
  `if(p&&p!==b&&p.removeAttribute)p.removeAttribute('aria-busy');w.${PENDING_TAP_GLOBAL}=b;` +
  `b.setAttribute('aria-busy','true')},true);`;

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
 * taken what was typed before), `submit` runs once if this form was submitted early.
 */
export function useReplayedSubmit(form: string, submit: () => void) {
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
  return { ref, [REPLAY_SUBMIT_ATTRIBUTE]: form };
}
