import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@wallet/ui-kit';
import { StepError } from './step-error';

export interface PhoneStepProps {
  phone: string;
  onPhoneChange(value: string): void;
  error?: string | undefined;
  serverError: string | null;
  pending: boolean;
  onSubmit(): void;
}

/** Step 1: the phone number that becomes the username. */
export function PhoneStep({ phone, onPhoneChange, error, serverError, pending, onSubmit }: PhoneStepProps) {
  const { t } = useLingui();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form className="wl-register__form" onSubmit={submit} noValidate>
      <TextField
        label={t`Phone number`}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        value={phone}
        onChange={(e) => onPhoneChange(e.target.value)}
        error={error}
      />
      <StepError message={serverError} />
      <Button type="submit" fullWidth size="lg" loading={pending}>
        <Trans>Next</Trans>
      </Button>
    </form>
  );
}
