// The hint and error lines under every kit field, with the ids the control's aria-describedby points at.
import type { ReactNode } from 'react';
import { ErrorIcon } from '../error-message/error-message';

export interface FieldMessagesProps {
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
}

/** Hint, then the error (announced as an alert, marked with the error icon), under a field. */
export function FieldMessages({ hint, hintId, error, errorId }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="wk-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="wk-field__error" role="alert">
          <ErrorIcon className="wk-field__error-icon" />
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}
