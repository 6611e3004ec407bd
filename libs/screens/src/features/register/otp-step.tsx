import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@wallet/ui-kit';
import { FormError } from '../../shared/forms/form-error';

export interface OtpStepProps {
  phone: string;
  otpRef: string;
  code: string;
  onCodeChange(value: string): void;
  error?: string | undefined;
  serverError: string | null;
  verifying: boolean;
  resending: boolean;
  /** The step's form mechanism submit (it prevents the page reload). */
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  onResend(): void;
  onBack(): void;
}

/** Step 2: the SMS code, shown with its reference number; a new code can be requested. */
export function OtpStep(props: OtpStepProps) {
  const { t } = useLingui();
  const {
    phone,
    otpRef,
    code,
    onCodeChange,
    error,
    serverError,
    verifying,
    resending,
    onSubmit,
    onResend,
    onBack,
  } = props;
  return (
    <form className="wl-form" onSubmit={onSubmit} noValidate>
      <p className="wl-register__note">
        <Trans>
          We sent a code by SMS to {phone}. Reference number:{' '}
          <strong className="wl-register__ref">{otpRef}</strong>
        </Trans>
      </p>
      <TextField
        label={t`OTP code`}
        name="otpCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(e) => onCodeChange(e.target.value)}
        error={error}
      />
      <FormError message={serverError} />
      <Button type="submit" fullWidth size="lg" loading={verifying} disabled={resending}>
        <Trans>Verify</Trans>
      </Button>
      <div className="wl-register__actions">
        <Button variant="ghost" onClick={onBack} disabled={verifying || resending}>
          <Trans>Back</Trans>
        </Button>
        <Button variant="secondary" onClick={onResend} loading={resending} disabled={verifying}>
          <Trans>Send a new code</Trans>
        </Button>
      </div>
    </form>
  );
}
