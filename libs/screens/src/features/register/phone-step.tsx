import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@wallet/ui-kit';
import { FormError } from '../../shared/forms/form-error';

export interface PhoneStepProps {
  phone: string;
  onPhoneChange(value: string): void;
  error?: string | undefined;
  serverError: string | null;
  /** What the player can do about `serverError`. */
  serverNextStep?: string | null;
  pending: boolean;
  /** The step's form mechanism submit (it prevents the page reload). */
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
}

/** Step 1: the phone number that becomes the username. */
export function PhoneStep({
  phone,
  onPhoneChange,
  error,
  serverError,
  serverNextStep,
  pending,
  onSubmit,
}: PhoneStepProps) {
  const { t } = useLingui();
  return (
    <form className="wl-form" onSubmit={onSubmit} noValidate>
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
      <FormError message={serverError} nextStep={serverNextStep} />
      <Button type="submit" fullWidth size="lg" loading={pending}>
        <Trans>Next</Trans>
      </Button>
    </form>
  );
}
