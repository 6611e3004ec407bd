// A form submitted on a prerendered page before the app has started (slow 4G: the page is on screen, its scripts
// are not): the page's inline script cancels the browser's own submit (which would put the password in the URL),
// marks the form's button busy and remembers which form it was. The app submits that form once, with what was
// typed, as soon as it has taken over the page; the tap is not lost.
import { useContext, useEffect, useRef } from 'react';
import { AppContext } from '../app-context';

/** The page global the inline script writes: the pending form's key, or `false` once the app has taken over. */
export const PENDING_SUBMIT_GLOBAL = '__walletSubmit';
/** The attribute naming a form whose early submit is replayed. */
export const REPLAY_SUBMIT_ATTRIBUTE = 'data-replay-submit';

/**
 * The inline script's part (ES5, no dependencies): every native submit is cancelled; before the app has taken
 * over, a submit of a replayable form is remembered and its submit button marked busy.
 */
export const PENDING_SUBMIT_SCRIPT =
  `addEventListener('submit',function(e){e.preventDefault();var w=window,f=e.target;` +
  `if(w.${PENDING_SUBMIT_GLOBAL}===false||!f||!f.getAttribute)return;` +
  `var k=f.getAttribute('${REPLAY_SUBMIT_ATTRIBUTE}');if(!k)return;w.${PENDING_SUBMIT_GLOBAL}=k;` +
  `var b=f.querySelector('button[type=submit]');if(b)b.setAttribute('aria-busy','true')});`;

/** Stops the inline script from remembering submits and returns the form it remembered, if any. */
export function closePendingSubmit(page: Record<string, unknown>): string | null {
  const pending = page[PENDING_SUBMIT_GLOBAL];
  page[PENDING_SUBMIT_GLOBAL] = false;
  return typeof pending === 'string' && pending !== '' ? pending : null;
}

/** The app's side: the remembered form, taken once by the page that owns it. */
export interface SubmitReplay {
  /** Called as the app takes over the page, with what closePendingSubmit returned. */
  set(form: string | null): void;
  /** True once for the remembered form (then forgotten). */
  take(form: string): boolean;
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
