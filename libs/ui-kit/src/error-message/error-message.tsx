// A refusal as the player reads it: an icon and the exact text, then what to do next. The icon and the tinted panel
// tell it from the brand's buttons and links without relying on colour (WCAG 1.4.1).
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';

/** The error mark (a circled "!"), decorative: the message beside it says the error. */
export function ErrorIcon({ className }: { className?: string }) {
  return (
    <svg
      className={cx('wk-error-icon', className)}
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M12 6.5v7" stroke="#ffffff" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="12" cy="17.3" r="1.5" fill="#ffffff" />
    </svg>
  );
}

export interface ErrorMessageProps {
  /** The refusal's own text (the server code's translation), shown as it is. */
  message: ReactNode;
  /** What the player can do about it, shown under the text; links may sit inside. */
  nextStep?: ReactNode;
  id?: string;
  className?: string;
  /** 'alert' (default) for a refusal of what the player did; 'status' for a polite answer such as "not found". */
  role?: 'alert' | 'status';
}

/** An error panel announced as an alert: icon, the message, and the next step beside it. */
export function ErrorMessage({ message, nextStep, id, className, role = 'alert' }: ErrorMessageProps) {
  return (
    <div id={id} role={role} className={cx('wk-error', className)}>
      <ErrorIcon className="wk-error__icon" />
      <div className="wk-error__body">
        <p className="wk-error__message">{message}</p>
        {nextStep ? <div className="wk-error__next">{nextStep}</div> : null}
      </div>
    </div>
  );
}
