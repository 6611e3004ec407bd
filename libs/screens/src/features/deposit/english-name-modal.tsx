// Bank account name edit (docs/product.md#deposit): KTB, TMB and BBL players with a non-English name give an English one
// (A-Z and spaces, stored upper case) before the copy happens.
import { Trans, useLingui } from '@lingui/react/macro';
import { useUpdateBankAccountName } from '@wallet/api-client/react';
import { validateBankAccountNameEdit } from '@wallet/domain';
import { Button, ModalDialog, TextField } from '@wallet/ui-kit';
import { FormError } from '../../shared/forms/form-error';
import { useDomainForm } from '../../shared/forms/use-domain-form';

export interface EnglishNameModalProps {
  open: boolean;
  bankCode: string;
  onClose: () => void;
  onSaved: () => void;
}

export function EnglishNameModal({ open, bankCode, onClose, onSaved }: EnglishNameModalProps) {
  const { t } = useLingui();
  const update = useUpdateBankAccountName();
  const form = useDomainForm({
    initialValues: { bankAccountName: '' },
    validate: (values) => validateBankAccountNameEdit(values.bankAccountName),
    submit: (bankAccountName: string) => update.mutateAsync({ bankCode, bankAccountName }),
    onSuccess: () => onSaved(),
  });
  const field = form.textField('bankAccountName');
  return (
    <ModalDialog open={open} onClose={onClose} title={t`Bank account name in English`} size="sm">
      <form className="wl-form" noValidate onSubmit={form.handleSubmit}>
        <p>
          <Trans>
            Your bank needs your account name in English (letters A-Z and spaces) before you transfer. Then
            the account number is copied.
          </Trans>
        </p>
        <TextField
          {...field}
          onChange={(event) => form.setValue('bankAccountName', event.target.value.toUpperCase())}
          label={t`Account name in English`}
          autoComplete="name"
          required
        />
        <FormError message={form.serverError} nextStep={form.serverNextStep} />
        <Button type="submit" loading={form.pending}>
          <Trans>Save and copy</Trans>
        </Button>
      </form>
    </ModalDialog>
  );
}
