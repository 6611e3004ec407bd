// jsdom has the <dialog> element but not its methods (showModal, show, close) nor the browser's close request. The
// kit's ModalDialog is built on them, so the jsdom suites get this stand-in (a setup file): what the browser does
// that the components rely on, not the top layer itself (inertness and painting are checked in Chromium, in the
// story tests and the browser tests).
const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const modals: HTMLDialogElement[] = [];

  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    showModal(this: HTMLDialogElement) {
      if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
      if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
      this.setAttribute('open', '');
      modals.push(this);
      // The dialog focusing steps: an autofocus element, else the first focusable one.
      const target =
        this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE);
      target?.focus();
    },
    close(this: HTMLDialogElement, returnValue?: string) {
      if (!this.open) return;
      this.removeAttribute('open');
      if (returnValue !== undefined) this.returnValue = returnValue;
      const index = modals.lastIndexOf(this);
      if (index >= 0) modals.splice(index, 1);
      // Queued as the browser does (a task), not dispatched during close().
      setTimeout(() => this.dispatchEvent(new Event('close')), 0);
    },
  });
  if (!('returnValue' in HTMLDialogElement.prototype)) {
    Object.defineProperty(HTMLDialogElement.prototype, 'returnValue', {
      value: '',
      writable: true,
      configurable: true,
    });
  }

  // An Escape nothing else handled is the browser's close request to the top modal dialog: `cancel`, then close.
  // As a default action: after every listener of the keydown has run (any of them may prevent it).
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    queueMicrotask(() => {
      if (event.defaultPrevented) return;
      const top = modals[modals.length - 1];
      if (!top || !top.isConnected) return;
      const cancel = new Event('cancel', { cancelable: true });
      if (top.dispatchEvent(cancel)) top.close();
    });
  });
}
