// The hint and error lines under every kit field, with the ids the control's aria-describedby points at.
import type { ReactNode } from 'react';

export interface FieldMessagesProps {
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
}

/** Hint, then the error (announced as an alert), under a field. */
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
          {error}
        </p>
      ) : null}
    </>
  );
}
