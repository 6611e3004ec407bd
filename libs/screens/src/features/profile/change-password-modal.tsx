// Change-password modal of the profile (SPEC section 5): all three fields required, new equals confirm.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isChangePasswordIncomplete, validateChangePassword, type ChangePasswordInput } from '@wallet/domain';
import { useChangePassword } from '@wallet/api-client/react';
import { AlertDialog, Button, ModalDialog, TextField } from '@wallet/ui-kit';
import { useErrorText } from '../../shared/use-error-text';
import { translate } from '../../i18n/translate';

const EMPTY: ChangePasswordInput = { oldPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
  /** Called after the server saved the new password (the modal has closed and cleared itself). */
  onSaved: () => void;
}

/** PUT /api/account/changepwd once per submit; a server error shows in an error alert and keeps what was typed. */
export function ChangePasswordModal({ open, onClose, onSaved }: ChangePasswordModalProps) {
  const { t, i18n } = useLingui();
  const changePassword = useChangePassword();
  const errorText = useErrorText();
  const [form, setForm] = useState<ChangePasswordInput>(EMPTY);
  const [mismatch, setMismatch] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const field = (name: keyof ChangePasswordInput) => ({
    name,
    type: 'password' as const,
    revealable: true,
    required: true,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (changePassword.isPending) return;
    // The spec stops silently while a field is empty; the fields are marked required.
    if (isChangePasswordIncomplete(form)) return;
    const result = validateChangePassword(form);
    if (!result.ok) {
      const ref = result.errors.confirmPassword;
      setMismatch(ref ? translate(i18n, ref) : null);
      return;
    }
    setMismatch(null);
    changePassword.mutate(result.value, {
      onSuccess: () => {
        setForm(EMPTY);
        onClose();
        onSaved();
      },
      onError: (error) => setServerError(errorText(error)),
    });
  }

  return (
    <>
      <ModalDialog open={open} onClose={onClose} title={t`Change password`}>
        <form className="wl-profile__form" onSubmit={submit} noValidate>
          <TextField label={t`Current password`} autoComplete="current-password" {...field('oldPassword')} />
          <TextField label={t`New password`} autoComplete="new-password" {...field('newPassword')} />
          <TextField
            label={t`Confirm new password`}
            autoComplete="new-password"
            {...field('confirmPassword')}
            error={mismatch ?? undefined}
          />
          <Button type="submit" fullWidth loading={changePassword.isPending}>
            <Trans>Save password</Trans>
          </Button>
        </form>
      </ModalDialog>
      <AlertDialog
        open={serverError !== null}
        tone="error"
        title={t`The password was not changed`}
        message={serverError}
        onConfirm={() => setServerError(null)}
      />
    </>
  );
}
