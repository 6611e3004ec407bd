// The answer of a money form, said in a dialog (docs/product.md#errors): success with its message, or the error dialog with
// the translated code while the form behind it keeps what the player chose and typed.
import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from '../alert-dialog/lazy-alert-dialog';
import '../forms/forms.css';
import { useRefusal } from '../use-error-text';
import { RefusalText } from '../refusal-text';

export interface MoneyOutcome {
  succeeded: boolean;
  /** The translated failure, or null. */
  failure: string | null;
  /** What the player can do about the failure, or null. */
  failureNextStep: string | null;
  succeed: () => void;
  fail: (error: unknown) => void;
  acknowledgeSuccess: () => void;
  dismissFailure: () => void;
}

export function useMoneyOutcome(): MoneyOutcome {
  const refusal = useRefusal();
  const [succeeded, setSucceeded] = useState(false);
  // The failure itself, read into texts at render: its next step may arrive after it (use-error-text.ts).
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const failure = failed ? refusal(failed.error) : null;
  return {
    succeeded,
    failure: failure?.text ?? null,
    failureNextStep: failure?.nextStep ?? null,
    succeed: () => setSucceeded(true),
    fail: (error) => setFailed({ error }),
    acknowledgeSuccess: () => setSucceeded(false),
    dismissFailure: () => setFailed(null),
  };
}

export interface MoneyOutcomeDialogsProps {
  outcome: MoneyOutcome;
  successTitle: ReactNode;
  successMessage?: ReactNode;
  /** After the player acknowledged the success (e.g. close the modal with a true flag). */
  onSuccessAcknowledged: () => void;
}

export function MoneyOutcomeDialogs({
  outcome,
  successTitle,
  successMessage,
  onSuccessAcknowledged,
}: MoneyOutcomeDialogsProps) {
  const { t } = useLingui();
  return (
    <>
      <AlertDialog
        open={outcome.succeeded}
        tone="success"
        title={successTitle}
        {...(successMessage ? { message: successMessage } : {})}
        onConfirm={() => {
          outcome.acknowledgeSuccess();
          onSuccessAcknowledged();
        }}
      />
      <AlertDialog
        open={outcome.failure !== null}
        tone="error"
        title={t`Error`}
        message={
          outcome.failure === null ? null : (
            <RefusalText text={outcome.failure} nextStep={outcome.failureNextStep} />
          )
        }
        onConfirm={outcome.dismissFailure}
      />
    </>
  );
}
