// Change-password modal of the profile (docs/product.md#profile): all three fields required, new equals confirm.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isChangePasswordIncomplete, validateChangePassword, type ChangePasswordInput } from '@wallet/domain';
import { useChangePassword } from '@wallet/api-client/react';
import { AlertDialog, Button, ModalDialog, TextField } from '@wallet/ui-kit';
import { useDomainForm } from '../../shared/forms/use-domain-form';
import { useRefusal } from '../../shared/use-error-text';
import { RefusalText } from '../../shared/refusal-text';

const EMPTY: ChangePasswordInput = { oldPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
  /** Called after the server saved the new password (the modal has closed and cleared itself). */
  onSaved: () => void;
}

/** PUT /api/account/changepwd once per submit; a server error shows in an error alert, with its next step, and keeps what was typed. */
export function ChangePasswordModal({ open, onClose, onSaved }: ChangePasswordModalProps) {
  const { t } = useLingui();
  const changePassword = useChangePassword();
  const refusal = useRefusal();
  // The failure itself, read into texts at render: its next step may arrive after it (use-error-text.ts).
  const [serverFailure, setServerError] = useState<{ error: unknown } | null>(null);
  const serverError = serverFailure ? refusal(serverFailure.error) : null;
  const form = useDomainForm({
    initialValues: EMPTY,
    // The product stops silently while a field is empty; the fields are marked required.
    isIncomplete: isChangePasswordIncomplete,
    validate: validateChangePassword,
    submit: (value) => changePassword.mutateAsync(value),
    resetOnSuccess: true,
    onSuccess: () => {
      onClose();
      onSaved();
    },
    onError: (error) => setServerError({ error }),
  });

  const password = { type: 'password' as const, revealable: true, required: true };
  return (
    <>
      <ModalDialog open={open} onClose={onClose} title={t`Change password`}>
        <form className="wl-form" onSubmit={form.handleSubmit} noValidate>
          <TextField
            label={t`Current password`}
            autoComplete="current-password"
            {...password}
            {...form.textField('oldPassword')}
          />
          <TextField
            label={t`New password`}
            autoComplete="new-password"
            {...password}
            {...form.textField('newPassword')}
          />
          <TextField
            label={t`Confirm new password`}
            autoComplete="new-password"
            {...password}
            {...form.textField('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={form.pending}>
            <Trans>Save password</Trans>
          </Button>
        </form>
      </ModalDialog>
      <AlertDialog
        open={serverError !== null}
        tone="error"
        title={t`The password was not changed`}
        message={serverError ? <RefusalText text={serverError.text} nextStep={serverError.nextStep} /> : null}
        onConfirm={() => setServerError(null)}
      />
    </>
  );
}
