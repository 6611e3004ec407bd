import { createElement, type ReactNode } from 'react';
import { render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../app-context';
import {
  closePendingSubmit,
  closePendingTap,
  createSubmitReplay,
  createTapReplay,
  EARLY_DIALOG_ATTRIBUTE,
  EARLY_DIALOG_CLOSE_ATTRIBUTE,
  EARLY_DIALOG_LOADING_ATTRIBUTE,
  EARLY_READ_ATTRIBUTE,
  EARLY_READ_GLOBAL,
  FINAL_TAP_ATTRIBUTE,
  PENDING_SUBMIT_GLOBAL,
  PENDING_TAP_GLOBAL,
  REPLAY_SUBMIT_ATTRIBUTE,
  REPLAY_TAP_ATTRIBUTE,
  useReplayedSubmit,
  useReplayedTap,
} from './pending-submit';
import { PENDING_SUBMIT_SCRIPT } from './pending-submit-script';
import {
  closeLoadingDialog,
  LOADING_DIALOG_ID,
  LoadingDialogTakeover,
} from '../loading-dialog/loading-dialog';

/** Runs the inline script's submit handling on a page of its own (jsdom), as the prerendered page does. */
function pageWithScript() {
  const page = window as unknown as Record<string, unknown>;
  delete page[PENDING_SUBMIT_GLOBAL];
  delete page[PENDING_TAP_GLOBAL];
  document.body.innerHTML =
    `<form ${REPLAY_SUBMIT_ATTRIBUTE}="login"><input name="p"><button type="submit">Log in</button></form>` +
    `<form id="other"><button type="submit">Search</button></form>` +
    `<nav><button type="button" id="conditions"><span>Conditions</span></button>` +
    `<button type="button" id="logout">Log out</button><button type="button" disabled id="off">Off</button>` +
    `<button type="button" aria-disabled="true" id="soon">Soon</button>` +
    `<button type="button" id="leave" ${FINAL_TAP_ATTRIBUTE}>Leave</button></nav>` +
    `<span id="early-spin" ${REPLAY_TAP_ATTRIBUTE}="spin"><b>Spin (coins left: 3)</b></span>` +
    `<button type="button" id="deposit" ${REPLAY_TAP_ATTRIBUTE}="money-deposit" ${EARLY_DIALOG_ATTRIBUTE}="full" ` +
    `${EARLY_DIALOG_LOADING_ATTRIBUTE}="กำลังโหลด" ${EARLY_DIALOG_CLOSE_ATTRIBUTE}="ปิด"><span>ฝากเงิน</span></button>` +
    `<button type="button" id="withdraw" ${EARLY_DIALOG_ATTRIBUTE}="md" ${EARLY_DIALOG_LOADING_ATTRIBUTE}="&lt;img src=x&gt;" ` +
    `${EARLY_DIALOG_CLOSE_ATTRIBUTE}="ปิด">&lt;b&gt;ถอนเงิน&lt;/b&gt;</button>`;
  const listeners: EventListener[] = [];
  const add = window.addEventListener.bind(window);
  // Keep the listener to remove it after the test (the script adds it to the window).
  window.addEventListener = ((type: string, listener: EventListener) => {
    listeners.push(listener);
    add(type, listener);
  }) as typeof window.addEventListener;
  new Function(PENDING_SUBMIT_SCRIPT)();
  window.addEventListener = add;
  // The page goes with the listeners: other suites share this worker's document (no isolation).
  const cleanup = () => {
    listeners.forEach((l) => {
      window.removeEventListener('submit', l);
      window.removeEventListener('click', l, true);
    });
    document.body.replaceChildren();
  };
  return { page, cleanup };
}

const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

describe('the prerendered page’s submit handling', () => {
  it('cancels the native submit, remembers a replayable form and marks its button busy', () => {
    const { page, cleanup } = pageWithScript();
    const login = document.querySelector(`[${REPLAY_SUBMIT_ATTRIBUTE}]`) as HTMLFormElement;
    expect(submit(login).defaultPrevented).toBe(true);
    expect(page[PENDING_SUBMIT_GLOBAL]).toBe('login');
    expect(login.querySelector('button')).toHaveAttribute('aria-busy', 'true');
    expect(closePendingSubmit(page)).toBe('login');
    cleanup();
  });

  it('remembers nothing once the app has taken over, and never a form that is not replayable', () => {
    const { page, cleanup } = pageWithScript();
    const other = document.getElementById('other') as HTMLFormElement;
    expect(submit(other).defaultPrevented).toBe(true);
    expect(closePendingSubmit(page)).toBeNull();
    const login = document.querySelector(`[${REPLAY_SUBMIT_ATTRIBUTE}]`) as HTMLFormElement;
    expect(submit(login).defaultPrevented).toBe(true);
    expect(page[PENDING_SUBMIT_GLOBAL]).toBe(false);
    expect(login.querySelector('button')).not.toHaveAttribute('aria-busy');
    cleanup();
  });
});

describe('the prerendered page’s early read', () => {
  /** The page with a search form that reads, and the reader the prefetch script leaves for a player. */
  function searchPage({ player = true } = {}) {
    const { page, cleanup } = pageWithScript();
    const form = document.createElement('form');
    form.setAttribute(REPLAY_SUBMIT_ATTRIBUTE, 'promotion-search');
    form.setAttribute(EARLY_READ_ATTRIBUTE, '/api/promotion/find/{code|upper}?note={note}');
    form.innerHTML = '<input name="code"><input name="note"><button type="submit">Search</button>';
    document.body.append(form);
    const reads: string[] = [];
    if (player) page[EARLY_READ_GLOBAL] = (path: string) => reads.push(path);
    const fill = (code: string, note = 'x') => {
      (form.elements.namedItem('code') as HTMLInputElement).value = code;
      (form.elements.namedItem('note') as HTMLInputElement).value = note;
    };
    const done = () => {
      delete page[EARLY_READ_GLOBAL];
      cleanup();
    };
    return { page, form, reads, fill, done };
  }

  it('starts the read of an early submit once, its fields trimmed, upper-cased where asked and encoded', () => {
    const { form, reads, fill, done } = searchPage();
    fill(' free 50/ ', 'a&b');
    submit(form);
    submit(form);
    expect(reads).toEqual(['/api/promotion/find/FREE%2050%2F?note=a%26b']);
    // Another code typed, then submitted again: that one is read too.
    fill('new100');
    submit(form);
    expect(reads).toEqual([
      '/api/promotion/find/FREE%2050%2F?note=a%26b',
      '/api/promotion/find/NEW100?note=x',
    ]);
    done();
  });

  it('starts nothing with a field left empty, for a guest (no reader), or once the app has taken over', () => {
    const empty = searchPage();
    empty.fill('   ');
    submit(empty.form);
    expect(empty.reads).toEqual([]);
    expect(empty.page[PENDING_SUBMIT_GLOBAL]).toBe('promotion-search');
    empty.done();

    const guest = searchPage({ player: false });
    guest.fill('free50');
    expect(() => submit(guest.form)).not.toThrow();
    guest.done();

    const started = searchPage();
    started.page[PENDING_SUBMIT_GLOBAL] = false;
    started.fill('free50');
    submit(started.form);
    expect(started.reads).toEqual([]);
    started.done();
  });
});

describe('createSubmitReplay', () => {
  it('gives the remembered form to its page once', () => {
    const replay = createSubmitReplay();
    replay.set('login');
    expect(replay.take('register')).toBe(false);
    expect(replay.take('login')).toBe(true);
    expect(replay.take('login')).toBe(false);
  });
});

const button = (id: string) => document.getElementById(id) as HTMLButtonElement;

describe('the prerendered page’s tap handling', () => {
  it('remembers the last button tapped (its inner text too), marks only that one busy', () => {
    const { page, cleanup } = pageWithScript();
    button('logout').click();
    button('conditions')
      .querySelector('span')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(page[PENDING_TAP_GLOBAL]).toBe(button('conditions'));
    expect(button('conditions')).toHaveAttribute('aria-busy', 'true');
    expect(button('logout')).not.toHaveAttribute('aria-busy');
    expect(closePendingTap(page)).toBe(button('conditions'));
    cleanup();
  });

  it('leaves submit buttons to the submit handling, disabled ones alone, and stops once the app has taken over', () => {
    const { page, cleanup } = pageWithScript();
    button('off').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    button('soon').click();
    (document.querySelector('#other button') as HTMLButtonElement).click();
    expect(closePendingTap(page)).toBeNull();
    button('logout').click();
    expect(page[PENDING_TAP_GLOBAL]).toBe(false);
    expect(button('logout')).not.toHaveAttribute('aria-busy');
    cleanup();
  });
});

describe('the prerendered page’s tap handling: stronger promises', () => {
  it('keeps a final tap (Log out) over every later tap, which is not marked busy', () => {
    const { page, cleanup } = pageWithScript();
    button('conditions').click();
    button('leave').click();
    button('conditions').click();
    document.getElementById('early-spin')?.click();
    expect(page[PENDING_TAP_GLOBAL]).toBe(button('leave'));
    expect(button('leave')).toHaveAttribute('aria-busy', 'true');
    expect(button('conditions')).not.toHaveAttribute('aria-busy');
    expect(closePendingTap(page)).toBe(button('leave'));
    cleanup();
  });

  it('remembers a tap on an element the app replaces (not a button), however many times it is tapped', () => {
    const { page, cleanup } = pageWithScript();
    const early = document.getElementById('early-spin') as HTMLElement;
    for (let i = 0; i < 5; i += 1)
      early.querySelector('b')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(page[PENDING_TAP_GLOBAL]).toBe(early);
    expect(early).toHaveAttribute('aria-busy', 'true');
    expect(closePendingTap(page)).toBe(early);
    cleanup();
  });
});

describe('createTapReplay', () => {
  it('keeps a tap on a replaced element for the one that replaces it: taken once, never clicked itself', () => {
    document.body.innerHTML = `<span ${REPLAY_TAP_ATTRIBUTE}="spin" aria-busy="true">Spin</span>`;
    const early = document.querySelector('span') as HTMLElement;
    const clicks: number[] = [];
    early.addEventListener('click', () => clicks.push(1));
    const replay = createTapReplay();
    replay.set(early);
    replay.run();
    expect(clicks).toEqual([]);
    expect(replay.take('other')).toBe(false);
    expect(replay.take('spin')).toBe(true);
    expect(replay.take('spin')).toBe(false);
    expect(early).not.toHaveAttribute('aria-busy');
  });

  it('drops a tap on a replaced element when the player leaves its page', () => {
    document.body.innerHTML = `<span ${REPLAY_TAP_ATTRIBUTE}="spin" aria-busy="true">Spin</span>`;
    const replay = createTapReplay();
    replay.set(document.querySelector('span'));
    replay.drop();
    expect(replay.take('spin')).toBe(false);
    expect(document.querySelector('span')).not.toHaveAttribute('aria-busy');
  });

  it('clicks the remembered button once, busy mark removed', () => {
    document.body.innerHTML = '<button type="button" aria-busy="true">Conditions</button>';
    const target = document.querySelector('button') as HTMLButtonElement;
    const clicks: number[] = [];
    target.addEventListener('click', () => clicks.push(1));
    const replay = createTapReplay();
    replay.set(target);
    replay.run();
    replay.run();
    expect(clicks).toHaveLength(1);
    expect(target).not.toHaveAttribute('aria-busy');
  });

  it('drops a button the first render replaced', () => {
    document.body.innerHTML = '<button type="button">Conditions</button>';
    const target = document.querySelector('button') as HTMLButtonElement;
    const clicks: number[] = [];
    target.addEventListener('click', () => clicks.push(1));
    document.body.innerHTML = '<button type="button">Conditions</button>';
    const replay = createTapReplay();
    replay.set(target);
    replay.run();
    expect(clicks).toEqual([]);
  });
});

describe('a replayed form', () => {
  /** The hook under an app whose page remembered `pending` as submitted early. */
  function renderReplay(form: string, pending: string | null) {
    const submitReplay = createSubmitReplay();
    submitReplay.set(pending);
    const submit = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(AppContext.Provider, { value: { submitReplay } as unknown as AppContextValue }, children);
    const hook = renderHook(() => useReplayedSubmit(form, submit), { wrapper });
    return { submit, ...hook };
  }

  it('is submitted once at its first commit when it was the one submitted early', () => {
    const { submit, result, rerender } = renderReplay('promotion-search', 'promotion-search');
    expect(submit).toHaveBeenCalledTimes(1);
    rerender();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(result.current[REPLAY_SUBMIT_ATTRIBUTE]).toBe('promotion-search');
  });

  it('is not submitted when another form was the one submitted early', () => {
    const { submit } = renderReplay('promotion-search', 'login');
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('a replayed tap', () => {
  it('runs once, when its replacement is ready, for the key tapped early', () => {
    const tapReplay = createTapReplay();
    document.body.innerHTML = `<span ${REPLAY_TAP_ATTRIBUTE}="spin">Spin</span>`;
    tapReplay.set(document.querySelector('span'));
    const tap = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(AppContext.Provider, { value: { tapReplay } as unknown as AppContextValue }, children);
    const hook = renderHook(({ ready }: { ready: boolean }) => useReplayedTap('spin', ready ? tap : null), {
      wrapper,
      initialProps: { ready: false },
    });
    expect(tap).not.toHaveBeenCalled();
    hook.rerender({ ready: true });
    hook.rerender({ ready: true });
    expect(tap).toHaveBeenCalledTimes(1);
    hook.unmount();
  });
});

describe('the early dialog (a tap before the app on a button that opens a dialog)', () => {
  const earlyDialog = () => document.getElementById(LOADING_DIALOG_ID) as HTMLDialogElement | null;

  it('opens at once, modal, titled with the button’s label, saying it loads, sized as the app’s dialog', () => {
    const { page, cleanup } = pageWithScript();
    button('deposit')
      .querySelector('span')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const dialog = earlyDialog();
    expect(dialog?.open).toBe(true);
    expect(dialog?.getAttribute('aria-labelledby')).toBe(dialog?.querySelector('h2')?.id);
    expect(dialog?.querySelector('h2')).toHaveTextContent('ฝากเงิน');
    expect(dialog?.querySelector('[role="status"]')).toHaveTextContent('กำลังโหลด');
    expect(dialog?.querySelector('.wk-modal__close')).toHaveAttribute('aria-label', 'ปิด');
    expect(dialog?.querySelector('.wk-modal__panel')).toHaveClass('wk-modal__panel--full');
    expect(document.activeElement).toBe(dialog?.querySelector('.wk-modal__close'));
    // The tap waits as any other early tap does.
    expect(page[PENDING_TAP_GLOBAL]).toBe(button('deposit'));
    expect(button('deposit')).toHaveAttribute('aria-busy', 'true');
    cleanup();
  });

  it('shows the page’s texts as text, never as markup', () => {
    const { cleanup } = pageWithScript();
    button('withdraw').click();
    const dialog = earlyDialog();
    expect(dialog?.querySelector('h2')?.textContent).toBe('<b>ถอนเงิน</b>');
    expect(dialog?.querySelector('[role="status"]')?.textContent).toBe('<img src=x>');
    expect(dialog?.querySelectorAll('b, img')).toHaveLength(0);
    expect(dialog?.querySelector('.wk-modal__panel')).toHaveClass('wk-modal__panel--md');
    cleanup();
  });

  it.each([
    [
      'its close button',
      (dialog: HTMLDialogElement) => (dialog.querySelector('.wk-modal__close') as HTMLElement).click(),
    ],
    ['the browser’s close request (Escape, back)', (dialog: HTMLDialogElement) => dialog.close()],
  ])('closed by %s, gives the tap up: nothing is replayed', async (_how, close) => {
    const { page, cleanup } = pageWithScript();
    button('deposit').click();
    const dialog = earlyDialog() as HTMLDialogElement;
    close(dialog);
    // The close event is the browser's, queued.
    await vi.waitFor(() => expect(earlyDialog()).toBeNull());
    expect(page[PENDING_TAP_GLOBAL]).toBeNull();
    expect(button('deposit')).not.toHaveAttribute('aria-busy');
    expect(closePendingTap(page)).toBeNull();
    cleanup();
  });

  it('stays open, the tap kept, when a double tap’s second tap lands beside its panel', () => {
    const { page, cleanup } = pageWithScript();
    button('withdraw').click();
    const dialog = earlyDialog() as HTMLDialogElement;
    (dialog.querySelector('.wk-modal__backdrop') as HTMLElement).click();
    expect(dialog.open).toBe(true);
    expect(page[PENDING_TAP_GLOBAL]).toBe(button('withdraw'));
    closeLoadingDialog();
    cleanup();
  });

  it('is not opened for a tap the script does not keep (a kept Log out, a disabled button, the app running)', () => {
    const { page, cleanup } = pageWithScript();
    button('leave').click();
    button('deposit').click();
    expect(earlyDialog()).toBeNull();
    closePendingTap(page);
    button('withdraw').click();
    expect(earlyDialog()).toBeNull();
    cleanup();
  });

  it('closed by the app once it has taken the tap: the tap stays the app’s', async () => {
    const { page, cleanup } = pageWithScript();
    button('deposit').click();
    const replay = createTapReplay();
    replay.set(closePendingTap(page));
    expect(replay.take('money-deposit')).toBe(true);
    render(createElement(LoadingDialogTakeover));
    expect(earlyDialog()).toBeNull();
    expect(page[PENDING_TAP_GLOBAL]).toBe(false);
    closeLoadingDialog();
    cleanup();
  });

  it('goes when the app drops the tap (the player left the page before it was taken)', () => {
    const { page, cleanup } = pageWithScript();
    button('deposit').click();
    const replay = createTapReplay();
    replay.set(closePendingTap(page));
    replay.drop();
    expect(earlyDialog()).toBeNull();
    expect(replay.take('money-deposit')).toBe(false);
    cleanup();
  });
});
