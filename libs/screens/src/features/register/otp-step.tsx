import { useEffect, useState, type FormEvent } from 'react';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@wallet/ui-kit';
import { OTP_RESEND_SECONDS } from '@wallet/domain';
import { FormError } from '../../shared/forms/form-error';
import { formatCount, pluralForm } from '../../i18n/format-count';

export interface OtpStepProps {
  phone: string;
  otpRef: string;
  /** Changes with every code sent: the resend countdown starts again. */
  sentKey: string;
  code: string;
  onCodeChange(value: string): void;
  error?: string | undefined;
  serverError: string | null;
  /** What the player can do about `serverError`. */
  serverNextStep?: string | null;
  verifying: boolean;
  resending: boolean;
  /** The step's form mechanism submit (it prevents the page reload). */
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  onResend(): void;
  onBack(): void;
}

/** Seconds left before a new code may be asked for, counted from each code sent (`sentKey`), ticking each second. */
export function useResendCountdown(sentKey: string, seconds: number = OTP_RESEND_SECONDS): number {
  const [left, setLeft] = useState({ key: sentKey, seconds });
  // A new code sent: the countdown starts again (state adjusted while rendering, not in an effect).
  if (left.key !== sentKey) setLeft({ key: sentKey, seconds });
  useEffect(() => {
    // Read from the clock at each tick, so a tab the browser slowed down in the background is right again at once.
    const deadline = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft({ key: sentKey, seconds: remaining });
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentKey, seconds]);
  return left.key === sentKey ? left.seconds : seconds;
}

/** Step 2: the SMS code, shown with its reference number; a new code can be requested once the countdown ends. */
export function OtpStep(props: OtpStepProps) {
  const { t, i18n } = useLingui();
  const {
    phone,
    otpRef,
    sentKey,
    code,
    onCodeChange,
    error,
    serverError,
    serverNextStep,
    verifying,
    resending,
    onSubmit,
    onResend,
    onBack,
  } = props;
  const secondsLeft = useResendCountdown(sentKey);
  // Selects on the plural form, not Lingui's plural (format-count.ts says why).
  const left = formatCount(secondsLeft, i18n.locale);
  const leftForm = pluralForm(secondsLeft, i18n.locale);
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
      <FormError message={serverError} nextStep={serverNextStep} />
      <Button type="submit" fullWidth size="lg" loading={verifying} disabled={resending}>
        <Trans>Verify</Trans>
      </Button>
      <div className="wl-register__actions">
        <Button variant="ghost" onClick={onBack} disabled={verifying || resending}>
          <Trans>Back</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={onResend}
          loading={resending}
          disabled={verifying || secondsLeft > 0}
        >
          {secondsLeft > 0 ? (
            t({
              message: `${select(leftForm, { one: `${left} second until a new code`, other: `${left} seconds until a new code` })}`,
            })
          ) : (
            <Trans>Send a new code</Trans>
          )}
        </Button>
      </div>
    </form>
  );
}
