import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  LAOS_CURRENCIES,
  requiresEnglishAccountName,
  toUpperName,
  type LaosCurrency,
  type RegisterBankField,
} from '@wallet/domain';
import { Button, Select, TextField, type SelectOption } from '@wallet/ui-kit';
import type { FieldTexts } from '../../shared/forms/use-domain-form';
import { FormError } from '../../shared/forms/form-error';

/** What step 4 collects; the currency only matters on the Laos build. */
export interface BankDraft {
  bankCode: string;
  bankAccountNo: string;
  firstName: string;
  lastName: string;
  currency: LaosCurrency;
}

export interface BankStepProps {
  value: BankDraft;
  onChange(patch: Partial<BankDraft>): void;
  banks: ReadonlyArray<SelectOption>;
  /** Laos build: the player also chooses the currency. */
  showCurrency: boolean;
  errors: FieldTexts<RegisterBankField>;
  serverError: string | null;
  /** What the player can do about `serverError`. */
  serverNextStep?: string | null;
  pending: boolean;
  /** Registered: the form stays visible but nothing can be sent again. */
  done: boolean;
  /** The step's form mechanism submit (it prevents the page reload). */
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  onBack(): void;
}

/** Step 4: bank, account number and the holder's first and last name (upper case), currency on the Laos build. */
export function BankStep({
  value,
  onChange,
  banks,
  showCurrency,
  errors,
  serverError,
  serverNextStep,
  pending,
  done,
  onSubmit,
  onBack,
}: BankStepProps) {
  const { t } = useLingui();
  const currencyLabels: Record<LaosCurrency, string> = { LAK: t`Lao kip (LAK)`, BAHT: t`Thai baht (BAHT)` };
  const englishOnly = requiresEnglishAccountName(value.bankCode);
  const nameHint = englishOnly ? t`This bank needs the name in English letters` : undefined;
  return (
    <form className="wl-form" onSubmit={onSubmit} noValidate>
      <Select
        label={t`Bank`}
        name="bankCode"
        placeholder={t`Choose your bank`}
        options={banks}
        required
        value={value.bankCode}
        onValueChange={(bankCode) => onChange({ bankCode })}
        error={errors.bankCode}
      />
      <TextField
        label={t`Account number`}
        name="bankAccountNo"
        inputMode="numeric"
        autoComplete="off"
        required
        value={value.bankAccountNo}
        onChange={(e) => onChange({ bankAccountNo: e.target.value })}
        error={errors.bankAccountNo}
      />
      <TextField
        label={t`Account holder's first name`}
        name="firstName"
        autoComplete="given-name"
        autoCapitalize="characters"
        required
        hint={nameHint}
        value={value.firstName}
        onChange={(e) => onChange({ firstName: toUpperName(e.target.value) })}
        error={errors.firstName}
      />
      <TextField
        label={t`Account holder's last name`}
        name="lastName"
        autoComplete="family-name"
        autoCapitalize="characters"
        required
        hint={nameHint}
        value={value.lastName}
        onChange={(e) => onChange({ lastName: toUpperName(e.target.value) })}
        error={errors.lastName}
      />
      {showCurrency ? (
        <Select
          label={t`Currency`}
          name="currency"
          options={LAOS_CURRENCIES.map((code) => ({ value: code, label: currencyLabels[code] }))}
          value={value.currency}
          onValueChange={(currency) => onChange({ currency })}
        />
      ) : null}
      <FormError message={serverError} nextStep={serverNextStep} />
      <Button type="submit" fullWidth size="lg" loading={pending} disabled={done}>
        <Trans>Register</Trans>
      </Button>
      <div className="wl-register__actions">
        <Button variant="ghost" onClick={onBack} disabled={pending || done}>
          <Trans>Back</Trans>
        </Button>
      </div>
    </form>
  );
}
