// Accessible modal on the native <dialog> (showModal): the browser puts it in the top layer, makes the rest of the
// page inert (for screen readers too, unlike aria-modal alone), moves focus in and sends Escape and the Android back
// gesture as `cancel`. The kit adds what the element leaves to the page: closing is the parent's decision (onClose),
// focus goes back to the opener, the page behind does not scroll, and toasts show above the top dialog.
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../internal/cx';
import { useKitTexts } from '../texts/kit-texts';
import { closeTopLayer, openTopLayer, topDialog } from './modal-stack';
import { useScrollableFocus } from './use-scrollable-focus';
import { StrokeIcon } from '../internal/stroke-icon';

export interface ModalDialogProps {
  open: boolean;
  /** Called on Escape, the back gesture, the close button or a backdrop tap; the parent sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Action row under the content (buttons). */
  footer?: ReactNode;
  /** Keeps the title for screen readers only (e.g. image banners). */
  hideTitle?: boolean;
  /** Element to focus when the dialog opens; defaults to the browser's choice, the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** alertdialog for confirmations and errors that need an answer. */
  role?: 'dialog' | 'alertdialog';
  closeOnBackdrop?: boolean;
  /** Hides the close button (alert dialogs close through their own actions). */
  hideCloseButton?: boolean;
  size?: 'sm' | 'md' | 'full';
  className?: string;
  /** Id of the element that describes the dialog. */
  describedBy?: string;
}

/** Dialog rendered in a portal; several can be open at once, the last opened on top. */
export function ModalDialog(props: ModalDialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return <OpenModal {...props} />;
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  hideTitle = false,
  initialFocusRef,
  role = 'dialog',
  closeOnBackdrop = true,
  hideCloseButton = false,
  size = 'md',
  className,
  describedBy,
}: ModalDialogProps) {
  const texts = useKitTexts();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useScrollableFocus(bodyRef);

  // A layout effect: the dialog is modal, focused and listening from the moment it is painted (a player's Escape
  // right as it appears, or a passive effect held back on a slow phone, is never lost).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let closing = false;
    if (!dialog.open) dialog.showModal();
    openTopLayer(dialog);
    initialFocusRef?.current?.focus();

    // Escape with focus inside: handled here (and its default, the browser's `cancel`, prevented), so an Escape a
    // test or an assistive tool dispatches works too. Only this dialog's own DOM (not a nested dialog's portal).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
    };
    // An Escape with the focus left on the page (a tap on the dialog's text moves it to the body) is the top
    // dialog's, however it was sent.
    const onPageKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || topDialog() !== dialog) return;
      if (event.target instanceof Node && dialog.contains(event.target)) return;
      event.preventDefault();
      onCloseRef.current();
    };
    // The browser's close request (Escape with focus on the page, Android's back gesture): the parent decides.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Closed by the browser anyway (it may refuse a cancel prevented too often): tell the parent, and if it keeps
    // the dialog (a busy confirm), show it again.
    const onNativeClose = () => {
      // The close event is queued: one from an earlier close() of ours (React's StrictMode runs this effect's
      // cleanup and setup twice) arrives while the dialog is open again, and is not the browser's.
      if (closing || dialog.open) return;
      onCloseRef.current();
      setTimeout(() => {
        if (!closing && dialog.isConnected && !dialog.open) dialog.showModal();
      }, 0);
    };
    dialog.addEventListener('keydown', onKeyDown);
    document.addEventListener('keydown', onPageKeyDown);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      closing = true;
      dialog.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keydown', onPageKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      closeTopLayer(dialog);
      if (dialog.open) dialog.close();
      if (opener && opener.isConnected) opener.focus();
    };
    // The dialog sets itself up once per opening; later prop changes must not steal focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return createPortal(
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className="wk-modal"
    >
      <div
        className="wk-modal__backdrop"
        aria-hidden="true"
        onClick={() => {
          if (closeOnBackdrop) onClose();
        }}
      />
      <div className={cx('wk-modal__panel', `wk-modal__panel--${size}`, className)}>
        <div className={cx('wk-modal__header', hideTitle && 'wk-modal__header--bare')}>
          <h2 id={titleId} className={cx('wk-modal__title', hideTitle && 'wk-visually-hidden')}>
            {title}
          </h2>
          {hideCloseButton ? null : (
            <button
              type="button"
              className="wk-round-button wk-modal__close"
              aria-label={texts.close}
              onClick={onClose}
            >
              <StrokeIcon path="close" size={22} strokeWidth={2.5} />
            </button>
          )}
        </div>
        <div ref={bodyRef} className="wk-modal__body">
          {children}
        </div>
        {footer ? <div className="wk-modal__footer">{footer}</div> : null}
      </div>
    </dialog>,
    document.body,
  );
}
