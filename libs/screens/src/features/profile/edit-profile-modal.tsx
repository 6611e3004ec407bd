// Edit-profile modal of /user/profile (docs/product.md#profile): name and bank account with the registration step 4
// rules, PUT /api/account/profile once per confirm; a new bank account (where withdrawals go) is shown beside the
// old one and confirmed first.
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  editProfileInput,
  formatAccountNumber,
  isBankAccountChange,
  localizedBankName,
  requiresEnglishAccountName,
  toUpperName,
  validateEditProfile,
  type BankAccountDetails,
  type EditProfileValue,
} from '@wallet/domain';
import { apiKeys, useLookupBanks, useUpdateProfile } from '@wallet/api-client/react';
import { Button, ModalDialog, Select, TextField, type SelectOption } from '@wallet/ui-kit';
import { useAppContext } from '../../shared/app-context';
import { FormError } from '../../shared/forms/form-error';
import { useDomainForm } from '../../shared/forms/use-domain-form';
import { MoneyConfirmDialog } from '../../shared/money/money-confirm-dialog';
import { UnknownResultNotice } from '../../shared/money/unknown-result-notice';
import { useMoneyAction } from '../../shared/money/use-money-action';
import { useRefusal } from '../../shared/use-error-text';
import './edit-profile-modal.css';

export interface EditProfileModalProps {
  open: boolean;
  onClose: () => void;
  /** What the profile holds now: the form starts from it and a new bank account is compared with it. */
  current: EditProfileValue;
  /** Called once the server saved the edit (the modal has closed; profile and wallet are re-read). */
  onSaved: () => void;
}

/** The modal; its form starts afresh from `current` each time it opens. */
export function EditProfileModal({ open, onClose, current, onSaved }: EditProfileModalProps) {
  const { t } = useLingui();
  return (
    <ModalDialog open={open} onClose={onClose} title={t`Edit profile`}>
      {open ? <EditProfileForm current={current} onClose={onClose} onSaved={onSaved} /> : null}
    </ModalDialog>
  );
}

type BankList = NonNullable<ReturnType<typeof useLookupBanks>['data']>['banks'];

function EditProfileForm({ current, onClose, onSaved }: Omit<EditProfileModalProps, 'open'>) {
  const { t } = useLingui();
  const { locale } = useAppContext();
  const refusalOf = useRefusal();
  const banks = useLookupBanks();
  const updateProfile = useUpdateProfile();
  const [confirming, setConfirming] = useState<EditProfileValue | null>(null);
  // The failure itself, read into texts at render: its next step may arrive after it (use-error-text.ts).
  const [serverFailure, setServerError] = useState<{ error: unknown } | null>(null);
  const serverError = serverFailure ? refusalOf(serverFailure.error) : null;

  // The product's money-safety confirm: one request per confirm, pending state, no retry; after a timeout the
  // profile and wallet are re-read (PUT with the same body is safe to repeat, so it takes no Idempotency-Key).
  const action = useMoneyAction<EditProfileValue, unknown>({
    run: (value) => updateProfile.mutateAsync(value),
    recheck: [apiKeys.profile, apiKeys.wallet],
    onSuccess: () => {
      setConfirming(null);
      onClose();
      onSaved();
    },
    onFailure: (error) => {
      setConfirming(null);
      setServerError({ error });
    },
  });

  const form = useDomainForm({
    initialValues: editProfileInput(current),
    validate: validateEditProfile,
    submit: (value) => {
      setServerError(null);
      if (isBankAccountChange(current, value)) {
        setConfirming(value);
        return Promise.resolve();
      }
      return action.confirm(value);
    },
  });

  const bankList: BankList = useMemo(() => banks.data?.banks ?? [], [banks.data]);
  const bankName = (code: string) => {
    const bank = bankList.find((b) => b.code === code);
    return bank ? localizedBankName(bank, locale) : code;
  };
  const options = useMemo<SelectOption[]>(() => {
    const listed = bankList.map((b) => ({ value: b.code, label: localizedBankName(b, locale) }));
    // The player's own bank stays choosable while the list loads, or when the list no longer offers it.
    return listed.some((o) => o.value === current.bankCode) || current.bankCode === ''
      ? listed
      : [{ value: current.bankCode, label: current.bankCode }, ...listed];
  }, [bankList, locale, current.bankCode]);

  const nameHint = requiresEnglishAccountName(form.values.bankCode)
    ? t`This bank needs the name in English letters`
    : undefined;
  const busy = form.pending || action.pending;
  const upper = (field: 'firstName' | 'lastName') => {
    const bound = form.textField(field);
    return {
      ...bound,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        form.setValue(field, toUpperName(event.target.value)),
    };
  };

  return (
    <>
      <form className="wl-form" onSubmit={form.handleSubmit} noValidate>
        <TextField label={t`Name`} autoComplete="name" required {...form.textField('name')} />
        <Select
          label={t`Bank`}
          placeholder={t`Choose your bank`}
          options={options}
          required
          {...form.selectField('bankCode')}
        />
        <TextField
          label={t`Account number`}
          inputMode="numeric"
          autoComplete="off"
          required
          {...form.textField('bankAccountNo')}
        />
        <TextField
          label={t`Account holder's first name`}
          autoComplete="given-name"
          autoCapitalize="characters"
          required
          hint={nameHint}
          {...upper('firstName')}
        />
        <TextField
          label={t`Account holder's last name`}
          autoComplete="family-name"
          autoCapitalize="characters"
          required
          hint={nameHint}
          {...upper('lastName')}
        />
        <FormError message={serverError?.text ?? null} nextStep={serverError?.nextStep} />
        {confirming ? null : <UnknownResultNotice status={action.status} />}
        <Button type="submit" fullWidth loading={busy}>
          <Trans>Save</Trans>
        </Button>
      </form>
      <MoneyConfirmDialog
        open={confirming !== null}
        title={t`Change your bank account?`}
        message={
          confirming ? <AccountComparison before={current} after={confirming} bankName={bankName} /> : null
        }
        confirmLabel={t`Save new account`}
        keepLabel={t`Keep current account`}
        action={action}
        input={confirming ?? current}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

/** The old and the new account side by side (withdrawals go to the new one once saved). */
function AccountComparison({
  before,
  after,
  bankName,
}: {
  before: BankAccountDetails;
  after: BankAccountDetails;
  bankName: (code: string) => string;
}) {
  const { t } = useLingui();
  const oldId = useId();
  const newId = useId();
  const column = (id: string, title: string, account: BankAccountDetails, changed: boolean) => (
    <section className="wl-edit-profile__account" aria-labelledby={id}>
      <h3 id={id} className="wl-edit-profile__account-title">
        {title}
      </h3>
      <dl
        className={
          changed ? 'wl-edit-profile__details wl-edit-profile__details--new' : 'wl-edit-profile__details'
        }
      >
        <dt>{t`Bank`}</dt>
        <dd>{bankName(account.bankCode)}</dd>
        <dt>{t`Bank account name`}</dt>
        <dd>{account.bankAccountName}</dd>
        <dt>{t`Account number`}</dt>
        <dd>{formatAccountNumber(account.bankAccountNo)}</dd>
      </dl>
    </section>
  );
  return (
    <div className="wl-edit-profile__confirm">
      <p className="wl-edit-profile__lead">
        <Trans>Withdrawals will go to the new account once you save it.</Trans>
      </p>
      <div className="wl-edit-profile__compare">
        {column(oldId, t`Current account`, before, false)}
        {column(newId, t`New account`, after, true)}
      </div>
    </div>
  );
}
