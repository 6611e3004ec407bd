// The loading dialog's id and its closing, apart from its opening (loading-dialog.ts): the app's start (the tap replay,
// in the entry) only ever closes it, and carries nothing more of it.

/** The loading dialog's id: there is one at a time. */
export const LOADING_DIALOG_ID = 'wallet-loading-dialog';

/** Closes the loading dialog, if one is open: what it stood for is open now, or given up. */
export function closeLoadingDialog(): void {
  if (typeof document === 'undefined') return;
  const dialog = document.getElementById(LOADING_DIALOG_ID);
  if (!(dialog instanceof HTMLDialogElement)) return;
  // Closing puts the focus back on the button that opened it, where the next dialog will return it too.
  if (dialog.open) dialog.close();
  dialog.remove();
}
