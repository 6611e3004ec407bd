// The dialog a tap answers with while what it opens is not there yet: the kit's ModalDialog markup with its Loader
// (the same elements and classes: loading-dialog.test.ts compares them), titled as the dialog will be, saying it loads.
// Plain DOM, so one implementation serves both sides of the app's start: the prerendered page's inline script opens it
// for a tap made before the app has started (its own source, serialized: forms/pending-submit-script.ts), and the app
// opens the same one (or adopts the one already open) while a dialog's code downloads (features/home).
import { useLayoutEffect, useRef, useState } from 'react';

import { closeLoadingDialog, LOADING_DIALOG_ID } from './close-loading-dialog';

export { closeLoadingDialog, LOADING_DIALOG_ID };

export interface LoadingDialogTexts {
  /** The dialog's title: the name of what the tap opens. */
  title: string;
  /** The status text (for screen readers; the spinner shows it). */
  loading: string;
  /** The close button's name. */
  close: string;
  /** The kit's panel size of the dialog it stands for. */
  size: 'md' | 'full';
}

/**
 * Opens the loading dialog with these texts, or updates the one already open (its focus and its opener stay), and
 * returns it; null where the browser has no modal dialog. Closing it (its button, Escape, back) removes
 * it; callers listen to its `close` event.
 * Runs in the page as its own source too: no import, no closure over this module, no comment inside that is not a
 * whole line.
 */
export function openLoadingDialog(texts: LoadingDialogTexts): HTMLDialogElement | null {
  const id = 'wallet-loading-dialog';
  const open = document.getElementById(id);
  let dialog = open instanceof HTMLDialogElement && open.open ? open : null;
  if (!dialog) {
    if (open) open.remove();
    const created = document.createElement('dialog');
    if (typeof created.showModal !== 'function') return null;
    created.id = id;
    created.className = 'wk-modal';
    created.setAttribute('aria-labelledby', id + '-title');
    created.innerHTML =
      '<div class="wk-modal__backdrop" aria-hidden="true"></div><div class="wk-modal__panel">' +
      '<div class="wk-modal__header"><h2 class="wk-modal__title" id="' +
      id +
      '-title"></h2><button type="button" class="wk-round-button wk-modal__close">' +
      '<svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
      'stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><path d="M6 6l12 12M18 6L6 18"></path>' +
      '</svg></button></div><div class="wk-modal__body"><div role="status" class="wk-loader wk-loader--inline">' +
      '<span aria-hidden="true" class="wk-spinner wk-spinner--md"></span><span class="wk-visually-hidden"></span>' +
      '</div></div></div>';
    const shut = () => {
      if (created.open) created.close();
    };
    created.querySelector('.wk-modal__close')?.addEventListener('click', shut);
    // Not on a tap beside the panel: the second tap of a quick double tap on Withdraw or Transfer lands there.
    created.addEventListener('close', () => created.remove());
    document.body.appendChild(created);
    created.showModal();
    dialog = created;
  }
  // Texts go in as text, never as markup.
  const title = dialog.querySelector('h2');
  if (title) title.textContent = texts.title;
  const status = dialog.querySelector('.wk-visually-hidden');
  if (status) status.textContent = texts.loading;
  dialog.querySelector('.wk-modal__close')?.setAttribute('aria-label', texts.close);
  const panel = dialog.querySelector('.wk-modal__panel');
  if (panel) panel.className = 'wk-modal__panel wk-modal__panel--' + texts.size;
  return dialog;
}

/**
 * Rendered just before the dialog a tap opens: the loading dialog goes in the same commit, before that dialog opens
 * (a layout effect, in tree order), so no frame shows neither and the new dialog's opener is the tapped button.
 */
export function LoadingDialogTakeover(): null {
  useLayoutEffect(() => closeLoadingDialog(), []);
  return null;
}

/**
 * The loading dialog while it is mounted (opened, or adopted when a tap before the app started opened it): closing
 * it calls `onClose` (the tap is given up); unmounting closes it.
 */
export function useLoadingDialog(texts: LoadingDialogTexts, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  const [first] = useState(texts);
  // Opened (or adopted) once per mount; its own close is the player giving up.
  useLayoutEffect(() => {
    const dialog = openLoadingDialog(first);
    if (!dialog) return undefined;
    let leaving = false;
    const onNativeClose = () => {
      if (!leaving) onCloseRef.current();
    };
    dialog.addEventListener('close', onNativeClose);
    return () => {
      leaving = true;
      dialog.removeEventListener('close', onNativeClose);
      closeLoadingDialog();
    };
  }, [first]);
  // A language switch while it loads: the same dialog (focus kept), its texts updated in place.
  const { title, loading, close, size } = texts;
  useLayoutEffect(() => {
    const open = document.getElementById(LOADING_DIALOG_ID);
    if (open instanceof HTMLDialogElement && open.open) openLoadingDialog({ title, loading, close, size });
  }, [title, loading, close, size]);
}
