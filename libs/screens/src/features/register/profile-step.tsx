import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RegisterProfileField } from '@wallet/domain';
import { Button, Select, TextField, type SelectOption } from '@wallet/ui-kit';
import type { FieldTexts } from '../../shared/forms/use-domain-form';
import { FormError } from '../../shared/forms/form-error';

/** What step 3 collects (the phone comes from step 1). */
export interface ProfileDraft {
  name: string;
  password: string;
  confirmPassword: string;
  sourceCode: string;
  inviteCode: string;
}

export interface ProfileStepProps {
  value: ProfileDraft;
  onChange(patch: Partial<ProfileDraft>): void;
  /** True when the inviter code came from a register link: it is shown read-only. */
  inviteCodeLocked: boolean;
  sources: ReadonlyArray<SelectOption>;
  errors: FieldTexts<RegisterProfileField>;
  serverError: string | null;
  /** What the player can do about `serverError`. */
  serverNextStep?: string | null;
  pending: boolean;
  /** The step's form mechanism submit (it prevents the page reload). */
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  onBack(): void;
}

/** Step 3: name, password and its confirmation, how the player heard of us, inviter code. */
export function ProfileStep({
  value,
  onChange,
  inviteCodeLocked,
  sources,
  errors,
  serverError,
  serverNextStep,
  pending,
  onSubmit,
  onBack,
}: ProfileStepProps) {
  const { t } = useLingui();
  return (
    <form className="wl-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t`Name`}
        name="name"
        autoComplete="name"
        required
        value={value.name}
        onChange={(e) => onChange({ name: e.target.value })}
        error={errors.name}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="new-password"
        revealable
        required
        value={value.password}
        onChange={(e) => onChange({ password: e.target.value })}
        error={errors.password}
      />
      <TextField
        label={t`Confirm password`}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        revealable
        required
        value={value.confirmPassword}
        onChange={(e) => onChange({ confirmPassword: e.target.value })}
        error={errors.confirmPassword}
      />
      <Select
        label={t`How did you hear about us?`}
        name="sourceCode"
        placeholder={t`Choose one`}
        options={sources}
        value={value.sourceCode}
        onValueChange={(sourceCode) => onChange({ sourceCode })}
      />
      <TextField
        label={t`Inviter code`}
        name="inviteCode"
        autoComplete="off"
        readOnly={inviteCodeLocked}
        hint={inviteCodeLocked ? t`From your invitation link` : undefined}
        value={value.inviteCode}
        onChange={(e) => onChange({ inviteCode: e.target.value })}
      />
      <FormError message={serverError} nextStep={serverNextStep} />
      <Button type="submit" fullWidth size="lg" loading={pending}>
        <Trans>Next</Trans>
      </Button>
      <div className="wl-register__actions">
        <Button variant="ghost" onClick={onBack} disabled={pending}>
          <Trans>Back</Trans>
        </Button>
      </div>
    </form>
  );
}
