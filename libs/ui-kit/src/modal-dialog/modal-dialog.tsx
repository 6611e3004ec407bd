// Accessible modal: focus trap, Escape, focus returned to the opener, background scroll locked, stackable.
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../internal/cx';
import { useKitTexts } from '../texts/kit-texts';
import { focusableIn, isTopModal, lockScroll, pushModal, removeModal, unlockScroll } from './modal-stack';

export interface ModalDialogProps {
  open: boolean;
  /** Called on Escape, the close button or a backdrop tap; the parent sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Action row under the content (buttons). */
  footer?: ReactNode;
  /** Keeps the title for screen readers only (e.g. image banners). */
  hideTitle?: boolean;
  /** Element to focus when the dialog opens; defaults to the first focusable element. */
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

/** Dialog rendered in a portal; several can be open at once and only the top one listens to keys. */
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
  const panelRef = useRef<HTMLDivElement>(null);
  const [id] = useState(() => Symbol('modal'));
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // A layout effect: the focus moves in and Escape and Tab are handled from the moment the dialog is painted (a
  // player's Escape right as it appears, or a passive effect held back on a slow phone, is never lost).
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(id);
    lockScroll();
    const panel = panelRef.current;
    if (panel) {
      const target = initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel;
      target.focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(id) || !panelRef.current) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(panelRef.current);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panelRef.current.focus();
      } else if (event.shiftKey && (active === first || !panelRef.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const current = panelRef.current;
      if (!current || !isTopModal(id)) return;
      if (event.target instanceof Node && !current.contains(event.target)) {
        (focusableIn(current)[0] ?? current).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      removeModal(id);
      unlockScroll();
      if (opener && opener.isConnected) opener.focus();
    };
    // The dialog sets itself up once per opening; later prop changes must not steal focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  return createPortal(
    <div className="wk-modal">
      <div
        className="wk-modal__backdrop"
        aria-hidden="true"
        onClick={() => {
          if (closeOnBackdrop) onClose();
        }}
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx('wk-modal__panel', `wk-modal__panel--${size}`, className)}
      >
        <div className={cx('wk-modal__header', hideTitle && 'wk-modal__header--bare')}>
          <h2 id={titleId} className={cx('wk-modal__title', hideTitle && 'wk-visually-hidden')}>
            {title}
          </h2>
          {hideCloseButton ? null : (
            <button type="button" className="wk-modal__close" aria-label={texts.close} onClick={onClose}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          )}
        </div>
        <div className="wk-modal__body">{children}</div>
        {footer ? <div className="wk-modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
