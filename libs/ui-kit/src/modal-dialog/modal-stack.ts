// The open modal dialogs, last opened on top. The browser keeps the real stack (the top layer) but does not expose
// it; the kit needs the top one as the host of what must show above every dialog and stay usable: the toasts and
// the page loader (everything outside the top modal dialog is inert and drawn under it).
import { useSyncExternalStore } from 'react';

const open: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  listeners.forEach((listener) => listener());
}

/** Records a dialog just shown with showModal(). */
export function openTopLayer(dialog: HTMLDialogElement): void {
  open.push(dialog);
  changed();
}

/** Forgets a dialog wherever it is in the stack (closing order may differ from opening order). */
export function closeTopLayer(dialog: HTMLDialogElement): void {
  const index = open.lastIndexOf(dialog);
  if (index < 0) return;
  open.splice(index, 1);
  changed();
}

/** The topmost open modal dialog, or null. */
export function topDialog(): HTMLDialogElement | null {
  return open[open.length - 1] ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where an overlay that must stay visible and usable above any dialog renders: the top open modal dialog, else
 * the body; null while rendering on a server or hydrating (no document yet).
 */
export function useOverlayHost(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => (typeof document === 'undefined' ? null : (topDialog() ?? document.body)),
    () => null,
  );
}
